import type { CmsConfig } from '@casino/shared/content/site-content';
import { describe, expect, it } from 'vitest';
import { formCountries, profileTabs } from './profile-config.ts';

describe('profile config', () => {
  it('offers every built profile page unless its flag is off', () => {
    expect(profileTabs({})).toEqual([
      'bets',
      'bonuses',
      'loyalty',
      'cashback',
      'security',
      'settings',
      'notification',
      'verification',
      'responsible-game',
    ]);
    const tabs = profileTabs({
      responsibleGaming: false,
      twoFactorAuth: false,
      betHistory: false,
      verification: false,
    });
    expect(tabs).not.toContain('responsible-game');
    expect(tabs).not.toContain('verification');
    expect(tabs).not.toContain('bets');
    expect(tabs).toContain('security');
  });

  it('reads the countries of the form settings, without their regions', () => {
    const cms = {
      forms: { countries: [{ code: 'BR', name: 'Brazil', regions: [{ code: 'SP', name: 'São Paulo' }] }] },
    } as unknown as CmsConfig;
    expect(formCountries(cms)).toEqual([{ code: 'BR', name: 'Brazil' }]);
    expect(formCountries({} as CmsConfig)).toEqual([]);
  });
});
