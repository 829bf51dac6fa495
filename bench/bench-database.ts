import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { contentDir } from '../apps/server/src/repo-paths.ts';
import { seedDatabase } from '../apps/server/src/seed-database.ts';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** What the numbers were measured on, for the printout. */
  label: string;
  close(): Promise<void>;
}

/** The PostgreSQL server to measure on (BENCH_DATABASE_URL, else DATABASE_URL); unset means PGlite. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * A migrated, seeded database of its own for the in-process benchmarks: a new database on the PostgreSQL
 * server (dropped again by `close`, so no real data is ever touched), or an embedded one in a temp dir.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  if (benchDatabaseUrl) {
    const name = `casino_bench_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: benchDatabaseUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(benchDatabaseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 40 });
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, contentDir, { onlyIfEmpty: false });
    return {
      handle,
      label: `PostgreSQL (${url.host})`,
      close: async () => {
        await handle.close();
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-bench-db-'));
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, contentDir, { onlyIfEmpty: false });
  return {
    handle,
    label: 'PGlite (embedded)',
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `workers` loops of `step` for `seconds` (after a one-second warm-up); answers completed steps per
 * second. `step` hears whether it is measured, so latencies are taken as the rate is: without the warm-up's
 * first plans and cold caches.
 */
export async function throughput(
  workers: number,
  seconds: number,
  step: (worker: number, sequence: number, measured: boolean) => Promise<void>,
): Promise<number> {
  let sequence = 0;
  let measured = false;
  const run = async (ms: number) => {
    const until = Date.now() + ms;
    let done = 0;
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        while (Date.now() < until) {
          sequence += 1;
          await step(worker, sequence, measured);
          done += 1;
        }
      }),
    );
    return done;
  };
  await run(1_000);
  measured = true;
  const started = performance.now();
  const done = await run(seconds * 1_000);
  return Math.round(done / ((performance.now() - started) / 1_000));
}
