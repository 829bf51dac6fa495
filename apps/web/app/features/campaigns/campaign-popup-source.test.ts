import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import { campaignButtonPath } from './campaign-popup-source.ts';

describe('campaign popup button', () => {
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('shows no button to the hostile %s', (_label, url) => {
    expect(campaignButtonPath({ url, button: 'Play' }, 'en', 'en')).toBeNull();
    expect(campaignButtonPath({ url, button: 'Play' }, 'de', 'en')).toBeNull();
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('leads to %s in the player locale', (_label, url) => {
    expect(campaignButtonPath({ url, button: 'Play' }, 'en', 'en')).toBe(url);
    expect(campaignButtonPath({ url, button: 'Play' }, 'de', 'en')).toMatch(/^\/de(\/|\?|$)/);
  });

  it('shows no button without a label or a link', () => {
    expect(campaignButtonPath({ url: '/gamehall' }, 'en', 'en')).toBeNull();
    expect(campaignButtonPath({ button: 'Play' }, 'en', 'en')).toBeNull();
  });
});
