import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Recovery of work a dead process left half done (decision 0012). A recoverer claims a row by setting
  // its lease; another process takes it only once the lease has run out (its recoverer died too).
  await db.schema.alterTable('house_rounds').addColumn('recovery_lease_until', 'timestamptz').execute();
  // The recoverer's scan: open rounds, oldest first.
  await sql`create index house_rounds_open_age on house_rounds (created_at) where status = 'open'`.execute(
    db,
  );

  // The withdrawal status the payment provider has been told (requested → the payout was handed over,
  // cancelled → the cancellation was), so one the process died before telling is told again.
  await db.schema
    .alterTable('payments')
    .addColumn('provider_status', 'text')
    .addColumn('provider_lease_until', 'timestamptz')
    .execute();
  // Rows from before this migration count as told, except withdrawals still open or cancelled: telling
  // those again is harmless (the provider's calls are idempotent by transaction).
  await sql`update payments set provider_status = status
    where not (direction = 'withdrawal' and status in ('requested', 'cancelled'))`.execute(db);
  await sql`create index payments_provider_untold on payments (created_at)
    where direction = 'withdrawal' and status in ('requested', 'cancelled')
      and provider_status is distinct from status`.execute(db);
}
