import type { DbOrTrx } from '../../db/schema.ts';
import type { LoyaltyLevel } from '../../db/tables/loyalty.table.ts';
import * as repository from './loyalty.repository.ts';
import { levelIndex } from './loyalty-rules.ts';

/**
 * Writes a level notice when points (a stake's, a quest's reward) took the player's lifetime points from `before` to
 * `after` across a level's threshold: for the highest level crossed, once per level and player (the
 * key), so neither a retried call nor a rollback and a new climb tells the player twice.
 */
export async function noteLevelReached(
  db: DbOrTrx,
  userId: number,
  earning: { programme_id: number; levels: LoyaltyLevel[] },
  before: number,
  after: number,
): Promise<void> {
  const reached = levelIndex(earning.levels, after);
  if (reached === 0 || reached === levelIndex(earning.levels, before)) return;
  await repository.insertNotice(db, {
    userId,
    programmeId: earning.programme_id,
    trigger: 'level',
    amount: reached + 1,
    type: 'other',
    amountType: 'level',
    level: reached,
    onceKey: `level:${earning.programme_id}:${reached}`,
  });
}
