import {
  type BonusPlay,
  bonusPlaySchema,
  DEFAULT_BONUS_PLAY,
} from '@casino/shared/content/bonus-play-config';
import type { Db } from '../../db/schema.ts';
import { believedWithoutBonus, rememberWithoutBonus } from './bonus-presence.ts';
import * as repository from './bonuses.repository.ts';

/** How long the content's bonus-play settings are remembered (content reloads are rare). */
const SETTINGS_TTL_MS = 10_000;

interface Settings {
  play: BonusPlay;
  isolated: boolean;
  readAt: number;
}

const settingsByDb = new WeakMap<Db, Settings>();

/** The content's bonus-play settings and `is_bonus_isolation_enabled`, remembered for a few seconds. */
export async function bonusPlaySettings(db: Db, now = Date.now()): Promise<Omit<Settings, 'readAt'>> {
  const known = settingsByDb.get(db);
  if (known && now - known.readAt < SETTINGS_TTL_MS) return known;
  const [play, general] = await Promise.all([
    repository.findSiteSetting(db, 'bonus_play'),
    repository.findSiteSetting(db, 'general_info'),
  ]);
  const parsed = bonusPlaySchema.safeParse(play ?? {});
  const settings = {
    play: parsed.success ? parsed.data : DEFAULT_BONUS_PLAY,
    isolated:
      (general as { is_bonus_isolation_enabled?: unknown } | undefined)?.is_bonus_isolation_enabled === true,
    readAt: now,
  };
  settingsByDb.set(db, settings);
  return settings;
}

/** Content changed (or a test changed it): the next read asks the database. */
export function forgetBonusPlaySettings(db: Db): void {
  settingsByDb.delete(db);
}

/** What the wallet needs to stake a player's active bonus (decision 0041). */
export interface BonusInPlay {
  bonusId: number;
  bonusFirst: boolean;
  isolated: boolean;
  /** The most a round may stake while the bonus is active; null: no cap in this currency. */
  maxBet: number | null;
}

/**
 * The player's active bonus in `currency`, for a real-money wallet call. Players known to have no active
 * bonus cost nothing (bonus-presence.ts), so the wallet's hot path gains no query for them.
 */
export async function bonusInPlay(
  db: Db,
  userId: number,
  currency: string,
  now = Date.now(),
): Promise<BonusInPlay | undefined> {
  if (believedWithoutBonus(db, userId, now)) return undefined;
  const bonus = await repository.findActiveBonus(db, userId);
  if (!bonus) {
    rememberWithoutBonus(db, userId, now);
    return undefined;
  }
  if (bonus.currency !== currency) return undefined;
  const { play, isolated } = await bonusPlaySettings(db, now);
  return {
    bonusId: bonus.id,
    bonusFirst: play.stakeOrder === 'bonus_first',
    isolated,
    maxBet: play.maxBet[currency] ?? null,
  };
}
