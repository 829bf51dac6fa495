import { sql } from 'kysely';
import type { Db, Trx } from '../../db/schema.ts';

/** pg_notify: every process listening on `channel` hears `payload`. */
export async function notifyPlayerChanges(db: Db | Trx, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
