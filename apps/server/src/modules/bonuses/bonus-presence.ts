import type { Db } from '../../db/schema.ts';

/** How long "this player has no active bonus" is believed before the database is asked again. */
const NO_BONUS_TTL_MS = 30_000;

/** Per database: player → when they were last seen without an active bonus. */
const withoutBonus = new WeakMap<Db, Map<number, number>>();

function seenOf(db: Db): Map<number, number> {
  let seen = withoutBonus.get(db);
  if (!seen) {
    seen = new Map();
    withoutBonus.set(db, seen);
  }
  return seen;
}

export function believedWithoutBonus(db: Db, userId: number, now: number): boolean {
  const seen = seenOf(db).get(userId);
  return seen !== undefined && now - seen < NO_BONUS_TTL_MS;
}

export function rememberWithoutBonus(db: Db, userId: number, now: number): void {
  seenOf(db).set(userId, now);
}

/** A bonus was granted: the player's next stake asks the database again. */
export function forgetBonusState(db: Db, userId: number): void {
  seenOf(db).delete(userId);
}
