import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { TwoFactorMethod } from '../../db/tables/accounts.table.ts';

/** Holds the player's row until the transaction ends, so checks and writes on their account run one at a time. */
export async function lockUser(db: DbOrTrx, userId: number) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Merges the fields into the stored profile in one statement, so concurrent saves of other fields survive. */
export async function updateProfile(
  db: DbOrTrx,
  userId: number,
  fields: Record<string, string | number>,
  countryCode: string | undefined,
) {
  await db
    .updateTable('users')
    .set({
      profile: sql<string>`${sql.ref('profile')} || ${JSON.stringify(fields)}::jsonb`,
      ...(countryCode === undefined ? {} : { country_code: countryCode }),
    })
    .where('id', '=', userId)
    .execute();
}

export async function updateFakename(db: DbOrTrx, userId: number, fakename: string) {
  await db.updateTable('users').set({ fakename }).where('id', '=', userId).execute();
}

export async function updateCurrency(db: DbOrTrx, userId: number, currency: string) {
  await db.updateTable('users').set({ currency }).where('id', '=', userId).execute();
}

/** The account flag follows its contacts: subscribed while any contact is. */
export async function syncUserSubscription(db: DbOrTrx, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({
      is_subscribed: eb
        .exists(
          eb
            .selectFrom('user_contacts')
            .select('id')
            .where('user_id', '=', userId)
            .where('is_subscribed', '=', true),
        )
        .$castTo<boolean>(),
    }))
    .where('id', '=', userId)
    .execute();
}

/** The newest unused contact code sent to `target` (it may have expired). */
export async function findLatestContactCode(db: DbOrTrx, userId: number, target: string) {
  return db
    .selectFrom('auth_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'contact')
    .where('target', '=', target)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Switches the method; any authenticator secret, active or pending, is dropped. */
export async function setTwoFactorMethod(
  db: DbOrTrx,
  userId: number,
  method: Exclude<TwoFactorMethod, 'totp'>,
) {
  await db
    .updateTable('users')
    .set({ two_factor_method: method, totp_secret: null, totp_last_step: null, totp_pending_secret: null })
    .where('id', '=', userId)
    .execute();
}

export async function savePendingTotpSecret(db: DbOrTrx, userId: number, secret: string) {
  await db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
}

/**
 * Makes the pending secret the active one, with the step of the code that proved it (so that code
 * cannot sign in again). False when the pending secret changed meanwhile.
 */
export async function activatePendingTotp(
  db: DbOrTrx,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ two_factor_method: 'totp', totp_secret: secret, totp_last_step: step, totp_pending_secret: null })
    .where('id', '=', userId)
    .where('totp_pending_secret', '=', secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stores the TOTP step a sign-in was accepted with, only when it is later than the last one: the same
 * code cannot be used twice, even at once. False when another use came first.
 */
export async function acceptTotpStep(db: DbOrTrx, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
