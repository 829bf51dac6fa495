import { pathToFileURL } from 'node:url';
import { benchDatabaseUrl, openBenchDatabase } from './bench-database.ts';
import { benchDeposits } from './deposit-bench.ts';
import { benchLedger } from './ledger-bench.ts';
import { BENCH_SECONDS, printTable } from './load.ts';
import { benchBetPlacement, benchOddsFanOut, printFanOut } from './sportsbook-live.ts';
import { benchWalletRounds } from './wallet-rounds-bench.ts';

/**
 * The money paths in process, on a database of their own: ledger postings through the service against
 * raw SQL, deposits end to end, sports bet placement against wallet rounds; then the sportsbook's odds
 * fan-out over the live channel. PGlite runs one query at a time in this very thread, so one worker
 * measures it; on PostgreSQL 32 concurrent players do.
 */
export async function runMoneyBenchmarks(): Promise<void> {
  const workers = benchDatabaseUrl ? 32 : 1;
  const database = await openBenchDatabase();
  try {
    const ledger = await benchLedger(database.handle, workers, BENCH_SECONDS);
    const deposits = await benchDeposits(database.handle, workers, BENCH_SECONDS);
    const rounds = await benchWalletRounds(database.handle, workers, BENCH_SECONDS);
    const bets = await benchBetPlacement(database.handle, workers, BENCH_SECONDS);
    console.info(
      `\nMoney paths on ${database.label}, ${workers} concurrent player(s), ${BENCH_SECONDS} s each`,
    );
    printTable([
      { path: 'ledger posting, raw SQL (baseline)', 'per second': ledger.rawPerSecond, ratio: '1.00' },
      {
        path: 'ledger posting, postTransaction',
        'per second': ledger.servicePerSecond,
        ratio: (ledger.servicePerSecond / ledger.rawPerSecond).toFixed(2),
      },
      {
        path: 'game round (bet + win), raw SQL (baseline)',
        'per second': rounds.rawRoundsPerSecond,
        ratio: '1.00',
      },
      {
        path: `game round through the seamless wallet (p99 ${rounds.p99Ms.toFixed(1)} ms)`,
        'per second': rounds.walletRoundsPerSecond,
        ratio: (rounds.walletRoundsPerSecond / rounds.rawRoundsPerSecond).toFixed(2),
      },
      ...(rounds.commitsPerSecond === undefined
        ? []
        : [
            {
              path: 'durable commits, one-row insert each (the ceiling: a round is two)',
              'per second': rounds.commitsPerSecond,
              ratio: '-',
            },
          ]),
      {
        path: `sports bet placed, a single (p99 ${bets.p99Ms.toFixed(1)} ms; budget >= 0.50 of wallet rounds)`,
        'per second': bets.betsPerSecond,
        ratio: `${(bets.betsPerSecond / rounds.walletRoundsPerSecond).toFixed(2)} of rounds`,
      },
      {
        path: 'deposit end to end (makedeposit → webhook → credited)',
        'per second': deposits.depositsPerSecond,
        ratio: '-',
      },
    ]);
    const cpu = rounds.cpuMsPerRound;
    console.info(
      `CPU per wallet round: ${cpu.node.toFixed(2)} ms Node` +
        (cpu.postgres === undefined ? '' : `, ${cpu.postgres.toFixed(2)} ms PostgreSQL backends`),
    );
    console.info(
      deposits.violations === 0
        ? 'Ledger consistent after the money benchmarks.'
        : `LEDGER VIOLATIONS after the money benchmarks: ${deposits.violations}`,
    );
    if (deposits.violations > 0) process.exitCode = 1;
    printFanOut(await benchOddsFanOut(database.handle, BENCH_SECONDS));
  } finally {
    await database.close();
  }
}

// `node --import tsx bench/money-bench.ts` runs these alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMoneyBenchmarks();
