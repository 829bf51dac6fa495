import type { AddressInfo } from 'node:net';
import {
  LIVE_CHANNEL_PATH,
  type LiveServerMessage,
  type SportsbookUpdate,
} from '@casino/shared/live/live-protocol';
import { SPORTSBOOK_LIVE_TOPIC, sportsbookEventTopic } from '@casino/shared/live/live-topics';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { DatabaseHandle } from '../../db/database.ts';
import { BOOK_START } from '../../test/sportsbook-factory.ts';
import { createTestApp, freshPglite, type TestApp, testConfig } from '../../test/test-app.ts';
import { suspendMarket } from '../sportsbook/book-operator.service.ts';
import { MAIN_MARKET_KEY } from '../sportsbook/feed-view.ts';
import { type OddsPush, startOddsPush } from '../sportsbook/odds-push.service.ts';
import { createSportsbook } from '../sportsbook/sportsbook.service.ts';
import { LiveChannel } from './live-channel.ts';
import { liveTokenKey } from './live-token.ts';

/** A guest's socket: the messages in order. */
class Client {
  readonly socket: WebSocket;
  readonly #messages: LiveServerMessage[] = [];
  readonly #waiting: ((message: LiveServerMessage) => void)[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
    this.socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as LiveServerMessage;
      const waiter = this.#waiting.shift();
      if (waiter) waiter(message);
      else this.#messages.push(message);
    });
  }

  next(): Promise<LiveServerMessage> {
    const queued = this.#messages.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async update(): Promise<SportsbookUpdate> {
    const message = await this.next();
    if (message.type !== 'message' || message.event !== 'sportsbook.updated') {
      throw new Error(`expected an update, got ${JSON.stringify(message)}`);
    }
    return message.data;
  }

  /** The next message of a type, past the updates in between. */
  async nextOf(type: LiveServerMessage['type']): Promise<LiveServerMessage> {
    for (;;) {
      const message = await this.next();
      if (message.type === type) return message;
    }
  }

  unread(): LiveServerMessage[] {
    return this.#messages.splice(0);
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }
}

describe('sportsbook topics on the live channel (ticks by hand, on a test clock)', () => {
  let database: DatabaseHandle;
  let server: WebSocketServer;
  let channel: LiveChannel;
  let push: OddsPush;
  let url: string;
  let clock = BOOK_START;
  const book = createSportsbook(testConfig.sportsbook, () => clock);

  beforeAll(async () => {
    database = await freshPglite();
    channel = new LiveChannel({
      db: database.db,
      key: liveTokenKey(testConfig.sessionSecret),
      log: { error: () => undefined } as unknown as FastifyBaseLogger,
    });
    push = startOddsPush({
      db: database.db,
      book,
      followed: () => channel.followedTopics(),
      publish: (topic, text) => channel.publish(topic, text),
      onError: (error) => {
        throw error;
      },
      // Only the test ticks.
      tickMs: 3_600_000,
    });
    channel.snapshotsFrom((topic) => push.snapshot(topic));
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    server.on('connection', (socket) => channel.accept(socket));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    push.stop();
    channel.close();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  /** A football match being played and open now, the one whose prices move with the clock alone. */
  const liveFootball = () => {
    const found = book
      .events(1)
      .find(({ fixture, view }) => fixture.sport === 'football' && view.phase === 'live' && !view.suspended);
    if (!found) throw new Error('no open live football at the test start');
    return found.fixture.id;
  };

  const subscribe = async (client: Client, topics: string[]) => {
    client.send({ type: 'subscribe', topics });
    expect(await client.next()).toMatchObject({ type: 'subscribed' });
  };

  it('sends a follower the whole event, then the prices that moved when the feed moves, once for all followers', async () => {
    const id = liveFootball();
    const topic = sportsbookEventTopic(id);
    const first = new Client(url);
    const second = new Client(url);
    await Promise.all([first.opened, second.opened]);
    // Guests: no init, the feed is public.
    await subscribe(first, [topic]);
    await subscribe(second, [topic]);
    expect(channel.followedTopics()).toEqual([topic]);

    await push.tick();
    const full = await first.update();
    expect(full).toMatchObject({ topic, full: true, ids: [id] });
    expect(full.events[0]?.state).toMatchObject({ phase: 'live', suspended: false });
    const before = book.event(id)!;
    const main = before.markets.find((market) => market.key === MAIN_MARKET_KEY)!;
    expect(full.events[0]?.odds?.[MAIN_MARKET_KEY]).toEqual(
      Object.fromEntries(main.selections.map((s) => [s.key, s.odds])),
    );
    expect(await second.update()).toEqual(full);

    // Nothing moved: nothing is sent.
    await push.tick();
    clock += 90_000;
    await push.tick();
    const moved = await first.update();
    expect(moved.full).toBe(false);
    expect(moved.ids).toBeUndefined();
    const patch = moved.events[0]!;
    expect(patch.id).toBe(id);
    expect(patch.state?.clock_seconds).toBeGreaterThan(full.events[0]!.state!.clock_seconds!);
    const now = book.event(id)!;
    const changed = Object.entries(patch.odds ?? {});
    expect(changed.length).toBeGreaterThan(0);
    for (const [marketKey, prices] of changed) {
      const market = now.markets.find((m) => m.key === marketKey)!;
      for (const [selection, odds] of Object.entries(prices)) {
        expect(market.selections.find((s) => s.key === selection)?.odds).toBe(odds);
        const was = before.markets
          .find((m) => m.key === marketKey)
          ?.selections.find((s) => s.key === selection);
        expect(was?.odds).not.toBe(odds);
      }
    }
    expect(await second.update()).toEqual(moved);
    expect(first.unread()).toEqual([]);

    // A follower joining later starts from the whole state as of the last tick.
    const late = new Client(url);
    await late.opened;
    await subscribe(late, [topic]);
    const snapshot = await late.update();
    expect(snapshot).toMatchObject({ topic, full: true, ids: [id] });
    expect(snapshot.events[0]?.state).toEqual({ ...full.events[0]!.state, ...patch.state });
    for (const client of [first, second, late]) client.socket.close();
  });

  it('shows an operator suspension and the market it closed', async () => {
    const id = liveFootball();
    const client = new Client(url);
    await client.opened;
    await subscribe(client, [sportsbookEventTopic(id)]);
    await push.tick();
    await client.update();
    await suspendMarket(
      { db: database.db, sportsbook: book, operator: 'test', now: new Date(clock) },
      id,
      MAIN_MARKET_KEY,
    );
    await push.tick();
    const update = await client.update();
    expect(update.events[0]?.closed).toEqual([MAIN_MARKET_KEY]);
    client.socket.close();
  });

  it('lists the live events in the live topic, with their main market only', async () => {
    const client = new Client(url);
    await client.opened;
    await subscribe(client, [SPORTSBOOK_LIVE_TOPIC]);
    await push.tick();
    const update = await client.update();
    const live = book
      .events(1)
      .filter(({ view }) => view.phase === 'live' || view.phase === 'interval')
      .map(({ fixture }) => fixture.id);
    expect(update.ids).toEqual(live);
    for (const event of update.events) {
      expect(Object.keys(event.odds ?? {}).every((key) => key === MAIN_MARKET_KEY)).toBe(true);
    }
    client.socket.close();
  });

  it('forgets the topics of a closed socket and of an unsubscribe', async () => {
    // Earlier tests' sockets are closing; wait for the server to see them go.
    await expect.poll(() => channel.followedTopics()).toEqual([]);
    const client = new Client(url);
    await client.opened;
    await subscribe(client, [SPORTSBOOK_LIVE_TOPIC, sportsbookEventTopic(liveFootball())]);
    expect(channel.followedTopics()).toHaveLength(2);
    client.send({ type: 'unsubscribe', topics: [SPORTSBOOK_LIVE_TOPIC] });
    // Past the snapshots the subscribe brought.
    expect(await client.nextOf('subscribed')).toEqual({
      type: 'subscribed',
      topics: [sportsbookEventTopic(liveFootball())],
    });
    expect(channel.followedTopics()).toEqual([sportsbookEventTopic(liveFootball())]);
    client.socket.close();
    await client.closed;
    await expect.poll(() => channel.followedTopics()).toEqual([]);
  });

  it('refuses a bad topic list and keeps the socket open', async () => {
    const client = new Client(url);
    await client.opened;
    const bad = [
      { type: 'subscribe' },
      { type: 'subscribe', topics: [] },
      { type: 'subscribe', topics: ['account.balance'] },
      { type: 'subscribe', topics: ['sportsbook.event:../../etc'] },
      { type: 'subscribe', topics: 'sportsbook.live' },
      { type: 'subscribe', topics: [SPORTSBOOK_LIVE_TOPIC], extra: 1 },
    ];
    for (const message of bad) {
      client.send(message);
      expect(await client.next()).toEqual({ type: 'refused', reason: 'invalid topics' });
    }
    const many = Array.from({ length: 11 }, (_, i) => sportsbookEventTopic(`football-20418-${i}`));
    client.send({ type: 'subscribe', topics: many.slice(0, 10) });
    expect(await client.next()).toMatchObject({ type: 'subscribed' });
    client.send({ type: 'subscribe', topics: many.slice(10) });
    expect(await client.next()).toEqual({ type: 'refused', reason: 'too many topics' });
    // Still open and answering.
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    // Earlier sockets' topics go as the server sees them close.
    await expect.poll(() => channel.followedTopics()).toHaveLength(10);
    client.socket.close();
  });
});

describe('sportsbook topics through the app', () => {
  let t: TestApp;
  const clock = BOOK_START;
  beforeAll(async () => {
    t = await createTestApp(undefined, {}, { sportsbookClock: () => clock });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('a guest following the live list gets its events pushed by the app’s own ticks', async () => {
    const port = (t.app.server.address() as AddressInfo).port;
    const client = new Client(`ws://127.0.0.1:${port}${LIVE_CHANNEL_PATH}`);
    await client.opened;
    client.send({ type: 'subscribe', topics: [SPORTSBOOK_LIVE_TOPIC] });
    expect(await client.next()).toEqual({ type: 'subscribed', topics: [SPORTSBOOK_LIVE_TOPIC] });
    const update = await client.update();
    expect(update).toMatchObject({ topic: SPORTSBOOK_LIVE_TOPIC, full: true });
    expect(update.ids?.length).toBeGreaterThan(0);
    client.socket.close();
  });
});
