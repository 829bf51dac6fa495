import { createHash, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './secure-token.ts';

// RFC 7636 §4.1: 43–128 characters from the unreserved set.
const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** A code verifier from 32 random bytes, base64url (43 characters), as RFC 7636 §4.1 recommends. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** The S256 code challenge: base64url(SHA-256(ASCII(verifier))). Throws on an invalid verifier. */
export function codeChallengeS256(verifier: string): string {
  if (typeof verifier !== 'string' || !CODE_VERIFIER.test(verifier))
    throw new RangeError('Invalid code verifier');
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Checks a verifier sent to the token endpoint against the challenge stored with the authorization code. */
export function verifyCodeChallenge(verifier: string, challenge: string): boolean {
  if (typeof verifier !== 'string' || !CODE_VERIFIER.test(verifier) || typeof challenge !== 'string')
    return false;
  return constantTimeEqual(codeChallengeS256(verifier), challenge);
}
