import { AppKysely, afterCommit } from '../../db/after-commit.ts';
import type { Listen } from '../../db/pg-listener.ts';
import type { Db, Trx } from '../../db/schema.ts';
import * as repository from './player-changes.repository.ts';

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

/**
 * These players changed: followers in this process hear it before this returns (a page asked right
 * after an action sees the action), every other process through pg_notify shortly after.
 */
export function announcePlayerChanges(db: Db, userIds: number[]): void {
  if (userIds.length === 0) return;
  tellThisProcess(db, userIds);
  db.inBackground(
    repository
      .notifyPlayerChanges(db, PLAYER_CHANGED_CHANNEL, userIds.join(','))
      // A lost notice costs another process at most its short cache life (decision 0058).
      .catch((error: unknown) =>
        console.warn(
          `Player change notice not sent: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
  );
}

/** As announcePlayerChanges, once `trx` has committed (nothing when it rolls back). */
export async function announcePlayerChangesAfterCommit(trx: Db | Trx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  if (trx instanceof AppKysely) return announcePlayerChanges(trx, userIds);
  if (afterCommit(trx, (db) => announcePlayerChanges(db, userIds))) return;
  // A transaction opened outside the app's Kysely: NOTIFY inside it still reaches listeners only on commit.
  await repository.notifyPlayerChanges(trx, PLAYER_CHANGED_CHANNEL, userIds.join(','));
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
