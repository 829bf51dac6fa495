import { z } from 'zod';

// The live channel's public topics, apart from the protocol's types: pages that only read balances load no schema.

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

export type TopicMessage = z.infer<typeof topicMessageSchema>;
