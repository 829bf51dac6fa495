import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The operator's cashback programmes, loaded from the content folder with the rest of the content.
  await db.schema
    .createTable('cashback_programmes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // Periods are consecutive windows of `period_hours` starting at `period_anchor` (a Monday 00:00 UTC
    // and 168 hours make weekly cashback).
    .addColumn('period_anchor', 'timestamptz', (c) => c.notNull())
    .addColumn('period_hours', 'integer', (c) => c.notNull().check(sql`period_hours between 1 and 8784`))
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 100`))
    // Currency → { min, max } in minor units; a player in a currency not listed gets no cashback.
    .addColumn('limits', 'jsonb', (c) => c.notNull())
    .addColumn('payout_days', 'integer', (c) => c.notNull().check(sql`payout_days between 1 and 365`))
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();

  // A granted cashback keeps its amount and deadline: programmes are content and may change or go.
  await db.schema
    .createTable('cashbacks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('programme_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('losses', 'bigint', (c) => c.notNull().check(sql`losses > 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'paid_out', 'expired', 'removed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('receiving_expired_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('cashbacks_finished', sql`(status = 'active') = (finished_at is null)`)
    .execute();
  // The job may run in several processes at once: a period's cashback exists once per player and currency.
  await sql`create unique index cashbacks_once on cashbacks (user_id, programme_id, period_start, currency)`.execute(
    db,
  );
  await sql`create index cashbacks_user on cashbacks (user_id, period_end desc)`.execute(db);
  await sql`create index cashbacks_due on cashbacks (receiving_expired_at) where status = 'active'`.execute(
    db,
  );
  // The job sums a period's real rounds by when they closed.
  await sql`create index game_rounds_real_closed on game_rounds (closed_at) where mode = 'real'`.execute(db);
}
