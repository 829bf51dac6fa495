import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const SESSION_TOKEN_BYTES = 32;
const MAX_CODE_DIGITS = 32;

/** A 256-bit random session token, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
}

/** SHA-256 hex of a token: what gets stored, so a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random decimal code such as an e-mail confirmation code, with leading zeros kept. */
export function newNumericCode(digits = 6): string {
  if (!Number.isInteger(digits) || digits < 1 || digits > MAX_CODE_DIGITS) {
    throw new RangeError(`digits must be an integer from 1 to ${MAX_CODE_DIGITS}`);
  }
  // randomInt rejects out-of-range draws instead of taking a modulo, so every digit is uniform.
  let code = '';
  for (let i = 0; i < digits; i++) code += randomInt(10);
  return code;
}

/**
 * Compares two secrets without leaking, through timing, where they differ or how long the expected
 * one is: both are hashed to the same length first, since timingSafeEqual needs equal lengths.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a).digest();
  const digestB = createHash('sha256').update(b).digest();
  return timingSafeEqual(digestA, digestB);
}
