import type { AddressInfo } from 'node:net';
import type { AccountBalance } from '@casino/shared/contract/account.contract';
import { LIVE_CHANNEL_PATH, type LiveServerMessage } from '@casino/shared/live/live-protocol';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDatabase } from '../../db/database.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import {
  createTestApp,
  freshPostgres,
  type TestApp,
  testConfig,
  testDatabaseUrl,
} from '../../test/test-app.ts';
import { fundPlayer, testLeg } from '../../test/wallet-factory.ts';
import { postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { liveTokenKey, signLiveToken } from './live-token.ts';

/** A test client of the live channel: its messages in order, and how it closed. */
class Client {
  readonly socket: WebSocket;
  readonly #messages: LiveServerMessage[] = [];
  readonly #waiting: ((message: LiveServerMessage) => void)[] = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(url, { headers });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => {
      this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
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

  /** Every message that arrived and was not read yet. */
  unread(): LiveServerMessage[] {
    return this.#messages.splice(0);
  }

  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${LIVE_CHANNEL_PATH}`;
}

async function liveToken(t: TestApp, player: TestPlayer): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account.getToken?lang=en',
    headers: { cookie: player.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token;
}

function balanceEvent(balance_main: number): LiveServerMessage {
  const money = (amount: number) => ({ amount: minorUnits(amount), currency: 'USD' });
  const data: AccountBalance = {
    balance_main: money(balance_main),
    balance_bonus: money(0),
    balance_betting_bonus: money(0),
    balance_fun: money(0),
  };
  return { type: 'message', event: 'account.balance_updated', data };
}

/** Opens a connection and completes init; the first event is the balance as of now. */
async function connect(url: string, token: string, mainBalance = 0): Promise<Client> {
  const client = new Client(url);
  await client.opened;
  client.send({ type: 'init', token });
  expect(await client.next()).toEqual({ type: 'init', ok: true });
  expect(await client.next()).toEqual(balanceEvent(mainBalance));
  return client;
}

describe('live channel', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('getToken is for signed-in players only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account.getToken?lang=en' });
    expect(response.json().error.type).toBe('AuthorizationException');
  });

  it('sends account.balance_updated with the new balance when the player is funded', async () => {
    const player = await registerPlayer(t);
    const client = await connect(url, await liveToken(t, player));

    await fundPlayer(t.database.db, player.uid, 1500);
    expect(await client.next()).toEqual(balanceEvent(1500));

    // Every socket of the player hears it; other players' sockets do not.
    const second = await connect(url, await liveToken(t, player), 1500);
    const other = await registerPlayer(t);
    const stranger = await connect(url, await liveToken(t, other));
    await fundPlayer(t.database.db, player.uid, 500);
    expect(await client.next()).toEqual(balanceEvent(2000));
    expect(await second.next()).toEqual(balanceEvent(2000));
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    expect(stranger.unread()).toEqual([]);
    for (const each of [client, second, stranger]) each.socket.close();
  });

  it('tells nothing of a posting that rolled back', async () => {
    const player = await registerPlayer(t);
    const client = await connect(url, await liveToken(t, player));
    const db = t.database.db;
    const main = await playerAccount(db, player.uid, 'main', 'USD');
    const clearing = await systemAccount(db, 'payment_clearing', 'USD', player.uid);
    await expect(
      db.transaction().execute(async (trx) => {
        const legs = [testLeg(main, 700), testLeg(clearing, -700)];
        await postTransaction(trx, { kind: 'test_funding', userId: player.uid, legs });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await fundPlayer(t.database.db, player.uid, 300);
    expect(await client.next()).toEqual(balanceEvent(300));
    client.socket.close();
  });

  it('closes with a policy code on a bad, expired or signed-out token', async () => {
    const player = await registerPlayer(t);
    const key = liveTokenKey(testConfig.sessionSecret);
    const valid = await liveToken(t, player);
    const [, sessionId] = valid.split('.') as [string, string];
    const expired = signLiveToken(key, {
      userId: player.uid,
      sessionId,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    const foreign = signLiveToken(liveTokenKey('another-secret-another-secret-another!'), {
      userId: player.uid,
      sessionId,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    for (const [token, reason] of [
      ['nonsense', 'token invalid'],
      [foreign, 'token invalid'],
      [expired, 'token expired'],
    ]) {
      const client = new Client(url);
      await client.opened;
      client.send({ type: 'init', token });
      expect(await client.closed).toEqual({ code: 1008, reason });
    }

    await t.app.inject({
      method: 'GET',
      url: '/api/auth.logout?lang=en',
      headers: { cookie: player.cookie },
    });
    const afterLogout = new Client(url);
    await afterLogout.opened;
    afterLogout.send({ type: 'init', token: valid });
    expect(await afterLogout.closed).toEqual({ code: 1008, reason: 'session ended' });
  });

  it('closes on anything but init, ping and topic lists, on binary, oversized and too many frames', async () => {
    const cases: [(client: Client) => void, number, string][] = [
      [(client) => client.send('not json'), 1008, 'unexpected message'],
      [(client) => client.send({ type: 'publish' }), 1008, 'unexpected message'],
      [(client) => client.socket.send(Buffer.from([1, 2, 3])), 1003, 'text frames only'],
      [(client) => client.send({ type: 'ping', pad: 'x'.repeat(5000) }), 1009, ''],
      [
        (client) => {
          for (let i = 0; i < 25; i++) client.send({ type: 'ping' });
        },
        1008,
        'too many messages',
      ],
    ];
    for (const [act, code, reason] of cases) {
      const client = new Client(url);
      await client.opened;
      act(client);
      expect(await client.closed).toEqual({ code, reason });
    }
  });

  it('refuses a page of another site', async () => {
    const client = new Client(url, { origin: 'https://evil.example' });
    await expect(client.opened).rejects.toThrow('Unexpected server response: 403');
    const own = new Client(url, { origin: 'http://localhost:3000' });
    await own.opened;
    own.socket.close();
  });
});

describe.runIf(testDatabaseUrl)('live channel across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const first = await freshPostgres();
    a = await createTestApp(first);
    b = await createTestApp(await openDatabase({ databaseUrl: first.pool?.options.connectionString }));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a posting through one instance reaches a socket on another', async () => {
    const urlB = await listen(b);
    const player = await registerPlayer(a);
    const client = await connect(urlB, await liveToken(a, player));
    await fundPlayer(a.database.db, player.uid, 2500);
    expect(await client.next()).toEqual(balanceEvent(2500));
    client.socket.close();
  });
});
