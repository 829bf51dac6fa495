import { AppKysely, afterCommit } from '../../db/after-commit.ts';
import { sendNotice } from '../../db/notices.ts';
import type { Listen } from '../../db/pg-listener.ts';
import type { Db, Trx } from '../../db/schema.ts';

/**
 * The pg_notify channel that carries the ids of players whose own state changed (an action of theirs, a
 * staff decision about them), comma-separated. Balances have their own channel (the wallet's), which
 * followers of player changes hear too.
 */
export const PLAYER_CHANGED_CHANNEL = 'player_changed';

type Listener = (userIds: number[]) => void;

const local = new WeakMap<Db, Set<Listener>>();

/** Tells this process's followers at once; other processes hear of it through their own channel. */
export function tellThisProcess(db: Db, userIds: number[]): void {
  for (const listener of local.get(db) ?? []) listener(userIds);
}

const IDS_PER_NOTICE = 500;
const pending = new WeakMap<Db, Set<number>>();

/**
 * These players changed: followers in this process hear it before this returns (a page asked right
 * after an action sees the action), every other process through pg_notify shortly after — one notice
 * for all the changes of a tick, so a busy process does not send one per action.
 */
export function announcePlayerChanges(db: Db, userIds: number[]): void {
  if (userIds.length === 0) return;
  tellThisProcess(db, userIds);
  let queued = pending.get(db);
  const scheduled = queued !== undefined;
  if (!queued) {
    queued = new Set();
    pending.set(db, queued);
  }
  for (const userId of userIds) queued.add(userId);
  if (scheduled) return;
  db.inBackground(
    new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const ids = [...(pending.get(db) ?? [])];
      pending.delete(db);
      // pg_notify payloads must stay under 8,000 bytes.
      const notices = [];
      for (let at = 0; at < ids.length; at += IDS_PER_NOTICE)
        notices.push(sendNotice(db, PLAYER_CHANGED_CHANNEL, ids.slice(at, at + IDS_PER_NOTICE).join(',')));
      return Promise.all(notices)
        .then(() => undefined)
        .catch((error: unknown) =>
          // A lost notice costs another process at most its short cache life (decision 0058).
          console.warn(
            `Player change notice not sent: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }),
  );
}

/** As announcePlayerChanges, once `trx` has committed (nothing when it rolls back). */
export async function announcePlayerChangesAfterCommit(trx: Db | Trx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  if (trx instanceof AppKysely) return announcePlayerChanges(trx, userIds);
  if (afterCommit(trx, (db) => announcePlayerChanges(db, userIds))) return;
  // A transaction opened outside the app's Kysely: NOTIFY inside it still reaches listeners only on commit.
  await sendNotice(trx, PLAYER_CHANGED_CHANNEL, userIds.join(','));
}

/**
 * Follows changes of players: this process's own at once, every process's through `listen` on the
 * player channel and on `alsoChannels` (the wallet's balance notices). Returns the unsubscribe.
 */
export async function followPlayerChanges(
  db: Db,
  listen: Listen | undefined,
  alsoChannels: string[],
  onChange: Listener,
): Promise<() => Promise<void>> {
  let listeners = local.get(db);
  if (!listeners) {
    listeners = new Set();
    local.set(db, listeners);
  }
  listeners.add(onChange);
  const hear = (payload: string) => {
    const userIds = parsePlayerIds(payload);
    if (userIds.length > 0) onChange(userIds);
  };
  const unlisten = listen
    ? await Promise.all([PLAYER_CHANGED_CHANNEL, ...alsoChannels].map((channel) => listen(channel, hear)))
    : [];
  return async () => {
    listeners.delete(onChange);
    await Promise.all(unlisten.map((each) => each()));
  };
}

/** The player ids of a notice's payload; anything malformed is skipped. */
export function parsePlayerIds(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((userId) => Number.isSafeInteger(userId) && userId > 0);
}
