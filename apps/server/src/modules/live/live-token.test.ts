import { describe, expect, it } from 'vitest';
import { liveTokenKey, signLiveToken, verifyLiveToken } from './live-token.ts';

const key = liveTokenKey('a-session-secret-a-session-secret-!!');
const claims = { userId: 42, sessionId: '0123456789abcdef', expiresAt: 1_800_000_300 };
const now = 1_800_000_000;

describe('live channel token', () => {
  it('verifies what it signed, giving back the claims', () => {
    expect(verifyLiveToken(key, signLiveToken(key, claims), now)).toEqual({ ok: true, claims });
  });

  it('is refused once expired, also at the very second of expiry', () => {
    const token = signLiveToken(key, claims);
    expect(verifyLiveToken(key, token, claims.expiresAt - 1).ok).toBe(true);
    expect(verifyLiveToken(key, token, claims.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused when any part was changed', () => {
    const token = signLiveToken(key, claims);
    const [user, session, expiry, mac] = token.split('.') as [string, string, string, string];
    const tampered = [
      [String(Number(user) + 1), session, expiry, mac],
      [user, 'fedcba9876543210', expiry, mac],
      [user, session, String(Number(expiry) + 3600), mac],
      [user, session, expiry, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`],
    ];
    for (const parts of tampered) {
      expect(verifyLiveToken(key, parts.join('.'), now)).toEqual({ ok: false, reason: 'mismatch' });
    }
  });

  it('is refused under another secret, and the key is not the secret itself', () => {
    const other = liveTokenKey('another-session-secret-another-one!');
    expect(verifyLiveToken(other, signLiveToken(key, claims), now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(key.equals(Buffer.from('a-session-secret-a-session-secret-!!'))).toBe(false);
  });

  it('reads nothing but its own shape', () => {
    for (const token of [
      undefined,
      42,
      '',
      'x.y.z',
      `${signLiveToken(key, claims)}.extra`,
      'a'.repeat(5000),
    ]) {
      expect(verifyLiveToken(key, token, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
