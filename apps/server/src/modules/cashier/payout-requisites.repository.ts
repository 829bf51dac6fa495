import type { DbOrTrx } from '../../db/schema.ts';
import type { RequisitesStatus } from '../../db/tables/payments.table.ts';

export function findRequisites(db: DbOrTrx, userId: number, fingerprint: string) {
  return db
    .selectFrom('payout_requisites')
    .selectAll()
    .where('user_id', '=', userId)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
}

/** Another account holding the same details (any status but a refusal of its own). */
export function findOtherHolder(db: DbOrTrx, userId: number, fingerprint: string) {
  return db
    .selectFrom('payout_requisites')
    .select(['user_id'])
    .where('fingerprint', '=', fingerprint)
    .where('user_id', '<>', userId)
    .where('status', '<>', 'fraudulent')
    .limit(1)
    .executeTakeFirst();
}

/** Records details on first sight; a row already there (two requests at once) is left as it is. */
export async function insertRequisites(
  db: DbOrTrx,
  row: {
    user_id: number;
    method_type: string;
    fingerprint: string;
    masked: string;
    status: RequisitesStatus;
    reason: string | null;
  },
) {
  await db
    .insertInto('payout_requisites')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'fingerprint']).doNothing())
    .execute();
}

function requisitesItems(db: DbOrTrx) {
  return db
    .selectFrom('payout_requisites')
    .innerJoin('users', 'users.id', 'payout_requisites.user_id')
    .select([
      'payout_requisites.id',
      'payout_requisites.user_id',
      'users.login',
      'payout_requisites.method_type',
      'payout_requisites.masked',
      'payout_requisites.status',
      'payout_requisites.reason',
      'payout_requisites.created_at',
      'payout_requisites.decided_at',
    ]);
}

export function listRequisites(db: DbOrTrx, status: RequisitesStatus, limit: number) {
  return requisitesItems(db)
    .where('payout_requisites.status', '=', status)
    .orderBy('payout_requisites.created_at')
    .limit(limit)
    .execute();
}

export function findRequisitesItem(db: DbOrTrx, id: number) {
  return requisitesItems(db).where('payout_requisites.id', '=', id).executeTakeFirst();
}

/** The decision, taken once: only details not yet in `to` change. Undefined when none did. */
export function decideRequisites(
  db: DbOrTrx,
  id: number,
  to: RequisitesStatus,
  staffId: number | null,
  reason: string | null,
  now: Date,
) {
  return db
    .updateTable('payout_requisites')
    .set({ status: to, decided_by: staffId, reason, decided_at: now })
    .where('id', '=', id)
    .where('status', '<>', to)
    .returningAll()
    .executeTakeFirst();
}

export function findRequisitesById(db: DbOrTrx, id: number) {
  return db.selectFrom('payout_requisites').selectAll().where('id', '=', id).executeTakeFirst();
}
