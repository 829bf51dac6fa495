import { toMinor } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { PaymentProviderError, type ProviderFailure } from '../../lib/payment-provider-error.ts';
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

/** The outage the gateway plays for every call (DEMO_PAY_OUTAGE), as a real one is sometimes down. */
export type GatewayOutage = 'none' | 'unavailable' | 'failing';

/**
 * Test amounts, as a vendor's sandbox has them: a deposit of exactly one of these plays the failure, so
 * a tester sees each Billing* error without turning the whole gateway off (README, decision 0054).
 */
export const TEST_AMOUNT_FAILURES: ReadonlyMap<number, ProviderFailure> = new Map([
  [toMinor(402), 'declined'],
  [toMinor(502), 'failed'],
  [toMinor(503), 'unavailable'],
]);

const FAILURE_MESSAGE: Record<ProviderFailure, string> = {
  unavailable: 'The pay gateway is not reachable',
  failed: 'The pay gateway answered with an error',
  declined: 'The pay gateway declined the transaction',
};

function fail(failure: ProviderFailure): never {
  throw new PaymentProviderError(failure, FAILURE_MESSAGE[failure]);
}

/** Banks of the gateway's bank transfer (a real provider lists its own). */
const BANKS = [
  { id: 'aurora-bank', name: 'Aurora Bank', country: 'DE' },
  { id: 'northern-trust', name: 'Northern Savings', country: 'GB' },
  { id: 'iberia-credit', name: 'Iberia Credit', country: 'ES' },
  { id: 'lusitania', name: 'Banco Lusitania', country: 'PT' },
];

/**
 * The built-in gateway, standing in for a real provider. Its checkout link carries a token signed with
 * `secret` (checkout-token.ts): only who was handed the link can pay, decline or cancel the order.
 * With `notices` (how it signs and sends its webhook) the operator's payout decisions go through it too.
 */
export function builtInPayGateway(
  db: Db,
  secret: string,
  notices?: Pick<Gateway, 'secret' | 'notify'>,
  outage: GatewayOutage = 'none',
): PaymentProvider {
  const reachable = () => {
    if (outage === 'unavailable') fail('unavailable');
    if (outage === 'failing') fail('failed');
  };
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
      reachable();
      const failure = TEST_AMOUNT_FAILURES.get(order.amount);
      if (failure) fail(failure);
      await open(order, 'deposit', order.returnUrls);
      const token = checkoutToken(secret, order.transaction, new Date(Date.now() + CHECKOUT_TOKEN_TTL_MS));
      return { url: `${checkoutPath(order.transaction)}?${new URLSearchParams({ token })}` };
    },
    async createPayout(order) {
      reachable();
      await open(order, 'withdrawal', null);
    },
    async cancelPayout(transaction) {
      reachable();
      await cancelOpenPayout(db, transaction);
    },
    async listBanks() {
      reachable();
      return BANKS;
    },
    ...(notices && {
      decidePayout: (transaction, decision) => decidePayout({ db, ...notices }, transaction, decision),
    }),
  };
}
