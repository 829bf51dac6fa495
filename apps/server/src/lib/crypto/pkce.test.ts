import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeChallengeS256, newCodeVerifier, verifyCodeChallenge } from './pkce.ts';

// RFC 7636 Appendix B.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const verifierArbitrary = fc
  .array(fc.constantFrom(...UNRESERVED), { minLength: 43, maxLength: 128 })
  .map((chars) => chars.join(''));

describe('codeChallengeS256', () => {
  it('matches the RFC 7636 Appendix B example', () => {
    expect(codeChallengeS256(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
  });

  it('is base64url of SHA-256 for any valid verifier', () => {
    fc.assert(
      fc.property(verifierArbitrary, (verifier) => {
        const challenge = codeChallengeS256(verifier);
        expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
      }),
    );
  });

  it.each([
    'a'.repeat(42),
    'a'.repeat(129),
    `${'a'.repeat(42)}+`,
    `${'a'.repeat(42)}/`,
    `${'a'.repeat(42)}é`,
  ])('refuses the invalid verifier %j', (verifier) => {
    expect(() => codeChallengeS256(verifier)).toThrow(RangeError);
  });
});

describe('newCodeVerifier', () => {
  it('returns distinct 43-character verifiers in the unreserved alphabet', () => {
    const verifiers = Array.from({ length: 100 }, newCodeVerifier);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(new Set(verifiers).size).toBe(100);
  });
});

describe('verifyCodeChallenge', () => {
  it('accepts the matching verifier', () => {
    expect(verifyCodeChallenge(RFC_VERIFIER, RFC_CHALLENGE)).toBe(true);
    const verifier = newCodeVerifier();
    expect(verifyCodeChallenge(verifier, codeChallengeS256(verifier))).toBe(true);
    fc.assert(fc.property(verifierArbitrary, (v) => verifyCodeChallenge(v, codeChallengeS256(v))));
  });

  it('rejects a different verifier or challenge', () => {
    expect(verifyCodeChallenge(newCodeVerifier(), RFC_CHALLENGE)).toBe(false);
    expect(verifyCodeChallenge(RFC_VERIFIER, `${RFC_CHALLENGE.slice(0, -1)}A`)).toBe(false);
    expect(verifyCodeChallenge(RFC_VERIFIER, '')).toBe(false);
    // A "plain" challenge (the verifier itself) is not accepted in place of S256.
    expect(verifyCodeChallenge(RFC_VERIFIER, RFC_VERIFIER)).toBe(false);
  });

  it('rejects a verifier outside RFC 7636 rules even when its hash matches', () => {
    const short = 'a'.repeat(42);
    const challenge = createHash('sha256').update(short).digest('base64url');
    expect(verifyCodeChallenge(short, challenge)).toBe(false);
  });

  it('returns false rather than throwing for non-string input', () => {
    expect(verifyCodeChallenge(undefined as unknown as string, RFC_CHALLENGE)).toBe(false);
    expect(verifyCodeChallenge(RFC_VERIFIER, null as unknown as string)).toBe(false);
  });
});
