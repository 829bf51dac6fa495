import {
  type LiveServerMessage,
  SPORTSBOOK_UPDATED_EVENT,
  type SportsbookUpdate,
  type SportsEventPatch,
  type SportsEventState,
} from '@casino/shared/live/live-protocol';
import { eventIdOfTopic, SPORTSBOOK_LIVE_TOPIC } from '@casino/shared/live/live-topics';
import type { Db } from '../../db/schema.ts';
import { type OperatorHold, operatorHold } from './book-operator.service.ts';
import { eventState, isPlaying, MAIN_MARKET_KEY } from './feed-view.ts';
import type { EventDetail, Sportsbook } from './sportsbook.service.ts';

/**
 * How often followed topics are recomputed: changes within a tick go out as one update. Short enough
 * that a price change reaches a follower well within 250 ms (bench/sportsbook-live.ts measures it).
 */
export const ODDS_PUSH_TICK_MS = 100;
/**
 * The live list's prices are worked out this often (in feed time); its scores and clocks every tick. A
 * list shows one market per event but pricing reads all of them, and a score change suspends the markets
 * anyway, so the list's prices trail by at most this much while the event page's follow every second.
 */
export const LIST_PRICES_EVERY_MS = 5_000;

type Prices = Record<string, Record<string, number>>;
type EventSnapshot = { state: SportsEventState; stateText: string; odds: Prices };
type TopicSnapshot = { ids: string[]; events: Map<string, EventSnapshot> };

export interface OddsPushOptions {
  db: Db;
  book: Sportsbook;
  /** The topics someone follows now (the live channel's). */
  followed(): string[];
  /** Sends a serialized update to every follower of the topic. */
  publish(topic: string, text: string): void;
  onError(error: unknown): void;
  tickMs?: number;
}

export interface OddsPush {
  /** The topic's whole state as of the last tick, serialized once however many subscribers ask. */
  snapshot(topic: string): string | undefined;
  /** One tick by hand (tests). */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * Pushes the feed's moves to the live channel: every tick, each followed sportsbook topic is computed
 * once, compared with its previous state, and what changed (state, moved prices, closed markets, the
 * list's members) is serialized once and handed to the channel for all of the topic's followers.
 */
export function startOddsPush(options: OddsPushOptions): OddsPush {
  const last = new Map<string, { snapshot: TopicSnapshot; fullText?: string }>();
  let listBucket = Number.NaN;
  let listPriced = new Map<string, EventDetail | undefined>();
  let running = false;

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const topics = options.followed().filter(isSportsbookTopic);
      for (const topic of last.keys()) if (!topics.includes(topic)) last.delete(topic);
      if (topics.length === 0) return;
      const held = await operatorHold(options.db);
      const bucket = Math.floor(options.book.now() / LIST_PRICES_EVERY_MS);
      if (bucket !== listBucket) {
        listBucket = bucket;
        listPriced = new Map();
      }
      // The book prices an event once per second of its clock, whichever topic asks.
      const detail = (id: string) => options.book.event(id);
      const listDetail = (id: string) => {
        if (!listPriced.has(id)) listPriced.set(id, options.book.event(id));
        return listPriced.get(id);
      };
      for (const topic of topics) {
        const next = topicSnapshot(options.book, topic, held, detail, listDetail);
        const previous = last.get(topic)?.snapshot;
        last.set(topic, { snapshot: next });
        const update = changes(topic, previous, next);
        if (update) options.publish(topic, serialize(update));
      }
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void tick(), options.tickMs ?? ODDS_PUSH_TICK_MS);
  timer.unref();
  return {
    snapshot(topic) {
      const entry = last.get(topic);
      if (!entry) return undefined;
      entry.fullText ??= serialize(changes(topic, undefined, entry.snapshot)!);
      return entry.fullText;
    },
    tick,
    stop: () => clearInterval(timer),
  };
}

function isSportsbookTopic(topic: string): boolean {
  return topic === SPORTSBOOK_LIVE_TOPIC || eventIdOfTopic(topic) !== undefined;
}

function topicSnapshot(
  book: Sportsbook,
  topic: string,
  held: OperatorHold,
  detail: (id: string) => EventDetail | undefined,
  listDetail: (id: string) => EventDetail | undefined,
): TopicSnapshot {
  const eventId = eventIdOfTopic(topic);
  // The live list carries each event's main market only, as the list shows it, with the state of now.
  const playing =
    eventId === undefined
      ? book.events(1).filter(({ view }) => isPlaying(view))
      : [{ fixture: undefined, view: undefined }];
  const events = new Map<string, EventSnapshot>();
  for (const { fixture, view } of playing) {
    const id = fixture?.id ?? (eventId as string);
    const found = fixture ? listDetail(id) : detail(id);
    if (!found) continue;
    const state = eventState(found.fixture, view ?? found.view, held);
    const odds: Prices = {};
    for (const market of found.markets) {
      if (eventId === undefined && market.key !== MAIN_MARKET_KEY) continue;
      if (held(id, market.key)) continue;
      odds[market.key] = Object.fromEntries(market.selections.map((s) => [s.key, s.odds]));
    }
    events.set(id, { state, stateText: JSON.stringify(state), odds });
  }
  return { ids: [...events.keys()], events };
}

/** What a follower of `previous` needs to reach `next`; everything when there is no previous. */
function changes(
  topic: string,
  previous: TopicSnapshot | undefined,
  next: TopicSnapshot,
): SportsbookUpdate | undefined {
  const events: SportsEventPatch[] = [];
  for (const [id, now] of next.events) {
    const before = previous?.events.get(id);
    const patch: SportsEventPatch = { id };
    if (before?.stateText !== now.stateText) patch.state = now.state;
    const odds: Prices = {};
    for (const [market, prices] of Object.entries(now.odds)) {
      const was = before?.odds[market];
      const moved = Object.entries(prices).filter(([key, price]) => was?.[key] !== price);
      if (moved.length > 0) odds[market] = Object.fromEntries(moved);
    }
    if (Object.keys(odds).length > 0) patch.odds = odds;
    const closed = before ? Object.keys(before.odds).filter((market) => !(market in now.odds)) : [];
    if (closed.length > 0) patch.closed = closed;
    if (patch.state || patch.odds || patch.closed) events.push(patch);
  }
  const idsChanged = previous?.ids.join() !== next.ids.join();
  if (previous && events.length === 0 && !idsChanged) return undefined;
  return {
    topic,
    full: previous === undefined,
    events,
    ...(idsChanged ? { ids: next.ids } : {}),
  };
}

function serialize(update: SportsbookUpdate): string {
  return JSON.stringify({
    type: 'message',
    event: SPORTSBOOK_UPDATED_EVENT,
    data: update,
  } satisfies LiveServerMessage);
}
