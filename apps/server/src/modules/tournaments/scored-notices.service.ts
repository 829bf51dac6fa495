import { sendNotice } from '../../db/notices.ts';
import type { Db } from '../../db/schema.ts';

/** The pg_notify channel of scored rounds: comma-separated tournament ids, heard by every process. */
export const TOURNAMENT_SCORED_CHANNEL = 'tournament_scored';
/** A process tells the others at most this often; the boards go out once a second anyway. */
const NOTICE_EVERY_MS = 250;

export type Scored = (tournamentIds: number[]) => void;

interface Notices {
  pending: Set<number>;
  timer: NodeJS.Timeout | undefined;
  lastAt: number;
  /** This process's board pushes (each app on the database has one). */
  local: Set<Scored>;
}

const noticesByDb = new WeakMap<Db, Notices>();

function noticesOf(db: Db): Notices {
  let notices = noticesByDb.get(db);
  if (!notices) {
    notices = { pending: new Set(), timer: undefined, lastAt: 0, local: new Set() };
    noticesByDb.set(db, notices);
  }
  return notices;
}

/**
 * Rounds scored in these tournaments: this process's pushes hear it at once, the other processes on
 * the database through pg_notify, sent outside the scoring's statements and at most every 250 ms, so a
 * busy tournament costs one notice per quarter second per process rather than one per round.
 */
export function announceScored(db: Db, tournamentIds: number[]): void {
  if (tournamentIds.length === 0) return;
  const notices = noticesOf(db);
  for (const scored of notices.local) scored(tournamentIds);
  for (const id of tournamentIds) notices.pending.add(id);
  if (notices.timer) return;
  const wait = Math.max(0, notices.lastAt + NOTICE_EVERY_MS - Date.now());
  notices.timer = setTimeout(() => {
    notices.timer = undefined;
    notices.lastAt = Date.now();
    const ids = [...notices.pending];
    notices.pending.clear();
    db.inBackground(
      // A lost notice only delays other processes' boards until the next round scores.
      sendNotice(db, TOURNAMENT_SCORED_CHANNEL, ids.join(',')).catch((error: unknown) => {
        console.warn(`Tournament notice not sent: ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
  }, wait);
  notices.timer.unref();
}

/** This process's board pushes, told of its own scored rounds without a round trip. */
export function localScoredListeners(db: Db): Set<Scored> {
  return noticesOf(db).local;
}

/** The tournament ids of a notice's payload; anything malformed is skipped. */
export function parseScoredNotice(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
