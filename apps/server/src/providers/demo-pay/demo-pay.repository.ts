import type { MinorUnits } from '@casino/shared/money/minor-units';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { PaymentDirection } from '../../db/tables/payments.table.ts';
import type { DepositReturnUrls } from '../../modules/cashier/payment-provider.ts';

export interface NewGatewayOrder {
  transaction: string;
  direction: PaymentDirection;
  amount: MinorUnits;
  currency: string;
  /** A deposit's; a payout has none. */
  returnUrls: DepositReturnUrls | null;
}

/** Opens an order; a repeated call for the same payment keeps the first (calls are idempotent). */
export async function insertOrder(db: Db, order: NewGatewayOrder): Promise<void> {
  await db
    .insertInto('pay_gateway_orders')
    .values({
      payment_id: order.transaction,
      direction: order.direction,
      amount: order.amount,
      currency: order.currency,
      status: 'open',
      return_urls: order.returnUrls && JSON.stringify(order.returnUrls),
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .execute();
}

export async function cancelOpenPayout(db: Db, transaction: string): Promise<void> {
  await db
    .updateTable('pay_gateway_orders')
    .set({ status: 'cancelled' })
    .where('payment_id', '=', transaction)
    .where('direction', '=', 'withdrawal')
    .where('status', '=', 'open')
    .execute();
}

export function findOrder(db: Db, transaction: string) {
  return db
    .selectFrom('pay_gateway_orders')
    .selectAll()
    .where('payment_id', '=', transaction)
    .executeTakeFirst();
}

export type GatewayOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Moves an open deposit to `status` in one conditional update; undefined when it was not open. */
export function closeOpenDeposit(db: Db, transaction: string, status: string, settleAt: Date | null) {
  return db
    .updateTable('pay_gateway_orders')
    .set({ status, settle_at: settleAt })
    .where('payment_id', '=', transaction)
    .where('direction', '=', 'deposit')
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** Opens an order again that is still in `status`. */
export async function reopenOrder(db: Db, transaction: string, status: string): Promise<void> {
  await db
    .updateTable('pay_gateway_orders')
    .set({ status: 'open', settle_at: null })
    .where('payment_id', '=', transaction)
    .where('status', '=', status)
    .execute();
}

export function listDuePending(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('pay_gateway_orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('settle_at', '<=', now)
    .limit(limit)
    .execute();
}

export async function markPendingPaid(db: Db, transaction: string): Promise<void> {
  await db
    .updateTable('pay_gateway_orders')
    .set({ status: 'paid', settle_at: null })
    .where('payment_id', '=', transaction)
    .where('status', '=', 'pending')
    .execute();
}

export function listOpenPayouts(db: Db) {
  return db
    .selectFrom('pay_gateway_orders')
    .selectAll()
    .where('direction', '=', 'withdrawal')
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();
}

/** Payouts no longer waiting (approved, declined, or cancelled by the player), newest first. */
export function listRecentPayouts(db: Db, limit = 20) {
  return db
    .selectFrom('pay_gateway_orders')
    .selectAll()
    .where('direction', '=', 'withdrawal')
    .where('status', '<>', 'open')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function decideOpenPayout(
  db: Db,
  transaction: string,
  decision: 'approved' | 'declined',
): Promise<void> {
  await sql`update pay_gateway_orders set status = ${decision} where payment_id = ${transaction} and status = 'open'`.execute(
    db,
  );
}
