import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import type { AppConfig } from '../apps/server/src/config.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { openGameSession } from '../apps/server/src/modules/game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../apps/server/src/modules/game-wallet/wallet-client.ts';
import { postTransaction } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { throughput } from './bench-database.ts';
import { type BenchAccounts, benchPlayers, rawPosting, rawTransaction } from './ledger-bench.ts';
import { percentile } from './percentile.ts';

const STAKE = 100;
const FUNDS = 100_000_000;

export interface WalletRoundsResult {
  workers: number;
  walletRoundsPerSecond: number;
  rawRoundsPerSecond: number;
  p99Ms: number;
  /** PostgreSQL only: one-row transactions per second, each its own durable commit (the disk's ceiling). */
  commitsPerSecond: number | undefined;
  /** CPU per wallet round: this process, and the PostgreSQL backends when the server runs on this machine. */
  cpuMsPerRound: { node: number; postgres: number | undefined };
}

/**
 * Game rounds (a bet, then a win closing the round) through the seamless wallet — signed request,
 * signature check, protocol validation, idempotency record, round bookkeeping, two ledger postings —
 * against the same two postings as raw SQL, on the same database in the same run. The game is one
 * outside the jackpots, so both sides move exactly the same money.
 */
export async function benchWalletRounds(
  handle: DatabaseHandle,
  workers: number,
  seconds: number,
): Promise<WalletRoundsResult> {
  const config = { sessionSecret: randomBytes(32).toString('base64url') } as AppConfig;
  const players = await benchPlayers(handle, workers, 'provider_clearing');
  for (const player of players) await fundBenchPlayer(handle, player);
  const inTransaction = rawTransaction(handle);
  const rawRoundsPerSecond = await throughput(workers, seconds, async (worker, sequence) => {
    const player = players[worker] as BenchAccounts;
    await inTransaction((query) => rawPosting(query, player, `bench:raw-bet:${sequence}`, -STAKE));
    await inTransaction((query) => rawPosting(query, player, `bench:raw-win:${sequence}`, STAKE));
  });

  const game = await handle.db
    .selectFrom('games')
    .select('sysname')
    .where('has_jackpot', '=', false)
    .where('is_active', '=', true)
    .limit(1)
    .executeTakeFirstOrThrow();
  const sessions = await Promise.all(
    players.map((player) =>
      openGameSession(handle.db, {
        userId: player.userId,
        sysname: game.sysname,
        mode: 'real',
        now: new Date(),
      }),
    ),
  );
  const wallet = houseWalletClient({ db: handle.db, config });
  const durations: number[] = [];
  let allRounds = 0;
  const nodeBefore = process.cpuUsage();
  const postgresBefore = await backendCpuMs(handle);
  const walletRoundsPerSecond = await throughput(workers, seconds, async (worker, _sequence, measured) => {
    const session = sessions[worker]?.token as string;
    const round = randomUUID();
    const started = performance.now();
    const bet = await wallet.bet({ session, transaction_id: `${round}:bet`, round_id: round, amount: STAKE });
    const win = await wallet.win({ session, transaction_id: `${round}:win`, round_id: round, amount: STAKE });
    allRounds += 1;
    if (measured) durations.push(performance.now() - started);
    if (bet.status !== 'ok' || win.status !== 'ok') throw new Error('a benchmark round was refused');
  });
  const nodeUsed = process.cpuUsage(nodeBefore);
  const postgresAfter = await backendCpuMs(handle);
  // The CPU was read across the warm-up second too, so it is shared among every round of both.
  const rounds = allRounds;
  const cpuMsPerRound = {
    node: (nodeUsed.user + nodeUsed.system) / 1_000 / rounds,
    postgres:
      postgresBefore === undefined || postgresAfter === undefined
        ? undefined
        : (postgresAfter - postgresBefore) / rounds,
  };
  return {
    workers,
    walletRoundsPerSecond,
    rawRoundsPerSecond,
    p99Ms: percentile(durations, 0.99),
    commitsPerSecond: await commitCeiling(handle, workers, seconds),
    cpuMsPerRound,
  };
}

/**
 * CPU used so far by this database's PostgreSQL backends (from /proc, in ms), or undefined when the
 * server is not on this machine. The machine is shared, so throughput alone says little: CPU per round
 * is what two cores divide into rounds per second.
 */
async function backendCpuMs(handle: DatabaseHandle): Promise<number | undefined> {
  if (!handle.pool) return undefined;
  const { rows } = await handle.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  let ticks = 0;
  let seen = 0;
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      seen += 1;
    } catch {
      // Not on this machine, or the backend has just ended.
    }
  }
  // utime and stime count in USER_HZ, 100 per second on Linux.
  return seen === 0 ? undefined : ticks * 10;
}

/**
 * A round is two commits, each waiting for its WAL flush; this measures how many durable commits the
 * server manages at all with the same concurrency (a one-row insert each), so the rounds can be read
 * against the machine's ceiling.
 */
async function commitCeiling(handle: DatabaseHandle, workers: number, seconds: number) {
  if (!handle.pool) return undefined;
  const pool = handle.pool;
  await pool.query('create table bench_commits (id bigserial primary key, worker integer not null)');
  return throughput(workers, seconds, async (worker) => {
    await pool.query('insert into bench_commits (worker) values ($1)', [worker]);
  });
}

export async function fundBenchPlayer(handle: DatabaseHandle, player: BenchAccounts) {
  await handle.db.transaction().execute((trx) =>
    postTransaction(trx, {
      kind: 'bench_funding',
      userId: player.userId,
      legs: [
        { accountId: player.main, amount: minorUnits(FUNDS) },
        { accountId: player.clearing, amount: negateMinor(minorUnits(FUNDS)) },
      ],
    }),
  );
}
