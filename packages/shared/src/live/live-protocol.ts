import type { AccountBalance } from '../contract/account.contract.ts';
import type { RecentWin } from '../contract/game-history.contract.ts';
import type { SportsEvent } from '../contract/sportsbook.contract.ts';
import type { Leaderboard } from '../contract/tournaments.contract.ts';
import type { ChatConversation, ChatMessage } from '../support/chat.ts';
import type { TopicMessage } from './live-topics.ts';

/** The live channel (spec §7): a WebSocket at this path of the site's own origin. */
export const LIVE_CHANNEL_PATH = '/ws';

/** The live channel's address on the page's (or worker's) own origin. */
export function liveChannelUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_CHANNEL_PATH}`;
}

export const BALANCE_UPDATED_EVENT = 'account.balance_updated';

/** Close codes the server uses; a client meeting one of them gets a new token before it reconnects. */
export const LIVE_CLOSE = {
  /** Server shutting down or restarting. */
  goingAway: 1001,
  /** A binary frame. */
  unsupportedData: 1003,
  /** A bad, expired or revoked token, a missing init, too many or malformed messages. */
  policyViolation: 1008,
  /** A frame larger than the server accepts. */
  tooBig: 1009,
} as const;

/** How often a client pings; the server answers pong (it also pings at the protocol level). */
export const LIVE_PING_INTERVAL_MS = 25_000;

export const SPORTSBOOK_UPDATED_EVENT = 'sportsbook.updated';

export type LiveClientMessage = { type: 'init'; token: string } | { type: 'ping' } | TopicMessage;

/** Where an event stands: what changes while it is played. */
export type SportsEventState = Pick<
  SportsEvent,
  'phase' | 'period' | 'clock_seconds' | 'score' | 'periods' | 'detail' | 'suspended'
>;

/**
 * What changed of one event since the topic's last update: its state, the prices that moved (market key →
 * selection key → odds in thousandths) and the markets that closed. A market not known to the page is one
 * that opened: the page loads the event again to name it.
 */
export type SportsEventPatch = {
  id: string;
  state?: SportsEventState;
  odds?: Record<string, Record<string, number>>;
  closed?: string[];
};

/**
 * A topic's update, coalesced per tick. `full` is the whole state (the first update a subscriber gets);
 * `ids` lists the topic's events in order whenever the set changed (an event went live or ended).
 */
export type SportsbookUpdate = {
  topic: string;
  full: boolean;
  events: SportsEventPatch[];
  ids?: string[];
};

/** A tournament's board changed: its top rows as a guest sees them (no row is marked as the reader's). */
export const TOURNAMENT_LEADERBOARD_EVENT = 'tournaments.leaderboard';

export type TournamentLeaderboardUpdate = { topic: string; board: Leaderboard };

/** The wins feed changed: its latest wins, newest first, as `games.getRecentWins` answers them. */
export const RECENT_WINS_EVENT = 'games.recent_wins';

export type RecentWinsUpdate = { topic: string; wins: RecentWin[] };

/** The live channel event of the built-in chat, sent to the conversation's player and to every agent. */
export const SUPPORT_CHAT_EVENT = 'support.chat';

export type ChatLiveEvent =
  | { kind: 'message'; conversation: ChatConversation; message: ChatMessage }
  | { kind: 'conversation'; conversation: ChatConversation }
  | { kind: 'typing'; conversation_id: number; side: 'player' | 'agent' };

export type LiveEvent =
  | { event: typeof BALANCE_UPDATED_EVENT; data: AccountBalance }
  | { event: typeof SUPPORT_CHAT_EVENT; data: ChatLiveEvent }
  | { event: typeof SPORTSBOOK_UPDATED_EVENT; data: SportsbookUpdate }
  | { event: typeof TOURNAMENT_LEADERBOARD_EVENT; data: TournamentLeaderboardUpdate }
  | { event: typeof RECENT_WINS_EVENT; data: RecentWinsUpdate };

export type LiveServerMessage =
  | { type: 'init'; ok: true }
  | { type: 'pong' }
  | { type: 'subscribed'; topics: string[] }
  /** A subscribe or unsubscribe the server refused; the connection stays open. */
  | { type: 'refused'; reason: string }
  | ({ type: 'message' } & LiveEvent);
