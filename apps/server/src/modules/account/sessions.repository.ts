import type { DbOrTrx } from '../../db/schema.ts';

export async function insertSession(
  db: DbOrTrx,
  session: {
    tokenHash: string;
    userId: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}

/** A live session with its user, or undefined. Idle expiry is checked by the caller against last_seen_at. */
export async function findLiveSession(db: DbOrTrx, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.token_hash',
      'sessions.user_id',
      'sessions.last_seen_at',
      'sessions.created_at',
      'users.status',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** The status of the player a session belonged to, live or ended, until its absolute expiry. */
export async function findSessionOwnerStatus(db: DbOrTrx, tokenHash: string, now: Date) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.status')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row?.status;
}

export async function touchSession(db: DbOrTrx, tokenHash: string, now: Date) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function revokeSession(db: DbOrTrx, tokenHash: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the player's sessions except `keepTokenHash`; with `onlyTokenHash`, just that one. */
export async function revokeUserSessions(
  db: DbOrTrx,
  userId: number,
  now: Date,
  options: { keepTokenHash?: string; onlyTokenHash?: string } = {},
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (options.keepTokenHash) query = query.where('token_hash', '!=', options.keepTokenHash);
  if (options.onlyTokenHash) query = query.where('token_hash', '=', options.onlyTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listLiveSessions(db: DbOrTrx, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}
