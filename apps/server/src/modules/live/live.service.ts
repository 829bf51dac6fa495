import type { AccountBalance } from '@casino/shared/contract/account.contract';
import type { Db } from '../../db/schema.ts';
import { playerCurrency } from '../account/account.service.ts';
import { isSessionLive, sessionIdOf } from '../account/session.service.ts';
import { playerBalances } from '../wallet/wallet.service.ts';
import { LIVE_TOKEN_TTL_MS, type LiveTokenClaims, signLiveToken, verifyLiveToken } from './live-token.ts';

/** A token for the live channel, bound to the player and the session it was asked for in. */
export function issueLiveToken(key: Buffer, userId: number, sessionTokenHash: string, now = Date.now()) {
  const expiresAt = Math.floor((now + LIVE_TOKEN_TTL_MS) / 1000);
  return {
    token: signLiveToken(key, { userId, sessionId: sessionIdOf(sessionTokenHash), expiresAt }),
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}

export type LiveAdmission =
  | { ok: true; claims: LiveTokenClaims }
  | { ok: false; reason: 'token invalid' | 'token expired' | 'session ended' };

/** Checks an init message's token: signed by us, not expired, and its session still signed in. */
export async function admit(db: Db, key: Buffer, token: unknown, now = new Date()): Promise<LiveAdmission> {
  const check = verifyLiveToken(key, token, Math.floor(now.getTime() / 1000));
  if (!check.ok) return { ok: false, reason: check.reason === 'expired' ? 'token expired' : 'token invalid' };
  if (!(await isSessionLive(db, check.claims.userId, check.claims.sessionId, now))) {
    return { ok: false, reason: 'session ended' };
  }
  return { ok: true, claims: check.claims };
}

/** Whether the session a connection was admitted under is still signed in (checked again while it stays open). */
export function isStillSignedIn(db: Db, claims: LiveTokenClaims, now = new Date()): Promise<boolean> {
  return isSessionLive(db, claims.userId, claims.sessionId, now);
}

/** The balances account.getBalance would answer now; undefined when the player is gone. */
export async function currentBalance(db: Db, userId: number): Promise<AccountBalance | undefined> {
  const currency = await playerCurrency(db, userId);
  return currency === undefined ? undefined : playerBalances(db, userId, currency);
}
