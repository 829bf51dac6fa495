import { sql } from 'kysely';
import type { Db } from './schema.ts';

/** The cheapest round trip: throws when the database cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** A read of the served schema (readiness): throws when the database cannot serve. */
export async function readAnyLocale(db: Db): Promise<void> {
  await db.selectFrom('locales').select('code').limit(1).execute();
}
