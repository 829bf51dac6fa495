import type { Db } from '../../db/schema.ts';
import { type BatchOutcome, type StatementBatcher, statementBatches } from '../../lib/statement-batches.ts';
import {
  type BetRow,
  insertPendingBets,
  openPendingBets,
  type PendingBet,
} from './sports-bets.repository.ts';

/**
 * Group commit for bet placement (decision 0070, `statementBatches`): the pending bets of concurrent
 * placements are stored by one statement, and opened by another, as the wallet's batches take their
 * stakes. A placement alone is a batch of one.
 */
const PLACEMENT_BATCH_MAX = 64;

type Batchers = {
  store: StatementBatcher<PendingBet, BetRow | undefined>;
  open: StatementBatcher<{ id: string; notBefore: Date }, boolean>;
};

const batchers = new WeakMap<Db, Batchers>();

function batchersOf(db: Db): Batchers {
  let found = batchers.get(db);
  if (!found) {
    found = {
      store: statementBatches(
        (pending) =>
          eachAloneOnFailure(pending, async (items) => {
            const stored = new Map((await insertPendingBets(db, items)).map((row) => [row.id, row]));
            return items.map(({ bet }) => stored.get(bet.id));
          }),
        PLACEMENT_BATCH_MAX,
      ),
      open: statementBatches(
        (bets) =>
          eachAloneOnFailure(bets, async (items) => {
            const opened = await openPendingBets(db, items);
            return items.map(({ id }) => opened.has(id));
          }),
        PLACEMENT_BATCH_MAX,
      ),
    };
    batchers.set(db, found);
  }
  return found;
}

/**
 * A batch's statement; when it fails, each item alone, so one bad item (a constraint it breaks) fails
 * only its own placement, not the others that shared its batch.
 */
async function eachAloneOnFailure<T, R>(
  items: T[],
  send: (items: T[]) => Promise<R[]>,
): Promise<BatchOutcome<R>[]> {
  try {
    return (await send(items)).map((value) => ({ value }));
  } catch (error) {
    if (items.length === 1) return [{ error }];
    return Promise.all(
      items.map((item) =>
        send([item]).then(
          ([value]) => ({ value: value as R }),
          (alone: unknown) => ({ error: alone }),
        ),
      ),
    );
  }
}

/** Stores a bet about to take its stake; undefined when the player already has a bet of its slip. */
export function storePendingBet(db: Db, pending: PendingBet): Promise<BetRow | undefined> {
  return batchersOf(db).store(pending);
}

/** Opens a bet whose stake was taken, while it is pending and placed after `notBefore`; answers whether it did. */
export function openPendingBet(db: Db, id: string, notBefore: Date): Promise<boolean> {
  return batchersOf(db).open({ id, notBefore });
}
