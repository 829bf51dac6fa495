import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppServices } from '../api/action-context.ts';
import { runPeriodically } from '../lib/periodic-task.ts';
import type { Db } from './schema.ts';

/** One table is looked after this often, so no single pause of the embedded database is long. */
const UPKEEP_EVERY_MS = 15_000;

/**
 * Vacuums and analyzes the embedded database's tables one at a time, largest first, round and round: each
 * call takes the next table that holds rows, and a new round starts from a fresh list. Answers the
 * table's name, or undefined when no table holds rows. A vacuum after the first reads only the pages
 * written since (the visibility map), so a round costs about what the writes between two rounds did.
 */
export function embeddedTableUpkeep(db: Db): () => Promise<string | undefined> {
  let queue: string[] = [];
  return async () => {
    if (queue.length === 0) queue = await tablesBySize(db);
    const table = queue.shift();
    if (table !== undefined) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
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
 * PGlite has no autovacuum, so nothing else does its work. Without statistics the planner guessed badly
 * as tables grew: a player's rounds, and a batch of rounds by their ids, were read through the partial
 * index of every real round, a scan that grew with the whole history. Without vacuum, the index entries
 * of updated rows (balances, rounds, sessions) are never reclaimed, index-only scans never skip the heap,
 * and old rows are never frozen, so a database that lives long enough would stop at transaction id
 * wraparound. PostgreSQL's autovacuum does all of this itself, so only the embedded database runs it.
 */
export async function embeddedUpkeepTimer(app: FastifyInstance, services: AppServices) {
  if (services.config.databaseUrl) return;
  const upkeepNext = embeddedTableUpkeep(services.db);
  runPeriodically(
    app,
    { intervalMs: UPKEEP_EVERY_MS, failure: 'embedded database: vacuuming a table failed' },
    upkeepNext,
  );
}
