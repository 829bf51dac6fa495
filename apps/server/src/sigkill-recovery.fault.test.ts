import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database.ts';
import type { Db } from './db/schema.ts';
import { openGameSession } from './modules/game-wallet/game-sessions.service.ts';
import { checkLedger } from './modules/wallet/ledger-check.ts';
import { repoRoot } from './repo-paths.ts';
import { registerPlayer } from './test/player-factory.ts';
import { createTestApp, freshPostgres, testConfig, testDatabaseUrl } from './test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from './test/wallet-factory.ts';

/*
 * Fault test: real server processes on one PostgreSQL database are SIGKILLed while players play rounds
 * and request withdrawals; then (restarted, or only the survivors) they must recover everything the
 * killed one left in flight — no round open, no stake held, no withdrawal the provider never heard of,
 * ledger check clean. Heavy (it spawns processes): runs only with TEST_DATABASE_URL.
 */

const PORTS = [3311, 3312, 3313];
const GRACE_SECONDS = 2;
const STAKE = 100;
const ROUND_FUNDS = 1_000_000;
const WITHDRAWAL = 2_000;
const DICE = { target: 5000, direction: 'over' };
const card = { method: 'visa_mastercard', card_number: '4111111111111111', card_holder: 'Jane Doe' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  port: number;
  child: ChildProcess;
  output: string[];
}

let database: DatabaseHandle & { url: string };
let databaseUrl: string;
let dataDir: string;
let db: Db;

// A process killed by a signal has a signalCode and no exitCode.
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function startServer(port: number): Promise<Server> {
  // A leftover server on the port would answer for the one spawned here.
  const taken = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already serving`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/test/api-server-process.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
      DATA_DIR: dataDir,
      SESSION_SECRET: testConfig.sessionSecret,
      LOG_LEVEL: 'warn',
      RECOVERY_GRACE_SECONDS: String(GRACE_SECONDS),
      // The built-in pay gateway is the provider the withdrawals are handed to.
      DEMO_MODE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`server ${port} exited: ${output.join('')}`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, child, output };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server ${port} did not start: ${output.join('')}`);
}

async function kill(server: Server): Promise<void> {
  if (!running(server.child)) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

interface Load {
  stop(): Promise<void>;
  answers: Record<string, number>;
}

/** Every player keeps one request going at its server until stopped. */
function startLoad(requests: Array<{ port: number; send: (base: string) => Promise<Response> }>): Load {
  let stopped = false;
  const answers: Record<string, number> = {};
  const loops = requests.map(async ({ port, send }) => {
    while (!stopped) {
      const status = await send(`http://127.0.0.1:${port}`).then(
        async (response) => {
          await response.text();
          return String(response.status);
        },
        () => 'connection failed',
      );
      answers[status] = (answers[status] ?? 0) + 1;
      if (status === 'connection failed') await sleep(100);
    }
  });
  return {
    answers,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

interface Players {
  gamers: Array<{ userId: number; token: string }>;
  withdrawers: Array<{ userId: number; cookie: string; funds: number }>;
}

async function makePlayers(gamers: number, withdrawers: number): Promise<Players> {
  const sysname = (
    await db
      .selectFrom('games')
      .select('sysname')
      .where('kind', '=', 'dice')
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).sysname;
  const players: Players = { gamers: [], withdrawers: [] };
  for (let i = 0; i < gamers; i += 1) {
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, ROUND_FUNDS);
    const session = await openGameSession(db, { userId, sysname, mode: 'real', now: new Date() });
    players.gamers.push({ userId, token: session.token });
  }
  // Registered through an app in this process (its timers stopped again), so they have session cookies.
  const t = await createTestApp({ ...database, close: async () => {} });
  for (let i = 0; i < withdrawers; i += 1) {
    const player = await registerPlayer(t);
    await db
      .updateTable('user_contacts')
      .set({ is_confirmed: true })
      .where('user_id', '=', player.uid)
      .execute();
    await fundPlayer(db, player.uid, ROUND_FUNDS);
    players.withdrawers.push({ userId: player.uid, cookie: player.cookie, funds: ROUND_FUNDS });
  }
  await t.app.close();
  return players;
}

function loadOf(players: Players, ports: number[]) {
  return [
    ...players.gamers.map((gamer, i) => ({
      port: ports[i % ports.length] as number,
      send: (base: string) =>
        fetch(`${base}/platform/game/api/play`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-game-session': gamer.token },
          body: JSON.stringify({ request_id: randomUUID(), stake: STAKE, params: DICE }),
        }),
    })),
    ...players.withdrawers.map((player, i) => ({
      port: ports[i % ports.length] as number,
      send: (base: string) =>
        fetch(`${base}/api/makewithdrawal?lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
          body: new URLSearchParams({ ...card, amount: String(WITHDRAWAL) }).toString(),
        }),
    })),
  ];
}

/** What a dead process may have left: open rounds and withdrawals the provider was not told about. */
async function inFlight(players: Players) {
  const rounds = await db
    .selectFrom('house_rounds')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(
      'user_id',
      'in',
      players.gamers.map((gamer) => gamer.userId),
    )
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  const withdrawals = await db
    .selectFrom('payments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('direction', '=', 'withdrawal')
    .where('status', '=', 'requested')
    .where(sql<boolean>`provider_status is distinct from status`)
    .executeTakeFirstOrThrow();
  return { rounds: rounds.n, withdrawals: withdrawals.n };
}

/** Runs the load and kills `victim` mid-way, until the kill has left at least one round in flight. */
async function killDuringLoad(players: Players, servers: Server[], victim: number) {
  for (let attempt = 1; ; attempt += 1) {
    const load = startLoad(
      loadOf(
        players,
        servers.map((server) => server.port),
      ),
    );
    await sleep(1_500);
    await kill(servers[victim] as Server);
    await load.stop();
    const left = await inFlight(players);
    if (left.rounds > 0 || attempt === 5) return { ...left, attempts: attempt, answers: load.answers };
    servers[victim] = await startServer(servers[victim]!.port);
  }
}

async function waitForRecovery(players: Players) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const left = await inFlight(players);
    if (left.rounds === 0 && left.withdrawals === 0) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`still in flight after 60 s: ${JSON.stringify(await inFlight(players))}`);
}

const mainBalance = (userId: number) => playerBalance(db, userId);

/** No stake held, no hold without a payout order, every wallet round closed, the ledger consistent. */
async function expectBooksRight(players: Players) {
  for (const gamer of players.gamers) {
    const rounds = await db
      .selectFrom('house_rounds')
      .select(['status', 'stake', 'payout'])
      .where('user_id', '=', gamer.userId)
      .execute();
    const net = rounds
      .filter((round) => round.status === 'closed')
      .reduce((sum, round) => sum + Number(round.payout) - Number(round.stake), 0);
    expect(await mainBalance(gamer.userId)).toBe(ROUND_FUNDS + net);
  }
  for (const player of players.withdrawers) {
    const held = await db
      .selectFrom('payments as p')
      .leftJoin('pay_gateway_orders as o', 'o.payment_id', 'p.public_id')
      .select(['p.amount', 'p.status', 'p.provider_status', 'o.status as order_status'])
      .where('p.user_id', '=', player.userId)
      .where('p.direction', '=', 'withdrawal')
      .execute();
    for (const payment of held) {
      expect(payment).toMatchObject({
        status: 'requested',
        provider_status: 'requested',
        order_status: 'open',
      });
    }
    expect(await mainBalance(player.userId)).toBe(player.funds - held.length * WITHDRAWAL);
  }
  const openWalletRounds = await db
    .selectFrom('game_rounds')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  expect(openWalletRounds.n).toBe(0);
  expect(await checkLedger(db)).toEqual([]);
}

describe.runIf(testDatabaseUrl)('SIGKILL during rounds and withdrawals (fault test, PostgreSQL)', () => {
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await freshPostgres();
    databaseUrl = database.url;
    db = database.db;
    dataDir = mkdtempSync(path.join(tmpdir(), 'casino-fault-'));
    await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await kill(server);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('one process killed mid-load and restarted recovers what it left', async () => {
    const players = await makePlayers(16, 4);
    servers[0] = await startServer(PORTS[0] as number);
    const killed = await killDuringLoad(players, servers, 0);
    console.info('one process: left in flight by the kill', killed);
    expect(killed.rounds).toBeGreaterThan(0);

    servers[0] = await startServer(PORTS[0] as number);
    const recoveredMs = await waitForRecovery(players);
    console.info(`one process: recovered ${recoveredMs} ms after the restart was serving`);
    await expectBooksRight(players);
    await kill(servers[0]);
  }, 240_000);

  it('three processes, one killed: the survivors recover what it left, and its players play on', async () => {
    const players = await makePlayers(24, 6);
    for (const [i, port] of PORTS.entries()) servers[i] = await startServer(port);
    const killed = await killDuringLoad(players, servers, 0);
    console.info('three processes: left in flight by the kill', killed);
    expect(killed.rounds).toBeGreaterThan(0);

    const recoveredMs = await waitForRecovery(players);
    console.info(`three processes: the survivors recovered in ${recoveredMs} ms`);
    await expectBooksRight(players);
    // The killed process's players are not blocked: they play on at a survivor.
    const survivor = `http://127.0.0.1:${PORTS[1]}`;
    for (const gamer of players.gamers.filter((_, i) => i % PORTS.length === 0)) {
      const response = await fetch(`${survivor}/platform/game/api/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-game-session': gamer.token },
        body: JSON.stringify({ request_id: randomUUID(), stake: STAKE, params: DICE }),
      });
      expect(response.status).toBe(200);
    }
    await expectBooksRight(players);
  }, 240_000);
});
