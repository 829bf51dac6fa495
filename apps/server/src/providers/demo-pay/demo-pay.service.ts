import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { signBody } from '../../lib/body-signature.ts';
import { gatewayEventId } from './demo-pay.ts';

/** Delivers a signed notice to the platform; throws when the platform did not accept it. */
export type Notify = (body: string, signature: string) => Promise<void>;

export interface Gateway {
  db: Db;
  secret: string;
  notify: Notify;
}

/** A payment left pending on the checkout page succeeds on its own this much later. */
export const PENDING_SETTLE_MS = 5_000;

export const CHECKOUT_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

const OUTCOME: Record<CheckoutOutcome, { notice: string; order: string; returnTo: (tx: string) => string }> =
  {
    success: { notice: 'success', order: 'paid', returnTo: (tx) => `/cashier/paysuccess/${tx}` },
    fail: { notice: 'failed', order: 'failed', returnTo: (tx) => `/cashier/payfail/${tx}` },
    pending: { notice: 'pending', order: 'pending', returnTo: (tx) => `/cashier/paypending/${tx}` },
    cancel: { notice: 'cancelled', order: 'cancelled', returnTo: () => '/cashier/paycancel' },
  };

export function findOrder(db: Db, transaction: string) {
  return db
    .selectFrom('pay_gateway_orders')
    .selectAll()
    .where('payment_id', '=', transaction)
    .executeTakeFirst();
}

type Order = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

async function send(gateway: Gateway, order: Order, status: string) {
  const body = JSON.stringify({
    event_id: gatewayEventId(order.payment_id, status),
    transaction: order.payment_id,
    status,
    amount: order.amount,
    currency: order.currency,
  });
  await gateway.notify(body, signBody(gateway.secret, body, Math.floor(Date.now() / 1000)));
}

/**
 * The payer's choice on the checkout page. The order leaves `open` first, in one conditional update, so
 * of two choices sent at once (or a replayed one) only one acts; then the platform hears of it. When
 * the notice fails the order opens again, so the payer can choose again (the notice's id makes a
 * repeat harmless). Answers where the payer goes next, or undefined when the order is not open.
 */
export async function completeCheckout(
  gateway: Gateway,
  transaction: string,
  outcome: CheckoutOutcome,
): Promise<string | undefined> {
  const { notice, order: status, returnTo } = OUTCOME[outcome];
  const order = await gateway.db
    .updateTable('pay_gateway_orders')
    .set({
      status,
      settle_at: outcome === 'pending' ? new Date(Date.now() + PENDING_SETTLE_MS) : null,
    })
    .where('payment_id', '=', transaction)
    .where('direction', '=', 'deposit')
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!order) return undefined;
  try {
    await send(gateway, order, notice);
  } catch (error) {
    await gateway.db
      .updateTable('pay_gateway_orders')
      .set({ status: 'open', settle_at: null })
      .where('payment_id', '=', transaction)
      .where('status', '=', status)
      .execute();
    throw error;
  }
  return returnTo(transaction);
}

/** Pending payments whose time has come succeed; answers how many were settled. */
export async function settleDuePending(gateway: Gateway, now = new Date()): Promise<number> {
  const due = await gateway.db
    .selectFrom('pay_gateway_orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('settle_at', '<=', now)
    .limit(50)
    .execute();
  for (const order of due) {
    await send(gateway, order, 'success');
    await gateway.db
      .updateTable('pay_gateway_orders')
      .set({ status: 'paid', settle_at: null })
      .where('payment_id', '=', order.payment_id)
      .where('status', '=', 'pending')
      .execute();
  }
  return due.length;
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

/** An operator approves or declines a payout; false when it is not open (decided or unknown). */
export async function decidePayout(
  gateway: Gateway,
  transaction: string,
  decision: 'approved' | 'declined',
): Promise<boolean> {
  const order = await findOrder(gateway.db, transaction);
  if (order?.direction !== 'withdrawal' || order.status !== 'open') return false;
  await send(gateway, order, decision);
  await sql`update pay_gateway_orders set status = ${decision} where payment_id = ${transaction} and status = 'open'`.execute(
    gateway.db,
  );
  return true;
}
