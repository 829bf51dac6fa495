import type { Db } from '../../db/schema.ts';
import { localScoredListeners } from './scored-notices.service.ts';
import * as repository from './tournaments.repository.ts';

/**
 * Boards with at least this many participants are read from a ranked snapshot held in memory; smaller
 * ones straight from the database (exact, and a count over a few thousand index entries is cheap).
 */
export const LARGE_BOARD_PARTICIPANTS = 2_000;
/**
 * A board that changed (a round scored, a player joined: scored-notices.service.ts, from any process) is
 * loaded again in the background once its snapshot is this old; until then the older one is served.
 */
export const SNAPSHOT_FRESH_MS = 1_000;
/** Loaded again in the background at this age even with no notice heard (a notice can be lost). */
const SNAPSHOT_MAX_AGE_MS = 30_000;
/** A snapshot nobody read for this long is dropped. */
const SNAPSHOT_IDLE_MS = 60_000;

/** A board's order as of `loadedAt`: who is where, and where each player is. */
export interface BoardSnapshot {
  loadedAt: number;
  userIds: Float64Array;
  points: Float64Array;
  indexOf: Map<number, number>;
}

interface Entry {
  snapshot: BoardSnapshot | undefined;
  /** The board changed after the snapshot was taken. */
  changed: boolean;
  loading: Promise<BoardSnapshot> | undefined;
  readAt: number;
}

const snapshotsByDb = new WeakMap<Db, Map<number, Entry>>();

function entriesOf(db: Db): Map<number, Entry> {
  let entries = snapshotsByDb.get(db);
  if (!entries) {
    const created = new Map<number, Entry>();
    localScoredListeners(db).add((ids) => {
      for (const id of ids) {
        const entry = created.get(id);
        if (entry) entry.changed = true;
      }
    });
    snapshotsByDb.set(db, created);
    entries = created;
  }
  return entries;
}

function load(db: Db, tournamentId: number, entry: Entry): Promise<BoardSnapshot> {
  if (!entry.loading) entry.changed = false;
  entry.loading ??= repository
    .boardOrder(db, tournamentId)
    .then(({ userIds, points }) => {
      const indexOf = new Map<number, number>();
      for (let index = 0; index < userIds.length; index += 1) indexOf.set(userIds[index] as number, index);
      const snapshot = { loadedAt: Date.now(), userIds, points, indexOf };
      entry.snapshot = snapshot;
      return snapshot;
    })
    .finally(() => {
      entry.loading = undefined;
    });
  return entry.loading;
}

/**
 * The ranked snapshot of a large board (decision 0040), or undefined for a board not known to be large:
 * such a board is read exactly, and `noteSize` starts a snapshot once it is seen to be large. A board
 * that changed is loaded again at most once a second, in the background, the older snapshot answering
 * meanwhile; each process keeps its own.
 */
export async function boardSnapshot(db: Db, tournamentId: number): Promise<BoardSnapshot | undefined> {
  const entries = entriesOf(db);
  const now = Date.now();
  for (const [id, idle] of entries) if (now - idle.readAt > SNAPSHOT_IDLE_MS) entries.delete(id);
  const entry = entries.get(tournamentId);
  if (!entry) return undefined;
  entry.readAt = now;
  const snapshot = entry.snapshot;
  if (!snapshot) return load(db, tournamentId, entry);
  const age = now - snapshot.loadedAt;
  if ((entry.changed && age > SNAPSHOT_FRESH_MS) || age > SNAPSHOT_MAX_AGE_MS) {
    // A failed refresh keeps the older snapshot; the next read tries again.
    load(db, tournamentId, entry).catch(() => undefined);
  }
  return snapshot;
}

/** A board was read exactly and has `participants`: a large one is snapshotted for the next reads. */
export function noteSize(db: Db, tournamentId: number, participants: number): void {
  if (participants < LARGE_BOARD_PARTICIPANTS) return;
  const entries = entriesOf(db);
  if (entries.has(tournamentId)) return;
  const entry: Entry = { snapshot: undefined, changed: false, loading: undefined, readAt: Date.now() };
  entries.set(tournamentId, entry);
  load(db, tournamentId, entry).catch(() => entries.delete(tournamentId));
}

/** The 1-based place of the row at `index`: one more than the participants with more points. */
export function placeAt(points: Float64Array, index: number): number {
  const value = points[index] as number;
  // Points are in descending order: the first row with this many points.
  let low = 0;
  let high = index;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle] as number) > value) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}
