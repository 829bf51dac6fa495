import { createPaths } from '@casino/shared/routing/site-paths';
import { describe, expect, it } from 'vitest';
import { guestRedirectTarget, isMemberOnlyPath } from './guest-guard.ts';

describe('guestRedirectTarget', () => {
  it.each(['/cashier/deposit', '/profile', '/de/profile/settings', '/bets/123', '/responsible-game'])(
    'guards %s',
    (path) => {
      expect(isMemberOnlyPath(path)).toBe(true);
    },
  );

  it.each(['/', '/betting', '/gamehall', '/about-profile', '/promotions'])('leaves %s open', (path) => {
    expect(isMemberOnlyPath(path)).toBe(false);
  });

  it('sends the guest to the locale home page with the encoded address', () => {
    expect(guestRedirectTarget('/de/cashier/deposit', '?x=1&y=2', createPaths('de', 'en'))).toBe(
      '/de?redirectUrl=%2Fde%2Fcashier%2Fdeposit%3Fx%3D1%26y%3D2',
    );
    expect(guestRedirectTarget('/profile', '', createPaths('en', 'en'))).toBe('/?redirectUrl=%2Fprofile');
  });

  it('returns null for open pages', () => {
    expect(guestRedirectTarget('/gamehall', '', createPaths('en', 'en'))).toBeNull();
  });
});
