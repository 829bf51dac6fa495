import { type LiveServerMessage, RECENT_WINS_EVENT } from '@casino/shared/live/live-protocol';
import { RECENT_WINS_TOPIC } from '@casino/shared/live/live-topics';
import type { Listen } from '../../db/pg-listener.ts';
import type { Db } from '../../db/schema.ts';
import { RECENT_WIN_CHANNEL, recentWins, winHeard, winListeners } from './recent-wins.service.ts';

/** The feed goes out at most this often, however many rounds win in between. */
export const WINS_PUSH_MS = 1_000;

export interface WinsPushOptions {
  db: Db;
  /** Present on PostgreSQL: notices of wins paid by other processes. */
  listen?: Listen | undefined;
  /** The topics someone here follows now (the live channel's). */
  followed(): string[];
  /** Sends a serialized update to every follower of the topic. */
  publish(topic: string, text: string): void;
  onError(error: unknown): void;
  intervalMs?: number;
}

export interface WinsPush {
  /** The last pushed feed, serialized once, for a new follower; undefined until one went out. */
  snapshot(topic: string): string | undefined;
  /** One tick by hand (tests). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Pushes the recent wins feed to the live channel, as the tournaments' boards are pushed (decision 0040):
 * a win marks the feed changed; every second, a changed feed that someone here follows is read once
 * and sent, serialized once, to all its followers. Nobody following: nothing is read.
 */
export async function startWinsPush(options: WinsPushOptions): Promise<WinsPush> {
  let changed = false;
  let last: string | undefined;
  let running = false;
  const heard = () => {
    changed = true;
  };
  const local = winListeners(options.db);
  local.add(heard);
  const unlisten = options.listen
    ? await options.listen(RECENT_WIN_CHANNEL, () => winHeard(options.db))
    : undefined;

  const tick = async () => {
    if (running || !changed) return;
    if (!options.followed().includes(RECENT_WINS_TOPIC)) {
      // Nobody here follows the feed: the next follower starts from the page it was rendered with.
      changed = false;
      last = undefined;
      return;
    }
    running = true;
    changed = false;
    try {
      const wins = await recentWins(options.db);
      const text = JSON.stringify({
        type: 'message',
        event: RECENT_WINS_EVENT,
        data: { topic: RECENT_WINS_TOPIC, wins },
      } satisfies LiveServerMessage);
      if (text === last) return;
      last = text;
      options.publish(RECENT_WINS_TOPIC, text);
    } catch (error) {
      // Tried again next tick.
      changed = true;
      options.onError(error);
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void tick(), options.intervalMs ?? WINS_PUSH_MS);
  timer.unref();
  return {
    snapshot: (topic) => (topic === RECENT_WINS_TOPIC ? last : undefined),
    tick,
    async stop() {
      clearInterval(timer);
      local.delete(heard);
      await unlisten?.().catch(options.onError);
    },
  };
}
