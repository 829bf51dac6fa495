import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';

export async function values(db: DbOrTrx, userId: number, keys: readonly string[]) {
  return db
    .selectFrom('player_storage')
    .select(['key', 'value'])
    .where('user_id', '=', userId)
    .where('key', 'in', keys)
    .execute();
}

export async function keys(db: DbOrTrx, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('player_storage')
    .select('key')
    .where('user_id', '=', userId)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}

/** Serializes one player's writes, so two at once cannot both fit the quota that only one fits. */
export async function lockPlayerStorage(trx: Trx, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('player_storage'), ${userId}::int)`.execute(trx);
}

/** What the player keeps besides `key`: how many keys, and how many characters of keys and values. */
export async function usageBesides(trx: Trx, userId: number, key: string) {
  const row = await trx
    .selectFrom('player_storage')
    .select([
      sql<string>`count(*)`.as('keys'),
      sql<string>`coalesce(sum(char_length(key) + char_length(value)), 0)`.as('chars'),
    ])
    .where('user_id', '=', userId)
    .where('key', '!=', key)
    .executeTakeFirstOrThrow();
  return { keys: Number(row.keys), chars: Number(row.chars) };
}

export async function put(trx: Trx, userId: number, key: string, value: string, now: Date): Promise<void> {
  await trx
    .insertInto('player_storage')
    .values({ user_id: userId, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function remove(db: DbOrTrx, userId: number, key: string): Promise<void> {
  await db.deleteFrom('player_storage').where('user_id', '=', userId).where('key', '=', key).execute();
}
