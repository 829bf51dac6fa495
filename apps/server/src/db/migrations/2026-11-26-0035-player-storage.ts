import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // storage.get / getKeys / set: a player's own small settings, kept across devices. The quota (keys
  // and characters per player) is checked by the service in the transaction that writes.
  await db.schema
    .createTable('player_storage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('player_storage_pkey', ['user_id', 'key'])
    .execute();
}
