import { afterCommit } from '../../db/after-commit.ts';
import { sendNotice } from '../../db/notices.ts';
import type { Db, Trx } from '../../db/schema.ts';
import { parsePlayerIds, tellThisProcess } from '../account/player-changes.service.ts';

/**
 * The pg_notify channel that carries the ids of players whose balance a committed posting changed, as a
 * comma-separated list (every process on the database hears it).
 */
export const BALANCE_UPDATED_CHANNEL = 'balance_updated';

/** pg_notify payloads must stay under 8,000 bytes. */
const IDS_PER_NOTICE = 500;

interface Queue {
  pending: Set<number>;
  scheduled: boolean;
}

const queues = new WeakMap<Db, Queue>();

/**
 * Tells the live channel that these players' balances changed, after `trx` commits. The notice is sent
 * outside the money transaction: a NOTIFY inside it takes a database-wide lock at commit that serialises
 * every money transaction on PostgreSQL (decision 0007). Notices of one tick go out together.
 */
export async function announceBalancesAfterCommit(trx: Trx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  if (afterCommit(trx, (db) => announceBalances(db, userIds))) return;
  // A transaction opened outside the app's Kysely: NOTIFY inside it still reaches listeners only on commit.
  for (const chunk of chunks(userIds)) await notify(trx, chunk);
}

/** For a change that is already committed (a single-statement call outside any transaction). */
export function announceBalances(db: Db, userIds: Iterable<number>): void {
  let queue = queues.get(db);
  if (!queue) {
    queue = { pending: new Set(), scheduled: false };
    queues.set(db, queue);
  }
  // This process's caches of players' values hear it at once (decision 0058), other processes by the notice.
  tellThisProcess(db, [...userIds]);
  for (const userId of userIds) queue.pending.add(userId);
  if (queue.scheduled || queue.pending.size === 0) return;
  queue.scheduled = true;
  db.inBackground(new Promise<void>((resolve) => setImmediate(resolve)).then(() => flush(db, queue)));
}

async function flush(db: Db, queue: Queue) {
  queue.scheduled = false;
  const userIds = [...queue.pending];
  queue.pending.clear();
  for (const chunk of chunks(userIds)) {
    // A lost notice only delays the header's update to the next balance refresh; it must not crash anything.
    await notify(db, chunk).catch((error: unknown) =>
      console.warn(`Balance notice not sent: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

function notify(db: Db | Trx, userIds: number[]) {
  return sendNotice(db, BALANCE_UPDATED_CHANNEL, userIds.join(','));
}

function chunks(userIds: number[]): number[][] {
  const result: number[][] = [];
  for (let index = 0; index < userIds.length; index += IDS_PER_NOTICE) {
    result.push(userIds.slice(index, index + IDS_PER_NOTICE));
  }
  return result;
}

/** The player ids of a notice's payload; anything malformed is skipped (the same list as a player change's). */
export const parseBalanceNotice = parsePlayerIds;
