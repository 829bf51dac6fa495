import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import { signBody } from '../../lib/body-signature.ts';
import type { PayoutDecision } from '../../modules/cashier/payment-provider.ts';
import {
  closeOpenDeposit,
  decideOpenPayout,
  findOrder,
  type GatewayOrder,
  listDuePending,
  markPendingPaid,
  reopenOrder,
} from './demo-pay.repository.ts';

/** Event ids are derived from the order and the outcome, so a resent notice carries the same id. */
export function gatewayEventId(transaction: string, status: string): string {
  return createHash('sha256').update(`${transaction}:${status}`).digest('hex').slice(0, 32);
}

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

const OUTCOME: Record<CheckoutOutcome, { notice: string; order: string }> = {
  success: { notice: 'success', order: 'paid' },
  fail: { notice: 'failed', order: 'failed' },
  pending: { notice: 'pending', order: 'pending' },
  cancel: { notice: 'cancelled', order: 'cancelled' },
};

async function send(gateway: Gateway, order: GatewayOrder, status: string) {
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
 * repeat harmless). Answers the closed order, whose return address for the outcome (as the platform
 * handed it over) is where the payer goes next, or undefined when the order was not open.
 */
export async function completeCheckout(
  gateway: Gateway,
  transaction: string,
  outcome: CheckoutOutcome,
): Promise<GatewayOrder | undefined> {
  const { notice, order: status } = OUTCOME[outcome];
  const settleAt = outcome === 'pending' ? new Date(Date.now() + PENDING_SETTLE_MS) : null;
  const order = await closeOpenDeposit(gateway.db, transaction, status, settleAt);
  if (!order) return undefined;
  try {
    await send(gateway, order, notice);
  } catch (error) {
    await reopenOrder(gateway.db, transaction, status);
    throw error;
  }
  return order;
}

/** Pending payments whose time has come succeed; answers how many were settled. */
export async function settleDuePending(gateway: Gateway, now = new Date()): Promise<number> {
  const due = await listDuePending(gateway.db, now, 50);
  for (const order of due) {
    await send(gateway, order, 'success');
    await markPendingPaid(gateway.db, order.payment_id);
  }
  return due.length;
}

/** An operator approves or declines a payout; false when it is not open (decided or unknown). */
export async function decidePayout(
  gateway: Gateway,
  transaction: string,
  decision: PayoutDecision,
): Promise<boolean> {
  const order = await findOrder(gateway.db, transaction);
  if (order?.direction !== 'withdrawal' || order.status !== 'open') return false;
  await send(gateway, order, decision);
  await decideOpenPayout(gateway.db, transaction, decision);
  return true;
}
