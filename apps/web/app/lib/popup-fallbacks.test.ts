import { describe, expect, it } from 'vitest';
import { popupFallbacks } from './popup-fallbacks.ts';

describe('popupFallbacks', () => {
  it('goes on in the same tab only when the content says redirect', () => {
    expect(popupFallbacks({ popupFallbacks: { socialAuth: 'redirect' } })).toEqual({
      socialAuth: 'redirect',
    });
    expect(popupFallbacks({ popupFallbacks: { socialAuth: 'notice' } })).toEqual({ socialAuth: 'notice' });
  });

  it('says the window was blocked when the setting is missing or unknown', () => {
    for (const flags of [
      undefined,
      {},
      { popupFallbacks: null },
      { popupFallbacks: 'redirect' },
      { popupFallbacks: { socialAuth: 'tab' } },
    ])
      expect(popupFallbacks(flags)).toEqual({ socialAuth: 'notice' });
  });
});
