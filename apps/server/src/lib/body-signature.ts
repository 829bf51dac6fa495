import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed JSON bodies between the platform and its providers (payment webhooks, seamless-wallet calls):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. A signature older (or further in the future)
 * than the tolerance is refused, so a captured request cannot be replayed later.
 */
export const SIGNATURE_TOLERANCE_S = 300;

/** A per-purpose secret derived from the session secret, so no two channels share a key. */
export function deriveSecret(sessionSecret: string, purpose: string): string {
  return createHmac('sha256', sessionSecret).update(purpose).digest('hex');
}

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signBody(secret: string, body: string, nowS: number): string {
  return `t=${nowS},v1=${mac(secret, nowS, body)}`;
}

export type SignatureCheck = 'ok' | 'malformed' | 'stale' | 'mismatch';

export function verifyBody(
  secret: string,
  body: string,
  header: string | undefined,
  nowS: number,
): SignatureCheck {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return 'malformed';
  const timestamp = Number(match[1]);
  if (Math.abs(nowS - timestamp) > SIGNATURE_TOLERANCE_S) return 'stale';
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  const given = Buffer.from(match[2] as string, 'hex');
  return timingSafeEqual(expected, given) ? 'ok' : 'mismatch';
}
