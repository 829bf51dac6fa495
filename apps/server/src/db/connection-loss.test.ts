import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../lib/body-signature.ts';
import { openGameSession } from '../modules/game-wallet/game-sessions.service.ts';
import { WALLET_SIGNATURE_HEADER, walletSecret } from '../modules/game-wallet/wallet-gateway.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { catalogueGame } from '../test/game-factory.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createTestApp, freshPostgres, type TestApp, testConfig, testDatabaseUrl } from '../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../test/wallet-factory.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import type { Db } from './schema.ts';

const STAKE = 10;
const FUNDS = 100_000;

interface Player {
  userId: number;
  token: string;
}

async function players(db: Db, count: number): Promise<Player[]> {
  await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  const sysname = await catalogueGame(db, { jackpot: false });
  const result: Player[] = [];
  for (let n = 0; n < count; n += 1) {
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, FUNDS);
    const session = await openGameSession(db, { userId, sysname, mode: 'real', now: new Date() });
    result.push({ userId, token: session.token });
  }
  return result;
}

function bet(app: FastifyInstance, player: Player, transactionId: string) {
  const body = JSON.stringify({
    session: player.token,
    transaction_id: transactionId,
    round_id: transactionId,
    amount: STAKE,
  });
  const signature = signBody(
    walletSecret(testConfig.sessionSecret, 'house'),
    body,
    Math.floor(Date.now() / 1000),
  );
  return app.inject({
    method: 'POST',
    url: '/platform/wallet/house/bet',
    headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

const mainBalance = (db: Db, userId: number) => playerBalance(db, userId);

/** Every answer during an outage is a success or the spec's 503 envelope; never a 500. */
function expectSuccessOrUnavailable(response: { statusCode: number; json(): unknown }) {
  if (response.statusCode === 200) return;
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({
    error: { type: 'ApplicationUnavailableException', code: 'ApplicationUnavailable' },
  });
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(testDatabaseUrl)('losing PostgreSQL connections', () => {
  let database: DatabaseHandle;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    database = await freshPostgres();
    name = (
      await database.db
        .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
        .executeTakeFirstOrThrow()
    ).name;
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    expect(await checkLedger(database.db)).toEqual([]);
    await admin.end();
    await database.close();
  });

  /** Only this file's own database: other test files and people share the server. */
  const terminateBackends = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );

  it('survives backends terminated under load: only successes and 503s, then service resumes, every stake taken once', async () => {
    const t: TestApp = await createTestApp(database);
    try {
      const all = await players(database.db, 8);
      const sent = new Map<string, Player>();
      const statuses: number[] = [];
      let running = true;
      const worker = async (player: Player) => {
        while (running) {
          const id = randomUUID();
          sent.set(id, player);
          const response = await bet(t.app, player, id);
          expectSuccessOrUnavailable(response);
          statuses.push(response.statusCode);
          const health = await t.app.inject({ method: 'GET', url: '/healthz' });
          expect([200, 503]).toContain(health.statusCode);
        }
      };
      const load = Promise.all(all.map(worker));
      for (let cut = 0; cut < 3; cut += 1) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await terminateBackends();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      running = false;
      await load;
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);

      await until(async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200);
      // A client retries what it did not hear answered: each stake is then taken exactly once.
      for (const [id, player] of sent) {
        expect((await bet(t.app, player, id)).json()).toMatchObject({ status: 'ok' });
      }
      for (const player of all) {
        const stakes = [...sent.values()].filter((owner) => owner === player).length;
        expect(await mainBalance(database.db, player.userId)).toBe(FUNDS - stakes * STAKE);
      }
    } finally {
      await t.app.close();
    }
  });

  describe('through a connection that is cut and restored', () => {
    let proxy: TcpProxy;
    let proxied: DatabaseHandle;
    let t: TestApp;
    beforeAll(async () => {
      const url = new URL(testDatabaseUrl as string);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${name}`;
      proxied = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
      t = await createTestApp(proxied);
    });
    afterAll(async () => {
      await t.close();
      await proxy.close();
    });

    it('answers 503 and reports not ready while the database is away, and resumes by itself (LISTEN too)', async () => {
      const [player] = await players(database.db, 1);
      const heard: string[] = [];
      await proxied.listen('connection_loss_test', (payload) => heard.push(payload));
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      proxy.cut();
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable' });
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      const heardLater: string[] = [];
      // Subscribing while the database is away is not an error: it takes effect when it returns.
      await proxied.listen('connection_loss_later', (payload) => heardLater.push(payload));
      const during = await bet(t.app, player as Player, 'during-the-outage');
      expectSuccessOrUnavailable(during);
      expect(during.statusCode).toBe(503);
      const api = await t.app.inject({ method: 'GET', url: '/api/getgeneralinfo?lang=en' });
      expectSuccessOrUnavailable(api);

      proxy.restore();
      await until(async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200);
      expect((await bet(t.app, player as Player, 'during-the-outage')).json()).toMatchObject({
        status: 'ok',
      });
      expect(await mainBalance(database.db, (player as Player).userId)).toBe(FUNDS - STAKE);
      await until(async () => {
        await sql`select pg_notify('connection_loss_test', 'back')`.execute(database.db);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`select pg_notify('connection_loss_later', 'back')`.execute(database.db);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return heard.includes('back') && heardLater.includes('back');
      });
    });
  });
});
