import type { DbOrTrx } from '../../db/schema.ts';
import { hashToken, newSessionToken } from '../../lib/crypto/secure-token.ts';
import { announcePlayerChangesAfterCommit } from './player-changes.service.ts';
import * as sessions from './sessions.repository.ts';

export const SESSION_COOKIE = 'sid';
/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Session ids shown outside (account sessions, live channel tokens) are this long a prefix of the stored hash. */
const SESSION_ID_LENGTH = 16;

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

/**
 * Whether a cookie that no longer signs in was a session of a player who is now blocked (blocking ends
 * every session): that browser is shown the user block page (spec §8, a fatal 403), not the site as a
 * guest, until the session would have expired.
 */
export async function isBlockedPlayersSession(
  db: DbOrTrx,
  token: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!token || token.length > 100) return false;
  return (await sessions.findSessionOwnerStatus(db, hashToken(token), now)) === 'banned';
}

/** The id a session is shown by: enough to pick one, useless to sign in. */
export function sessionIdOf(tokenHash: string): string {
  return tokenHash.slice(0, SESSION_ID_LENGTH);
}

/**
 * Whether the player's session with this shown id still stands by the rules of resolveSession (not
 * signed out, expired or idle, the player neither banned nor deleted), without counting as activity.
 */
export async function isSessionLive(
  db: DbOrTrx,
  userId: number,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const match = (await sessions.listLiveSessions(db, userId, now)).find(
    (row) => sessionIdOf(row.token_hash) === sessionId,
  );
  const row = match && (await sessions.findLiveSession(db, match.token_hash, now));
  return (
    row !== undefined &&
    row.status === 'active' &&
    now.getTime() - row.last_seen_at.getTime() <= SESSION_IDLE_MS
  );
}

/** Signs the player out everywhere (self-exclusion, a staff member's request); answers how many ended. */
export async function endAllSessions(db: DbOrTrx, userId: number, now = new Date()): Promise<number> {
  const ended = await sessions.revokeUserSessions(db, userId, now);
  await announcePlayerChangesAfterCommit(db, [userId]);
  return ended;
}

export async function endSession(db: DbOrTrx, tokenHash: string, now = new Date()) {
  await sessions.revokeSession(db, tokenHash, now);
}
