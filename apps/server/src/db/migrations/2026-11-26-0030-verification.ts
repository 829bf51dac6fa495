import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The platform's side of identity verification: one applicant per player at the provider, and what
  // the provider last said of it (spec §4 verification states; decision 0028).
  await db.schema
    .createTable('verification_applicants')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('applicant_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('init', 'pending', 'approved', 'rejected')`),
    )
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('verification_applicants_provider_id', ['provider', 'applicant_id'])
    .execute();
  await sql`create index verification_applicants_pending on verification_applicants (updated_at) where status = 'pending'`.execute(
    db,
  );
  // Every webhook event applied, by the provider's id: a replayed notice is refused.
  await db.schema
    .createTable('verification_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The built-in provider's own store (providers/demo-kyc), as a vendor keeps its applicants: the
  // platform never reads it.
  await db.schema
    .createTable('kyc_demo_applicants')
    .addColumn('applicant_id', 'text', (c) => c.primaryKey())
    .addColumn('external_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('init', 'pending', 'approved', 'rejected')`),
    )
    .addColumn('document_type', 'text')
    .addColumn('reject_reason', 'text')
    // Which images are stored under DATA_DIR (front, back, selfie).
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .execute();
}
