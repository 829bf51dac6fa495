import { describe, expect, it } from 'vitest';
import { LOYALTY_NOTICE_DEFAULT_SECONDS, readLoyaltyConfig } from './loyalty-config.ts';

describe('readLoyaltyConfig', () => {
  it('reads the block the content service gives', () => {
    expect(
      readLoyaltyConfig({
        coinIcon: '/coin.svg',
        characterPlaces: ['header', 'profile', 3],
        isEnabledShop: true,
        isEnabledQuests: false,
        isEnabledCharacters: true,
        isEnabledNotifications: true,
        tutorialUrl: '/loyalty#how',
        notificationDuration: 8,
        notificationSound: '/sounds/loyalty.wav',
      }),
    ).toEqual({
      coinIcon: '/coin.svg',
      characterPlaces: ['header', 'profile'],
      isEnabledShop: true,
      isEnabledQuests: false,
      isEnabledCharacters: true,
      isEnabledNotifications: true,
      tutorialUrl: '/loyalty#how',
      notificationDuration: 8,
      notificationSound: '/sounds/loyalty.wav',
    });
  });

  it.each([undefined, null, 'x', {}, { notificationDuration: 0 }, { notificationDuration: '7' }])(
    'falls back to the spec defaults for %j (notices 5 s, no sound, every part on)',
    (block) => {
      const config = readLoyaltyConfig(block);
      expect(config.notificationDuration).toBe(LOYALTY_NOTICE_DEFAULT_SECONDS);
      expect(config.notificationSound).toBeNull();
      expect(config.isEnabledNotifications).toBe(true);
      expect(config.characterPlaces).toEqual([]);
    },
  );
});
