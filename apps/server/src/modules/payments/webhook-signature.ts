import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook older (or further in the future) than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_S = 300;
export const SIGNATURE_HEADER = 'x-pay-signature';

/** The secret the gateway and the platform share, derived so it never equals the session secret. */
export function webhookSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('pay-gateway-webhook').digest('hex');
}

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: string, nowS: number): string {
  return `t=${nowS},v1=${mac(secret, nowS, body)}`;
}

export type SignatureCheck = 'ok' | 'malformed' | 'stale' | 'mismatch';

export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  nowS: number,
): SignatureCheck {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return 'malformed';
  const timestamp = Number(match[1]);
  if (Math.abs(nowS - timestamp) > WEBHOOK_TOLERANCE_S) return 'stale';
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  const given = Buffer.from(match[2] as string, 'hex');
  return timingSafeEqual(expected, given) ? 'ok' : 'mismatch';
}
