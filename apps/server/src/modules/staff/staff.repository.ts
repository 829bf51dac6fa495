import type { Insertable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { StaffStatus, StaffUsersTable } from '../../db/tables/staff.table.ts';

export async function insertStaff(db: DbOrTrx, staff: Insertable<StaffUsersTable>) {
  return db.insertInto('staff_users').values(staff).returningAll().executeTakeFirstOrThrow();
}

export function findStaffByEmail(db: DbOrTrx, email: string) {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findStaffById(db: DbOrTrx, id: number) {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaff(db: DbOrTrx) {
  return db.selectFrom('staff_users').selectAll().orderBy('id').execute();
}

/** The active admins: the last of them is never disabled, so someone can always manage staff. */
export async function countActiveAdmins(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lockAdmins(trx: Trx): Promise<void> {
  await trx
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Locks the staff row for a change of its status or authenticator; undefined for an unknown id. */
export function lockStaff(trx: Trx, id: number) {
  return trx.selectFrom('staff_users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setStaffStatus(trx: Trx, id: number, status: StaffStatus) {
  return trx
    .updateTable('staff_users')
    .set({ status })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Forgets the authenticator, enrolled or pending: the next sign-in enrols a new one. */
export async function clearTotp(trx: Trx, id: number) {
  return trx
    .updateTable('staff_users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countStaff(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Keeps an enrolment secret until a code from it is confirmed (the same one is offered until then). */
export async function savePendingTotpSecret(db: DbOrTrx, id: number, secret: string) {
  await db
    .updateTable('staff_users')
    .set({ totp_pending_secret: secret })
    .where('id', '=', id)
    .where('totp_secret', 'is', null)
    .execute();
}

/** Makes the pending secret the active one with its first accepted step; false when it changed meanwhile. */
export async function activatePendingTotp(db: DbOrTrx, id: number, secret: string, step: number) {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
    .where('id', '=', id)
    .where('totp_pending_secret', '=', secret)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores the accepted step only when it is newer, so one code signs in once, even when sent twice at once. */
export async function acceptTotpStep(db: DbOrTrx, id: number, step: number) {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
