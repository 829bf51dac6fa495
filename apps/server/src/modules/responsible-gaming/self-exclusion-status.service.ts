import type { DbOrTrx } from '../../db/schema.ts';
import { findActiveTimeOut } from './play-limits.repository.ts';
import { findActiveSelfExclusion } from './responsible-gaming.repository.ts';

/**
 * Whether the player has a self-exclusion in force at `now`. On its own so that game sessions can ask it
 * while self-exclusion itself ends game sessions, without the two services importing each other.
 */
export async function isSelfExcluded(db: DbOrTrx, userId: number, now: Date): Promise<boolean> {
  return (await findActiveSelfExclusion(db, userId, now)) !== undefined;
}

/** Why player protection keeps a player from taking a bonus now (spec §8 codes in `error_data`). */
export type PromotionBar = 'SELF_EXCLUDED' | 'TIME_OUT';

/**
 * Whether a self-exclusion or a take-a-break time-out in force keeps the player from promotions: no
 * bonus claimed or activated, no promo code, no promotion taken, no loyalty product bought (issue 19's
 * player protection; a player on a break is not to be drawn back by offers). Null when nothing does.
 */
export async function promotionBar(db: DbOrTrx, userId: number, now: Date): Promise<PromotionBar | null> {
  const [excluded, timeOut] = await Promise.all([
    findActiveSelfExclusion(db, userId, now),
    findActiveTimeOut(db, userId, now),
  ]);
  if (excluded) return 'SELF_EXCLUDED';
  return timeOut ? 'TIME_OUT' : null;
}
