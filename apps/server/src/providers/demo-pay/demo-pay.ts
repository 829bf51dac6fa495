import type { Db } from '../../db/schema.ts';
import type {
  DepositReturnUrls,
  PaymentProvider,
  ProviderOrder,
} from '../../modules/cashier/payment-provider.ts';
import { CHECKOUT_TOKEN_TTL_MS, checkoutToken } from './checkout-token.ts';
import { cancelOpenPayout, insertOrder } from './demo-pay.repository.ts';
import { decidePayout, type Gateway } from './demo-pay.service.ts';

export const PAY_GATEWAY_PATH = '/providers/pay';

/** The path of an order's checkout page, without its token. */
export function checkoutPath(transaction: string): string {
  return `${PAY_GATEWAY_PATH}/checkout/${encodeURIComponent(transaction)}`;
}

/**
 * The built-in gateway, standing in for a real provider. Its checkout link carries a token signed with
 * `secret` (checkout-token.ts): only who was handed the link can pay, decline or cancel the order.
 * With `notices` (how it signs and sends its webhook) the operator's payout decisions go through it too.
 */
export function builtInPayGateway(
  db: Db,
  secret: string,
  notices?: Pick<Gateway, 'secret' | 'notify'>,
): PaymentProvider {
  const open = (
    order: ProviderOrder,
    direction: 'deposit' | 'withdrawal',
    returnUrls: DepositReturnUrls | null,
  ) =>
    insertOrder(db, {
      transaction: order.transaction,
      amount: order.amount,
      currency: order.currency,
      direction,
      returnUrls,
    });
  return {
    async createDeposit(order) {
      await open(order, 'deposit', order.returnUrls);
      const token = checkoutToken(secret, order.transaction, new Date(Date.now() + CHECKOUT_TOKEN_TTL_MS));
      return { url: `${checkoutPath(order.transaction)}?${new URLSearchParams({ token })}` };
    },
    async createPayout(order) {
      await open(order, 'withdrawal', null);
    },
    async cancelPayout(transaction) {
      await cancelOpenPayout(db, transaction);
    },
    ...(notices && {
      decidePayout: (transaction, decision) => decidePayout({ db, ...notices }, transaction, decision),
    }),
  };
}
