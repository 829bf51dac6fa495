import type { DbOrTrx } from '../../db/schema.ts';
import { findActiveSelfExclusion } from './responsible-gaming.repository.ts';

/**
 * Whether the player has a self-exclusion in force at `now`. On its own so that game sessions can ask it
 * while self-exclusion itself ends game sessions, without the two services importing each other.
 */
export async function isSelfExcluded(db: DbOrTrx, userId: number, now: Date): Promise<boolean> {
  return (await findActiveSelfExclusion(db, userId, now)) !== undefined;
}
