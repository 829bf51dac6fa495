import type { DbOrTrx } from '../../db/schema.ts';
import { hashToken, newSessionToken } from './crypto/secure-token.ts';
import * as sessions from './sessions.repository.ts';

export const SESSION_COOKIE = 'sid';
/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface ResolvedSession {
  userId: number;
  tokenHash: string;
}

/** Starts a new session (a fresh token at every sign-in) and returns the token for the cookie. */
export async function startSession(
  db: DbOrTrx,
  userId: number,
  client: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<{ token: string; tokenHash: string; expiresAt: Date }> {
  const token = newSessionToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await sessions.insertSession(db, { tokenHash, userId, expiresAt, ...client });
  return { token, tokenHash, expiresAt };
}

/**
 * The session behind a cookie token, if it is live: not revoked, not past its absolute expiry, not
 * idle too long, and its player neither banned nor deleted (those are signed out at once).
 */
export async function resolveSession(
  db: DbOrTrx,
  token: string | undefined,
  now = new Date(),
): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const row = await sessions.findLiveSession(db, tokenHash, now);
  if (!row) return null;
  if (row.status !== 'active' || now.getTime() - row.last_seen_at.getTime() > SESSION_IDLE_MS) {
    await sessions.revokeSession(db, tokenHash, now);
    return null;
  }
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS)
    await sessions.touchSession(db, tokenHash, now);
  return { userId: row.user_id, tokenHash };
}

export async function endSession(db: DbOrTrx, tokenHash: string, now = new Date()) {
  await sessions.revokeSession(db, tokenHash, now);
}
