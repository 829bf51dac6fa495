import type { Db } from '../../db/schema.ts';
import { believedWithoutBonus, rememberWithoutBonus } from './bonus-presence.ts';
import { settleBonuses } from './bonuses.service.ts';

interface Runs {
  running: Set<number>;
  again: Set<number>;
}

const runsByDb = new WeakMap<Db, Runs>();

/**
 * A real-money stake was committed: settles the player's bonus in the background, so a bonus is
 * released as soon as its wagering is complete. Players known to have no bonus cost nothing; stakes
 * arriving while a settlement runs are folded into one more run.
 */
export function noteRealStake(db: Db, userId: number, now = Date.now()): void {
  if (believedWithoutBonus(db, userId, now)) return;
  let runs = runsByDb.get(db);
  if (!runs) {
    runs = { running: new Set(), again: new Set() };
    runsByDb.set(db, runs);
  }
  if (runs.running.has(userId)) {
    runs.again.add(userId);
    return;
  }
  runs.running.add(userId);
  db.inBackground(settleUntilQuiet(db, runs, userId));
}

async function settleUntilQuiet(db: Db, runs: Runs, userId: number): Promise<void> {
  try {
    do {
      runs.again.delete(userId);
      const active = await settleBonuses(db, userId, new Date());
      if (active === 0) rememberWithoutBonus(db, userId, Date.now());
    } while (runs.again.has(userId));
  } catch (error) {
    // The next stake, `bonuses.get` or the expiry timer settles again; a failed run must not crash anything.
    console.warn(
      `Bonus not settled for player ${userId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    runs.running.delete(userId);
  }
}
