import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SPORTSBOOK_UPDATED_EVENT } from '@casino/shared/live/live-protocol';
import { SPORTSBOOK_LIVE_TOPIC } from '@casino/shared/live/live-topics';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import type { SportsbookSettings } from '../apps/server/src/config.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { LiveChannel } from '../apps/server/src/modules/live/live-channel.ts';
import { liveTokenKey } from '../apps/server/src/modules/live/live-token.ts';
import {
  type PlaceBetParams,
  placeBet,
} from '../apps/server/src/modules/sportsbook/bet-placement.service.ts';
import { ODDS_PUSH_TICK_MS, startOddsPush } from '../apps/server/src/modules/sportsbook/odds-push.service.ts';
import { createSportsbook } from '../apps/server/src/modules/sportsbook/sportsbook.service.ts';
import { openBenchDatabase, throughput } from './bench-database.ts';
import { benchPlayers } from './ledger-bench.ts';
import { BENCH_SECONDS, printTable } from './load.ts';
import { percentile } from './percentile.ts';
import { benchWalletRounds, fundBenchPlayer } from './wallet-rounds-bench.ts';

const CLIENTS = 1_000;
/** The feed moves this often: longer than any acceptable delay, so each receipt belongs to the last move. */
const MOVE_EVERY_MS = 500;
const SETTINGS: SportsbookSettings = {
  seed: 'bench-sportsbook',
  margin: 0.05,
  maxPayout: minorUnits(50_000_000),
  minStake: minorUnits(10),
  maxStake: minorUnits(1_000_000),
  liveDelayMs: 0,
};
/** Noon UTC: the seeded feed has events live. */
const BOOK_START = Date.UTC(2026, 10, 26, 12, 0);

export interface FanOutResult {
  clients: number;
  moves: number;
  delivered: number;
  deliveredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

type ClientsReport = { ready: true } | { latenciesAt: number[]; delivered: number };

const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Odds fan-out: the live channel and the odds push in this thread, 1,000 WebSocket clients following the
 * live list in a worker thread (live-clients.worker.mjs). The feed runs on a clock
 * the bench moves every MOVE_EVERY_MS; the delay is from that move to each client's receipt of the update,
 * so it includes the wait for the push's next tick.
 */
export async function benchOddsFanOut(database: DatabaseHandle, seconds: number): Promise<FanOutResult> {
  let clock = BOOK_START;
  const book = createSportsbook(SETTINGS, () => clock);
  const channel = new LiveChannel({
    db: database.db,
    key: liveTokenKey('bench-secret-bench-secret-bench-secret!'),
    log: { error: console.error } as unknown as FastifyBaseLogger,
  });
  const push = startOddsPush({
    db: database.db,
    book,
    followed: () => channel.followedTopics(),
    publish: (topic, text) => channel.publish(topic, text),
    onError: (error) => console.error(error),
  });
  channel.snapshotsFrom((topic) => push.snapshot(topic));
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (socket) => channel.accept(socket));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const worker = new Worker(new URL('./live-clients.worker.mjs', import.meta.url), {
    workerData: { url, clients: CLIENTS, topic: SPORTSBOOK_LIVE_TOPIC, event: SPORTSBOOK_UPDATED_EVENT },
  });
  const reports: ClientsReport[] = [];
  let wake: (() => void) | undefined;
  worker.on('message', (report: ClientsReport) => {
    reports.push(report);
    wake?.();
  });
  const nextReport = async () => {
    while (reports.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return reports.shift() as ClientsReport;
  };
  try {
    await nextReport();
    // Every client has its first (whole) update; from here on each update follows a move.
    const moves: number[] = [];
    const started = wallClock();
    while (wallClock() - started < seconds * 1000) {
      clock += 20_000;
      moves.push(wallClock());
      await new Promise((resolve) => setTimeout(resolve, MOVE_EVERY_MS));
    }
    worker.postMessage('report');
    const report = (await nextReport()) as { latenciesAt: number[]; delivered: number };
    const elapsed = (wallClock() - started) / 1000;
    const delays = report.latenciesAt.map((at) => at - (moves.findLast((move) => move <= at) ?? at));
    return {
      clients: CLIENTS,
      moves: moves.length,
      delivered: report.delivered,
      deliveredPerSecond: Math.round(report.delivered / elapsed),
      p50Ms: percentile(delays, 0.5),
      p99Ms: percentile(delays, 0.99),
      maxMs: Math.max(...delays),
    };
  } finally {
    await worker.terminate();
    push.stop();
    channel.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

export interface PlacementResult {
  betsPerSecond: number;
  p99Ms: number;
}

/**
 * Sports bets placed per second (a single on an upcoming event: the checks, the re-quote, the pending row,
 * the stake through the seamless wallet, the bet opened), one player per worker, on the given database.
 */
export async function benchBetPlacement(
  handle: DatabaseHandle,
  workers: number,
  seconds: number,
): Promise<PlacementResult> {
  const sportsbook = createSportsbook(SETTINGS, Date.now);
  const now = Date.now();
  // A match-result price on an event an hour or more away: never live, never suspended while measured.
  const pick = sportsbook
    .events(2)
    .filter(({ fixture, view }) => view.phase === 'not-started' && fixture.startsAt > now + 3_600_000)
    .map(({ fixture }) => sportsbook.event(fixture.id))
    .map((detail) => ({ detail, main: detail?.markets.find((m) => m.key === 'match-result:match') }))
    .find(({ main }) => main?.selections[0] !== undefined);
  const upcoming = pick?.detail;
  const main = pick?.main;
  const selection = main?.selections[0];
  if (!upcoming || !main || !selection) throw new Error('no upcoming event to bet on');
  const players = await benchPlayers(handle, workers, 'provider_clearing');
  for (const player of players) await fundBenchPlayer(handle, player);
  const deps = {
    db: handle.db,
    sportsbook,
    settings: SETTINGS,
    now: () => new Date(),
    recoveryGraceMs: 30_000,
  };
  const durations: number[] = [];
  const betsPerSecond = await throughput(workers, seconds, async (worker, _sequence, measured) => {
    const params: PlaceBetParams = {
      slip_id: randomUUID(),
      type: 'single',
      selections: [
        {
          event_id: upcoming.fixture.id,
          market_key: main.key,
          selection_key: selection.key,
          odds: selection.odds,
        },
      ],
      stake: 100,
      odds_change: 'any',
    };
    const started = performance.now();
    const bet = await placeBet(deps, players[worker]?.userId as number, params);
    if (measured) durations.push(performance.now() - started);
    if (bet.status !== 'open') throw new Error(`a benchmark bet is ${bet.status}`);
  });
  return { betsPerSecond, p99Ms: percentile(durations, 0.99) };
}

export function printFanOut(result: FanOutResult) {
  console.info(
    `\nSportsbook odds fan-out: ${result.clients} live-channel clients following the live list, the feed moved every ${MOVE_EVERY_MS} ms (push tick ${ODDS_PUSH_TICK_MS} ms)`,
  );
  printTable([
    {
      moves: result.moves,
      'updates delivered': result.delivered,
      'delivered/s': result.deliveredPerSecond,
      'p50 ms': result.p50Ms.toFixed(1),
      'p99 ms': result.p99Ms.toFixed(1),
      'max ms': result.maxMs.toFixed(1),
      budget: 'p99 <= 250 ms',
    },
  ]);
  if (result.delivered < result.clients * (result.moves - 1)) {
    console.info(
      `UPDATES LOST: ${result.clients * result.moves - result.delivered} of ${result.clients * result.moves}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `node --import tsx bench/sportsbook-live.ts`: the fan-out, and placement against wallet rounds, alone.
  const database = await openBenchDatabase();
  try {
    printFanOut(await benchOddsFanOut(database.handle, BENCH_SECONDS));
    const rounds = await benchWalletRounds(database.handle, 1, BENCH_SECONDS);
    const bets = await benchBetPlacement(database.handle, 1, BENCH_SECONDS);
    console.info(
      `Sports bet placement: ${bets.betsPerSecond}/s (p99 ${bets.p99Ms.toFixed(1)} ms), ${(bets.betsPerSecond / rounds.walletRoundsPerSecond).toFixed(2)} of ${rounds.walletRoundsPerSecond} wallet rounds/s (budget >= 0.50)`,
    );
  } finally {
    await database.close();
  }
}
