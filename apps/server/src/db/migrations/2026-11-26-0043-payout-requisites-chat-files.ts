import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Payout details (card, IBAN, wallet) the operator checks before the first payout to them (spec §8
  // Requisites* errors; decision 0045). Only a keyed fingerprint and the masked form are kept: the
  // number itself never is, and the fingerprint cannot be reversed without the server's secret.
  await db.schema
    .createTable('payout_requisites')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('masked', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'fraudulent')`),
    )
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'bigint', (c) => c.references('staff_users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('payout_requisites_user_fingerprint', ['user_id', 'fingerprint'])
    .execute();
  // Who else holds the same details (the fraud rule), and the back-office queue.
  await sql`create index payout_requisites_fingerprint on payout_requisites (fingerprint)`.execute(db);
  await sql`create index payout_requisites_pending on payout_requisites (created_at) where status = 'pending'`.execute(
    db,
  );

  // Chat attachments move to the file store (DATA_DIR or an S3-compatible bucket) like identity
  // documents; messages keep the key. Pictures stored before stay in `attachment`.
  await db.schema.alterTable('support_messages').addColumn('attachment_key', 'text').execute();
}
