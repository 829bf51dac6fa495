import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { RecentWin } from '@casino/shared/contract/game-history.contract';
import type { RecentWinsUpdate } from '@casino/shared/live/live-protocol';
import { RECENT_WINS_TOPIC } from '@casino/shared/live/live-topics';
import { followTopic } from '../../lib/live-topics.ts';

/** While the live channel is down, the feed is asked for this often instead. */
const POLL_MS = 10_000;

/**
 * The wins feed's live half, loaded after the page's first interaction (not needed to show the wins the
 * page was rendered with): the wins pushed on the public topic, or polling while the channel is down.
 */
export function followWins(api: ApiCaller, show: (wins: RecentWin[]) => void): () => void {
  let poll: ReturnType<typeof setInterval> | undefined;
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const unfollow = followTopic<RecentWinsUpdate>(RECENT_WINS_TOPIC, {
    onUpdate: (update) => show(update.wins),
    onStatus: (connected) => {
      if (connected) {
        stopPolling();
        return;
      }
      poll ??= setInterval(() => {
        if (document.visibilityState !== 'visible') return;
        // A failed ask leaves the wins shown; the next one tries again.
        api('games.getRecentWins', {}).then(show, () => undefined);
      }, POLL_MS);
    },
  });
  return () => {
    stopPolling();
    unfollow();
  };
}
