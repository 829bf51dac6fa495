import { type Insertable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { UserStatus, UsersTable } from '../../db/tables/accounts.table.ts';

/** A player to create: the users row, with the profile fields as an object (stored as JSON). */
export type NewUser = Omit<Insertable<UsersTable>, 'profile'> & { profile: Record<string, string> };

export async function insertUser(db: DbOrTrx, user: NewUser) {
  return db
    .insertInto('users')
    .values({ ...user, profile: JSON.stringify(user.profile) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserById(db: DbOrTrx, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A player by login, or by one of their contacts (players sign in with email or phone alike). */
export async function findUserByLoginOrContact(db: DbOrTrx, login: string) {
  const lower = login.toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['login']), '=', lower),
        eb(
          'id',
          'in',
          eb
            .selectFrom('user_contacts')
            .select('user_id')
            .where((sub) => sub(sub.fn('lower', ['contact']), '=', lower)),
        ),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

export async function isLoginTaken(db: DbOrTrx, login: string) {
  return (await findUserByLoginOrContact(db, login)) !== undefined;
}

export async function updateUserLocale(db: DbOrTrx, userId: number, locale: string) {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

export async function updatePasswordHash(db: DbOrTrx, userId: number, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/**
 * Players matching a back-office search: the id when the query is a number, else part of the login,
 * of a contact (email, phone) or of the first or last name. Newest first.
 */
export async function searchUsers(db: DbOrTrx, query: string, limit: number) {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const asId = /^\d{1,15}$/.test(query) ? Number(query) : undefined;
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(asId !== undefined ? [eb('id', '=', asId)] : []),
        eb(eb.fn('lower', ['login']), 'like', pattern),
        eb(
          sql<string>`lower(concat_ws(' ', profile->>'first_name', profile->>'last_name'))`,
          'like',
          pattern,
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('user_contacts')
            .select('user_id')
            .where((sub) => sub(sub.fn('lower', ['contact']), 'like', pattern)),
        ),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Changes a player's status only from `from`; answers the row as changed, or undefined. */
export async function changeUserStatus(db: DbOrTrx, userId: number, from: UserStatus, to: UserStatus) {
  return db
    .updateTable('users')
    .set({ status: to })
    .where('id', '=', userId)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Marks the player as asked for an identity check; answers false when they already were. */
export async function markKycRequested(db: DbOrTrx, userId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ kyc_requested_at: at })
    .where('id', '=', userId)
    .where('kyc_requested_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateVerificationFlags(
  db: DbOrTrx,
  userId: number,
  flags: { is_on_verification: boolean; is_verified: boolean },
) {
  await db.updateTable('users').set(flags).where('id', '=', userId).execute();
}
