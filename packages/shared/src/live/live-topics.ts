import { z } from 'zod';

// The live channel's public topics (the sportsbook's prices, tournaments' boards, the wins feed), apart from the protocol's types: pages that only read balances load no schema.

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

const TOURNAMENT_BOARD_PREFIX = 'tournaments.leaderboard:';

/** A tournament's leaderboard top, pushed while its participants play. */
export function tournamentLeaderboardTopic(tournamentId: number): string {
  return `${TOURNAMENT_BOARD_PREFIX}${tournamentId}`;
}

/** The tournament a topic is about, or undefined for any other topic. */
export function tournamentIdOfTopic(topic: string): number | undefined {
  if (!topic.startsWith(TOURNAMENT_BOARD_PREFIX)) return undefined;
  const id = Number(topic.slice(TOURNAMENT_BOARD_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The latest wins of any player (the home page's feed), pushed when a real round wins. */
export const RECENT_WINS_TOPIC = 'games.recent_wins';

/** Public topics anyone may follow, signed in or not: the feed is what every guest sees anyway. */
const topicSchema = z.union([
  z.literal(SPORTSBOOK_LIVE_TOPIC),
  z.string().regex(/^sportsbook\.event:[a-z][a-z-]{0,20}-\d{1,6}-\d{1,4}$/),
  // A tournament's board is public too: the page shows it to guests.
  z.string().regex(/^tournaments\.leaderboard:[1-9]\d{0,8}$/),
  // The wins feed shows every guest masked nicknames only.
  z.literal(RECENT_WINS_TOPIC),
]);

/** A connection follows at most this many topics (a page needs two). */
export const MAX_TOPICS_PER_CONNECTION = 10;

export const topicMessageSchema = z.strictObject({
  type: z.enum(['subscribe', 'unsubscribe']),
  topics: z.array(topicSchema).min(1).max(MAX_TOPICS_PER_CONNECTION),
});

export type TopicMessage = z.infer<typeof topicMessageSchema>;
