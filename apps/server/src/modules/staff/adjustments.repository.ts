import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { AdjustmentStatus } from '../../db/tables/staff.table.ts';

export interface NewAdjustment {
  userId: number;
  currency: string;
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  idempotencyKey: string;
  requestedBy: number;
}

/** Serializes one staff member's adjustments of one player, so a split request sees the parts before it. */
export async function lockStaffAndPlayer(trx: Trx, staffId: number, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${staffId}::int, ${userId}::int)`.execute(trx);
}

/** What a staff member posted for a player without anyone's approval since `since`, either way, in total. */
export async function selfApprovedSince(
  db: DbOrTrx,
  staffId: number,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('balance_adjustments')
    .select(sql<string>`coalesce(sum(abs(amount)), 0)`.as('total'))
    .where('requested_by', '=', staffId)
    .where('user_id', '=', userId)
    .where('status', '=', 'posted')
    .where('decided_by', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Inserts a request; answers nothing when the requester used this key before. */
export function insertAdjustment(db: DbOrTrx, adjustment: NewAdjustment) {
  return db
    .insertInto('balance_adjustments')
    .values({
      user_id: adjustment.userId,
      currency: adjustment.currency,
      amount: adjustment.amount,
      reason: adjustment.reason,
      status: adjustment.status,
      idempotency_key: adjustment.idempotencyKey,
      requested_by: adjustment.requestedBy,
    })
    .onConflict((oc) => oc.columns(['requested_by', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findAdjustmentByKey(db: DbOrTrx, requestedBy: number, idempotencyKey: string) {
  return db
    .selectFrom('balance_adjustments')
    .selectAll()
    .where('requested_by', '=', requestedBy)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findAdjustment(db: DbOrTrx, id: number) {
  return db.selectFrom('balance_adjustments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function setAdjustmentTransaction(db: DbOrTrx, id: number, transactionId: number) {
  return db
    .updateTable('balance_adjustments')
    .set({ transaction_id: transactionId })
    .where('id', '=', id)
    .execute();
}

/**
 * Decides a pending request, by someone other than its requester: the conditional update is what
 * makes two racing decisions take effect once (the second finds it no longer pending).
 */
export function decidePendingAdjustment(
  db: DbOrTrx,
  decision: { id: number; status: 'posted' | 'rejected'; decidedBy: number; reason: string | null; at: Date },
) {
  return db
    .updateTable('balance_adjustments')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decision_reason: decision.reason,
      decided_at: decision.at,
    })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .where('requested_by', '<>', decision.decidedBy)
    .returningAll()
    .executeTakeFirst();
}

export function listAdjustments(
  db: DbOrTrx,
  filter: { status?: AdjustmentStatus | undefined },
  limit: number,
) {
  let query = db
    .selectFrom('balance_adjustments')
    .innerJoin('staff_users', 'staff_users.id', 'balance_adjustments.requested_by')
    .innerJoin('users', 'users.id', 'balance_adjustments.user_id')
    .selectAll('balance_adjustments')
    .select(['staff_users.email as requested_by_email', 'users.login as player_login']);
  if (filter.status !== undefined) query = query.where('balance_adjustments.status', '=', filter.status);
  return query.orderBy('balance_adjustments.id', 'desc').limit(limit).execute();
}
