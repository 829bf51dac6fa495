import { describe, expect, it } from 'vitest';
import { mailLinkKey, signMailLink, verifyMailLink } from './mail-link-token.ts';

const key = mailLinkKey('s'.repeat(32));
const NOW_S = 1_800_000_000;
const claims = { purpose: 'unsubscribe' as const, subject: 42, expiresAt: NOW_S + 60 };

describe('mail link tokens', () => {
  it('round-trips its claims with a fresh nonce each time', () => {
    const token = signMailLink(key, claims);
    const check = verifyMailLink(key, 'unsubscribe', token, NOW_S);
    expect(check).toEqual({ ok: true, claims: { ...claims, nonce: expect.stringMatching(/^[\w-]{16}$/) } });
    expect(signMailLink(key, claims)).not.toBe(token);
  });

  it('refuses a forged token: another key, a changed subject or expiry, a changed signature', () => {
    const token = signMailLink(key, claims, 'n'.repeat(16));
    const [code, , expiry, nonce, mac] = token.split('.') as [string, string, string, string, string];
    const forged = [
      signMailLink(mailLinkKey('t'.repeat(32)), claims),
      [code, '43', expiry, nonce, mac].join('.'),
      [code, '42', String(NOW_S + 3600), nonce, mac].join('.'),
      [code, '42', expiry, 'm'.repeat(16), mac].join('.'),
      [code, '42', expiry, nonce, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`].join('.'),
    ];
    for (const each of forged)
      expect(verifyMailLink(key, 'unsubscribe', each, NOW_S), each).toEqual({
        ok: false,
        reason: 'invalid',
      });
  });

  it('refuses malformed input without throwing', () => {
    for (const each of [
      undefined,
      42,
      '',
      'u.42',
      `${signMailLink(key, claims)}.x`,
      'u.1e3.1.aaaaaaaaaaaaaaaa.b',
    ]) {
      expect(verifyMailLink(key, 'unsubscribe', each, NOW_S)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('keeps purposes apart: a confirmation link never unsubscribes', () => {
    const token = signMailLink(key, { ...claims, purpose: 'confirm' });
    expect(verifyMailLink(key, 'unsubscribe', token, NOW_S)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyMailLink(key, 'confirm', token, NOW_S).ok).toBe(true);
  });

  it('expires at its expiry second', () => {
    const token = signMailLink(key, claims);
    expect(verifyMailLink(key, 'unsubscribe', token, NOW_S + 59).ok).toBe(true);
    expect(verifyMailLink(key, 'unsubscribe', token, NOW_S + 60)).toEqual({ ok: false, reason: 'expired' });
  });
});
