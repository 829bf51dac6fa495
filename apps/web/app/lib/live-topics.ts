import {
  LIVE_CLOSE,
  type LiveClientMessage,
  type LiveServerMessage,
  liveChannelUrl,
  RECENT_WINS_EVENT,
  type RecentWinsUpdate,
  SPORTSBOOK_UPDATED_EVENT,
  type SportsbookUpdate,
  TOURNAMENT_LEADERBOARD_EVENT,
  type TournamentLeaderboardUpdate,
} from '@casino/shared/live/live-protocol';

/** What a public topic's updates carry: each names its topic. */
export type TopicUpdate = SportsbookUpdate | TournamentLeaderboardUpdate | RecentWinsUpdate;

export type TopicFollower<T extends TopicUpdate> = {
  onUpdate(update: T): void;
  onStatus(connected: boolean): void;
};
type Follower = TopicFollower<TopicUpdate>;

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** A page that navigates to the next one follows again at once; the socket outlives such a gap. */
const IDLE_CLOSE_MS = 5_000;

const followers = new Map<string, Set<Follower>>();
let socket: WebSocket | undefined;
let connected = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Follows a public topic over the live channel (no sign-in: the sportsbook's feed, tournaments' boards and
 * the wins feed are public), whichever feature shows it: the caller names the update type its topic carries. All of the
 * page's topics share one socket, opened with the first and closed a little after the last; it reconnects
 * with backoff and reports whether it is up, so the page polls only while it is not.
 */
export function followTopic<T extends TopicUpdate>(topic: string, typed: TopicFollower<T>): () => void {
  // The server sends a topic only the updates of its kind.
  const follower = typed as Follower;
  clearTimeout(idleTimer);
  let set = followers.get(topic);
  if (!set) {
    set = new Set();
    followers.set(topic, set);
    if (connected) send({ type: 'subscribe', topics: [topic] });
  }
  set.add(follower);
  follower.onStatus(connected);
  open();
  return () => {
    set.delete(follower);
    if (set.size > 0) return;
    followers.delete(topic);
    if (connected) send({ type: 'unsubscribe', topics: [topic] });
    if (followers.size === 0) idleTimer = setTimeout(close, IDLE_CLOSE_MS);
  };
}

function open() {
  if (socket || retryTimer !== undefined || typeof WebSocket !== 'function') return;
  const current = new WebSocket(liveChannelUrl(window.location));
  socket = current;
  current.onopen = () => send({ type: 'subscribe', topics: [...followers.keys()] });
  current.onmessage = (event) => {
    const message = parse(event.data);
    if (message?.type === 'subscribed') {
      failures = 0;
      status(true);
    } else if (
      message?.type === 'message' &&
      (message.event === SPORTSBOOK_UPDATED_EVENT ||
        message.event === TOURNAMENT_LEADERBOARD_EVENT ||
        message.event === RECENT_WINS_EVENT)
    ) {
      for (const follower of followers.get(message.data.topic) ?? []) follower.onUpdate(message.data);
    }
  };
  current.onclose = (event) => {
    if (socket !== current) return;
    socket = undefined;
    status(false);
    // A refusal of policy will not change by asking again soon: polling carries the page.
    if (followers.size === 0 || event.code === LIVE_CLOSE.policyViolation) return;
    const ceiling = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        if (followers.size > 0) open();
      },
      RETRY_MIN_MS / 2 + Math.random() * (ceiling - RETRY_MIN_MS / 2),
    );
  };
}

function close() {
  const current = socket;
  socket = undefined;
  status(false);
  current?.close();
}

function status(up: boolean) {
  connected = up;
  for (const set of followers.values()) for (const follower of set) follower.onStatus(up);
}

function send(message: LiveClientMessage) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function parse(data: unknown): LiveServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as LiveServerMessage;
  } catch {
    return undefined;
  }
}
