import { type LiveServerMessage, TOURNAMENT_LEADERBOARD_EVENT } from '@casino/shared/live/live-protocol';
import { tournamentIdOfTopic, tournamentLeaderboardTopic } from '@casino/shared/live/live-topics';
import type { Listen } from '../../db/pg-listener.ts';
import type { Db } from '../../db/schema.ts';
import { LARGE_BOARD_PARTICIPANTS } from './board-snapshot.ts';
import {
  localScoredListeners,
  parseScoredNotice,
  type Scored,
  TOURNAMENT_SCORED_CHANNEL,
} from './scored-notices.service.ts';
import { leaderboardTop } from './tournaments.service.ts';

/** A tournament's board goes out at most this often, however many rounds score in between. */
export const BOARD_PUSH_MS = 1_000;
/** Ticks a large board is read again after a change: its snapshot is a second old at most, then reloads. */
const SNAPSHOT_FOLLOW_UPS = 3;
/** The rows pushed: the top the tournament page shows. */
export const BOARD_PUSH_TOP = 10;
export interface BoardPushOptions {
  db: Db;
  /** Present on PostgreSQL: notices of rounds scored by other processes. */
  listen?: Listen;
  /** The topics someone here follows now (the live channel's). */
  followed(): string[];
  /** Sends a serialized update to every follower of the topic. */
  publish(topic: string, text: string): void;
  onError(error: unknown): void;
  intervalMs?: number;
}

export interface BoardPush {
  /** The topic's last pushed board, serialized once, for a new follower; undefined until computed. */
  snapshot(topic: string): string | undefined;
  /** One tick by hand (tests). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Pushes tournaments' boards to the live channel (decision 0040): a scored round marks its tournament
 * changed; every second, each changed tournament that someone here follows has its top read once and
 * sent, serialized once, to all its followers. Nobody following: nothing is read.
 */
export async function startBoardPush(options: BoardPushOptions): Promise<BoardPush> {
  const changed = new Set<number>();
  /**
   * A large board is read from a snapshot up to a second old (board-snapshot.ts), so after a change it is
   * read again on the next ticks too, until a snapshot taken after the change has gone out.
   */
  const followUps = new Map<number, number>();
  const last = new Map<string, string>();
  let running = false;
  const scored: Scored = (ids) => {
    for (const id of ids) changed.add(id);
  };
  const local = localScoredListeners(options.db);
  local.add(scored);
  const unlisten = options.listen
    ? await options.listen(TOURNAMENT_SCORED_CHANNEL, (payload) => {
        // Other processes' changes reach this process's boards and snapshots alike.
        const ids = parseScoredNotice(payload);
        for (const listener of local) listener(ids);
      })
    : undefined;

  const tick = async () => {
    if (running) return;
    running = true;
    let due: number[] = [];
    try {
      const followed = new Set(
        options.followed().filter((topic) => tournamentIdOfTopic(topic) !== undefined),
      );
      for (const topic of last.keys()) if (!followed.has(topic)) last.delete(topic);
      const fresh = new Set(changed);
      for (const [id, left] of followUps) {
        changed.add(id);
        if (left <= 1) followUps.delete(id);
        else followUps.set(id, left - 1);
      }
      due = [...changed];
      changed.clear();
      for (const id of due) {
        const topic = tournamentLeaderboardTopic(id);
        if (!followed.has(topic)) {
          last.delete(topic);
          continue;
        }
        const board = await leaderboardTop(options.db, null, { tournament_id: id, count: BOARD_PUSH_TOP });
        if (fresh.has(id) && board.total >= LARGE_BOARD_PARTICIPANTS) followUps.set(id, SNAPSHOT_FOLLOW_UPS);
        const text = JSON.stringify({
          type: 'message',
          event: TOURNAMENT_LEADERBOARD_EVENT,
          data: { topic, board },
        } satisfies LiveServerMessage);
        if (last.get(topic) === text) continue;
        last.set(topic, text);
        options.publish(topic, text);
      }
    } catch (error) {
      // Tried again next tick (a board that did go out is not sent twice: it is compared with the last).
      for (const id of due) changed.add(id);
      options.onError(error);
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void tick(), options.intervalMs ?? BOARD_PUSH_MS);
  timer.unref();
  return {
    snapshot: (topic) => last.get(topic),
    tick,
    async stop() {
      clearInterval(timer);
      local.delete(scored);
      await unlisten?.().catch(options.onError);
    },
  };
}
