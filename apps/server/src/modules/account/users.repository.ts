import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { UsersTable } from '../../db/tables/accounts.table.ts';

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
