import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppServices } from '../api/action-context.ts';
import { runPeriodically } from '../lib/periodic-task.ts';
import type { Db } from './schema.ts';

/** One table is analyzed this often, so no single pause of the embedded database is long. */
const ANALYZE_EVERY_MS = 15_000;

/**
 * Analyzes the embedded database's tables one at a time, largest first, round and round: each call takes
 * the next table that holds rows, and a new round starts from a fresh list. Answers the table's name, or
 * undefined when no table holds rows.
 */
export function embeddedTableAnalyzer(db: Db): () => Promise<string | undefined> {
  let queue: string[] = [];
  return async () => {
    if (queue.length === 0) queue = await tablesBySize(db);
    const table = queue.shift();
    if (table !== undefined) await sql`analyze ${sql.table(table)}`.execute(db);
    return table;
  };
}

/** The public schema's tables with any pages, largest first. */
async function tablesBySize(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and pg_relation_size(c.oid) > 0
    order by pg_relation_size(c.oid) desc, c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * PGlite has no autovacuum, so nothing else gathers the planner's statistics. Without them it guessed
 * badly as tables grew: a player's rounds, and a batch of rounds by their ids, were read through the
 * partial index of every real round, a scan that grew with the whole history. PostgreSQL's autovacuum
 * does this itself, so only the embedded database runs it.
 */
export async function embeddedStatisticsTimer(app: FastifyInstance, services: AppServices) {
  if (services.config.databaseUrl) return;
  const analyzeNext = embeddedTableAnalyzer(services.db);
  runPeriodically(
    app,
    { intervalMs: ANALYZE_EVERY_MS, failure: 'embedded database: analyzing a table failed' },
    analyzeNext,
  );
}
