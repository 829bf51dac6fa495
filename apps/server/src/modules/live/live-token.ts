import { createHmac, timingSafeEqual } from 'node:crypto';

/** A live channel token opens a connection for this long after it was issued. */
export const LIVE_TOKEN_TTL_MS = 5 * 60 * 1000;

export interface LiveTokenClaims {
  userId: number;
  /** The shown id of the session the token was issued in (see sessionIdOf). */
  sessionId: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type LiveTokenCheck =
  | { ok: true; claims: LiveTokenClaims }
  | { ok: false; reason: 'malformed' | 'mismatch' | 'expired' };

const TOKEN_SHAPE = /^(\d{1,15})\.([0-9a-f]{16})\.(\d{1,12})\.([\w-]{43})$/;

/** The signing key, derived so it never equals the session secret or another derived key. */
export function liveTokenKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('live-channel-token').digest();
}

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`live.v1.${payload}`).digest('base64url');
}

/** `<user id>.<session id>.<expiry, unix s>.<HMAC-SHA256, base64url>`: needs no table to check. */
export function signLiveToken(key: Buffer, claims: LiveTokenClaims): string {
  const payload = `${claims.userId}.${claims.sessionId}.${claims.expiresAt}`;
  return `${payload}.${mac(key, payload)}`;
}

export function verifyLiveToken(key: Buffer, token: unknown, nowS: number): LiveTokenCheck {
  const match = typeof token === 'string' ? TOKEN_SHAPE.exec(token) : null;
  if (!match) return { ok: false, reason: 'malformed' };
  const [, userId, sessionId, expiresAt, given] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(mac(key, `${userId}.${sessionId}.${expiresAt}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'mismatch' };
  const claims = { userId: Number(userId), sessionId, expiresAt: Number(expiresAt) };
  if (claims.expiresAt <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
