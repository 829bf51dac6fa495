import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Delivery bookkeeping: a claimed or failed message waits until next_attempt_at, and attempts caps retries.
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .execute();
  // The dispatcher polls for undelivered messages in id order; sent ones, the bulk, stay out of the index.
  await db.schema
    .createIndex('outbox_messages_undelivered')
    .on('outbox_messages')
    .columns(['channel', 'id'])
    .where(sql.ref('status'), '<>', 'sent')
    .execute();
}
