import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';

export async function insertState(
  db: DbOrTrx,
  state: {
    stateHash: string;
    service: string;
    codeVerifier: string;
    redirectPath: string;
    typeAuth: string;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: state.stateHash,
      service: state.service,
      code_verifier: state.codeVerifier,
      redirect_path: state.redirectPath,
      type_auth: state.typeAuth,
      expires_at: state.expiresAt,
    })
    .execute();
}

/** Marks a live state of the service used and answers it; one conditional update, so a callback counts once. */
export async function takeState(db: DbOrTrx, stateHash: string, service: string, now: Date) {
  return db
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('service', '=', service)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function findIdentityUser(db: DbOrTrx, provider: string, subject: string) {
  return db
    .selectFrom('social_identities')
    .innerJoin('users', 'users.id', 'social_identities.user_id')
    .selectAll('users')
    .where('social_identities.provider', '=', provider)
    .where('social_identities.subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: DbOrTrx,
  identity: { userId: number; provider: string; subject: string; email: string | null },
) {
  await db
    .insertInto('social_identities')
    .values({
      user_id: identity.userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    })
    .execute();
}

/** Stores what the player gave to complete registration, merging profile fields into the stored ones. */
export async function completeUserRegistration(
  db: DbOrTrx,
  userId: number,
  values: {
    countryCode: string | undefined;
    currency: string | undefined;
    fakename: string | undefined;
    isSubscribed: boolean;
    profile: Record<string, string>;
  },
) {
  return db
    .updateTable('users')
    .set({
      is_registration_completed: true,
      is_subscribed: values.isSubscribed,
      profile: sql<string>`${sql.ref('profile')} || ${JSON.stringify(values.profile)}::jsonb`,
      ...(values.countryCode === undefined ? {} : { country_code: values.countryCode }),
      ...(values.currency === undefined ? {} : { currency: values.currency }),
      ...(values.fakename === undefined ? {} : { fakename: values.fakename }),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
