import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Mail headers beside the text (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
  await sql`alter table outbox_messages add column headers jsonb`.execute(db);
  // The used marker of single-use e-mail links (decision 0029): a link's nonce, kept until the link
  // expires, after which its signature refuses it anyway.
  await db.schema
    .createTable('mail_link_uses')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_link_uses_expires_at')
    .on('mail_link_uses')
    .column('expires_at')
    .execute();
  // Support.sendFeedback: what a player or guest wrote to support, as it was sent.
  await db.schema
    .createTable('feedback_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    // The address to answer: a guest's own, a player's e-mail contact (null when the player has none).
    .addColumn('email', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_messages_user')
    .on('feedback_messages')
    .columns(['user_id', 'created_at'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
}
