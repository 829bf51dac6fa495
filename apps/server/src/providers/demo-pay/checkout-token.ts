import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveSecret } from '../../lib/body-signature.ts';

/** How long the checkout link makedeposit hands out stays usable. */
export const CHECKOUT_TOKEN_TTL_MS = 30 * 60 * 1000;

export type CheckoutTokenCheck = 'ok' | 'invalid' | 'expired';

/** The key of checkout links, apart from every other key derived from the session secret. */
export function checkoutSecret(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'pay-gateway-checkout');
}

function mac(secret: string, transaction: string, expiresS: number): Buffer {
  return createHmac('sha256', secret).update(`${transaction}.${expiresS}`).digest();
}

/**
 * The checkout link's proof that whoever opens it was handed it by makedeposit, i.e. is the player who
 * started the deposit: `<expiry unix seconds>.<base64url HMAC of transaction and expiry>`. It opens
 * one order only, until it expires; the order closing with the first outcome makes it single-use.
 */
export function checkoutToken(secret: string, transaction: string, expiresAt: Date): string {
  const expiresS = Math.floor(expiresAt.getTime() / 1000);
  return `${expiresS}.${mac(secret, transaction, expiresS).toString('base64url')}`;
}

export function checkCheckoutToken(
  secret: string,
  transaction: string,
  token: string | undefined,
  now = new Date(),
): CheckoutTokenCheck {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return 'invalid';
  const expiresS = Number(match[1]);
  // Compared as text, not decoded bytes: the last of 43 characters carries two unused bits, so
  // four spellings decode to the same MAC and a one-character forgery would pass a quarter of the time.
  const given = Buffer.from(match[2] as string);
  const expected = Buffer.from(mac(secret, transaction, expiresS).toString('base64url'));
  if (!timingSafeEqual(given, expected)) return 'invalid';
  return expiresS * 1000 <= now.getTime() ? 'expired' : 'ok';
}
