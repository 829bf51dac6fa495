import { pathToFileURL } from 'node:url';
import { benchDatabaseUrl, openBenchDatabase } from './bench-database.ts';
import { BENCH_SECONDS, printTable } from './load.ts';
import { benchWalletRounds } from './wallet-rounds-bench.ts';

/**
 * How many players play at once. PostgreSQL: 32 (issue 22's goal). PGlite runs one query at a time in
 * this thread, so a lone player's rounds measure what each call costs, and eight players what the batches
 * (decision 0049) make of a small site's evening: raw SQL gains nothing from them, its transactions wait
 * for the one connection.
 */
const PLAYER_COUNTS = benchDatabaseUrl ? [32] : [1, 8];

/**
 * `npm run bench:wallet`: seamless wallet rounds against raw SQL and the durable-commit ceiling, alone
 * (the money bench runs them among the other money paths), with the CPU a round costs.
 */
export async function runWalletBenchmark(): Promise<void> {
  for (const workers of PLAYER_COUNTS) {
    const database = await openBenchDatabase();
    try {
      const rounds = await benchWalletRounds(database.handle, workers, BENCH_SECONDS);
      const cpu = rounds.cpuMsPerRound;
      console.info(
        `\nWallet rounds on ${database.label}, ${workers} concurrent player(s), ${BENCH_SECONDS} s each`,
      );
      printTable([
        { path: 'game round, raw SQL (baseline)', 'per second': rounds.rawRoundsPerSecond, ratio: '1.00' },
        {
          path: `game round through the seamless wallet (p99 ${rounds.p99Ms.toFixed(1)} ms)`,
          'per second': rounds.walletRoundsPerSecond,
          ratio: (rounds.walletRoundsPerSecond / rounds.rawRoundsPerSecond).toFixed(2),
        },
        {
          path: 'durable commits, one-row insert each',
          'per second': rounds.commitsPerSecond ?? '-',
          ratio: '-',
        },
      ]);
      console.info(
        `CPU per wallet round: ${cpu.node.toFixed(2)} ms Node` +
          (cpu.postgres === undefined ? '' : `, ${cpu.postgres.toFixed(2)} ms PostgreSQL backends`) +
          `; load average ${(await import('node:os'))
            .loadavg()
            .map((load) => load.toFixed(1))
            .join(' ')}`,
      );
    } finally {
      await database.close();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runWalletBenchmark();
