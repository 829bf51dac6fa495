import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import { fillProfileReturn, fillProfileUrl } from './fill-profile.ts';

describe('fill-profile confirm', () => {
  it('sends the player to the settings page with from and toastType', () => {
    expect(fillProfileUrl('/de/profile/settings', '/de/cashier/withdraw?x=1')).toBe(
      '/de/profile/settings?from=%2Fde%2Fcashier%2Fwithdraw%3Fx%3D1&toastType=profile',
    );
  });

  it('reads them back, refusing other sites and unknown toasts', () => {
    expect(fillProfileReturn('?from=%2Fcashier%2Fwithdraw&toastType=profile')).toEqual({
      from: '/cashier/withdraw',
      toast: 'profile',
    });
    expect(fillProfileReturn('?from=https%3A%2F%2Fevil.example&toastType=level')).toEqual({
      from: null,
      toast: null,
    });
    expect(fillProfileReturn('?from=%2F%2Fevil.example')).toEqual({ from: null, toast: null });
    expect(fillProfileReturn('')).toEqual({ from: null, toast: null });
  });
});

describe('fill-profile return address', () => {
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('refuses the hostile %s', (_label, url) => {
    expect(fillProfileReturn(`?${new URLSearchParams({ from: url, toastType: 'profile' })}`).from).toBeNull();
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('returns to %s', (_label, url) => {
    expect(
      fillProfileReturn(fillProfileUrl('/profile/settings', url).split('/profile/settings')[1] ?? ''),
    ).toEqual({
      from: url,
      toast: 'profile',
    });
  });
});
