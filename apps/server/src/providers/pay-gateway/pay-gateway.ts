import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema.ts';

/**
 * What the platform asks of a payment provider. The built-in gateway below stands in for a real one; a
 * real provider implements the same two calls and reports back through the signed webhook. Each call must
 * be idempotent by transaction: the platform repeats one a dead process may not have finished (decision 0012).
 */
export interface PaymentProvider {
  /** Opens a deposit order and answers where the payer goes to pay. */
  createDeposit(order: ProviderOrder): Promise<{ url: string }>;
  /** Hands a withdrawal to the provider, which approves or declines it later. */
  createPayout(order: ProviderOrder): Promise<void>;
  /** The player took the withdrawal back: the provider no longer decides on it. */
  cancelPayout(transaction: string): Promise<void>;
}

export interface ProviderOrder {
  transaction: string;
  amount: number;
  currency: string;
  method: string;
}

export const PAY_GATEWAY_PATH = '/providers/pay';

export function builtInPayGateway(db: Db): PaymentProvider {
  const open = async (order: ProviderOrder, direction: 'deposit' | 'withdrawal') => {
    await db
      .insertInto('pay_gateway_orders')
      .values({
        payment_id: order.transaction,
        direction,
        amount: order.amount,
        currency: order.currency,
        status: 'open',
      })
      .onConflict((conflict) => conflict.column('payment_id').doNothing())
      .execute();
  };
  return {
    async createDeposit(order) {
      await open(order, 'deposit');
      return { url: `${PAY_GATEWAY_PATH}/checkout/${encodeURIComponent(order.transaction)}` };
    },
    async createPayout(order) {
      await open(order, 'withdrawal');
    },
    async cancelPayout(transaction) {
      await db
        .updateTable('pay_gateway_orders')
        .set({ status: 'cancelled' })
        .where('payment_id', '=', transaction)
        .where('direction', '=', 'withdrawal')
        .where('status', '=', 'open')
        .execute();
    },
  };
}

/** Event ids are derived from the order and the outcome, so a resent notice carries the same id. */
export function gatewayEventId(transaction: string, status: string): string {
  return createHash('sha256').update(`${transaction}:${status}`).digest('hex').slice(0, 32);
}
