import { z } from 'zod';
import type { AccountBalance } from '../contract/account.contract.ts';
import type { SportsEvent } from '../contract/sportsbook.contract.ts';

/** The live channel (spec §7): a WebSocket at this path of the site's own origin. */
export const LIVE_CHANNEL_PATH = '/ws';

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

/** The events being played now, each with its main market (what the sportsbook's lists show). */
export const SPORTSBOOK_LIVE_TOPIC = 'sportsbook.live';
const EVENT_TOPIC_PREFIX = 'sportsbook.event:';

/** One event with all its markets (its page). */
export function sportsbookEventTopic(eventId: string): string {
  return `${EVENT_TOPIC_PREFIX}${eventId}`;
}

/** The event a topic is about, or undefined for the live list. */
export function eventIdOfTopic(topic: string): string | undefined {
  return topic.startsWith(EVENT_TOPIC_PREFIX) ? topic.slice(EVENT_TOPIC_PREFIX.length) : undefined;
}

/** Public topics anyone may follow, signed in or not: the feed is what every guest sees anyway. */
const topicSchema = z.union([
  z.literal(SPORTSBOOK_LIVE_TOPIC),
  z.string().regex(/^sportsbook\.event:[a-z][a-z-]{0,20}-\d{1,6}-\d{1,4}$/),
]);

/** A connection follows at most this many topics (a page needs two). */
export const MAX_TOPICS_PER_CONNECTION = 10;

export const topicMessageSchema = z.strictObject({
  type: z.enum(['subscribe', 'unsubscribe']),
  topics: z.array(topicSchema).min(1).max(MAX_TOPICS_PER_CONNECTION),
});

export type LiveClientMessage =
  | { type: 'init'; token: string }
  | { type: 'ping' }
  | z.infer<typeof topicMessageSchema>;

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

export type LiveEvent =
  | { event: typeof BALANCE_UPDATED_EVENT; data: AccountBalance }
  | { event: typeof SPORTSBOOK_UPDATED_EVENT; data: SportsbookUpdate };

export type LiveServerMessage =
  | { type: 'init'; ok: true }
  | { type: 'pong' }
  | { type: 'subscribed'; topics: string[] }
  /** A subscribe or unsubscribe the server refused; the connection stays open. */
  | { type: 'refused'; reason: string }
  | ({ type: 'message' } & LiveEvent);
