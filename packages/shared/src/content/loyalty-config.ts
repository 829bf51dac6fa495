/** Spec §9: a loyalty notice shows 5 s unless the content service says otherwise. */
export const LOYALTY_NOTICE_DEFAULT_SECONDS = 5;
/** Spec §9: a loyalty notice appears 300 ms after it arrives. */
export const LOYALTY_NOTICE_DELAY_MS = 300;
/** Spec §4, §9: the notice sound plays at volume 0.5. */
export const LOYALTY_NOTICE_VOLUME = 0.5;

/** Spec §3 Loyalty config, as the site reads the cms-config `loyalty` block. */
export interface LoyaltyConfig {
  coinIcon: string | null;
  /** Where the player's character is shown, e.g. header, profile. */
  characterPlaces: string[];
  isEnabledShop: boolean;
  isEnabledQuests: boolean;
  isEnabledCharacters: boolean;
  isEnabledNotifications: boolean;
  tutorialUrl: string | null;
  /** How long a notice shows, in seconds. */
  notificationDuration: number;
  /** The notice sound's address; null plays none. */
  notificationSound: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const flag = (value: unknown): boolean => value !== false;

/**
 * The `loyalty` block with the spec's defaults for what it leaves out: every part on, notices 5 s,
 * no sound. The block is operator content, so anything malformed reads as left out.
 */
export function readLoyaltyConfig(block: unknown): LoyaltyConfig {
  const config = (block && typeof block === 'object' ? block : {}) as Record<string, unknown>;
  const duration = config.notificationDuration;
  return {
    coinIcon: text(config.coinIcon),
    characterPlaces: Array.isArray(config.characterPlaces)
      ? config.characterPlaces.filter((place): place is string => typeof place === 'string')
      : [],
    isEnabledShop: flag(config.isEnabledShop),
    isEnabledQuests: flag(config.isEnabledQuests),
    isEnabledCharacters: flag(config.isEnabledCharacters),
    isEnabledNotifications: flag(config.isEnabledNotifications),
    tutorialUrl: text(config.tutorialUrl),
    notificationDuration:
      typeof duration === 'number' && Number.isFinite(duration) && duration > 0
        ? duration
        : LOYALTY_NOTICE_DEFAULT_SECONDS,
    notificationSound: text(config.notificationSound),
  };
}
