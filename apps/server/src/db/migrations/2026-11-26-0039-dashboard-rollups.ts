import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The back-office dashboard (decision 0038): closed UTC days are rolled up once by a scheduled job;
  // today and any day not yet rolled up are read live through these indexes.
  await sql`create index ledger_transactions_created_at on ledger_transactions (created_at, id)`.execute(db);
  // "Is this the player's first deposit?" looks only at their deposits, not at every bet they made.
  await sql`create index ledger_transactions_deposits on ledger_transactions (user_id, id) where kind = 'deposit'`.execute(
    db,
  );
  await sql`create index users_created_at on users (created_at)`.execute(db);

  // One row per rolled-up day, written in the transaction that writes the day's figures: the day's
  // claim. A second job run (or process) waits on the key and then finds the day taken.
  await db.schema
    .createTable('dashboard_rollups')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('rolled_up_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('dashboard_days')
    .addColumn('day', 'date', (c) => c.notNull().references('dashboard_rollups.day'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('registrations', 'integer', (c) => c.notNull())
    .addColumn('first_deposits', 'integer', (c) => c.notNull())
    .addColumn('deposits', 'integer', (c) => c.notNull())
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull())
    .addColumn('withdrawals', 'integer', (c) => c.notNull())
    .addColumn('withdrawal_amount', 'bigint', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('casino_stakes', 'bigint', (c) => c.notNull())
    .addColumn('sports_stakes', 'bigint', (c) => c.notNull())
    .addColumn('casino_wins', 'bigint', (c) => c.notNull())
    .addColumn('sports_wins', 'bigint', (c) => c.notNull())
    .addColumn('bonus_released', 'bigint', (c) => c.notNull())
    .addColumn('cashback_paid', 'bigint', (c) => c.notNull())
    .addColumn('tournament_prizes', 'bigint', (c) => c.notNull())
    .addColumn('adjustments', 'bigint', (c) => c.notNull())
    .addColumn('active_players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_days_pkey', ['day', 'currency'])
    .execute();

  // The last rolled-up day each player staked on, per currency: the window's distinct active players
  // are those whose last day falls in it (plus who staked in the live days), one row per player
  // instead of one per player and day.
  await db.schema
    .createTable('dashboard_last_active')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('last_day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_last_active_pkey', ['currency', 'user_id'])
    .execute();
  await sql`create index dashboard_last_active_day on dashboard_last_active (currency, last_day, user_id)`.execute(
    db,
  );

  // Today's closed hours, rolled up the same way, so a read computes only the current hour live.
  // Used for the days not rolled up yet; the job deletes them once their day is.
  await db.schema
    .createTable('dashboard_hour_rollups')
    .addColumn('hour', 'timestamptz', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('dashboard_hours')
    .addColumn('hour', 'timestamptz', (c) =>
      c.notNull().references('dashboard_hour_rollups.hour').onDelete('cascade'),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('registrations', 'integer', (c) => c.notNull())
    .addColumn('first_deposits', 'integer', (c) => c.notNull())
    .addColumn('deposits', 'integer', (c) => c.notNull())
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull())
    .addColumn('withdrawals', 'integer', (c) => c.notNull())
    .addColumn('withdrawal_amount', 'bigint', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull())
    .addColumn('casino_stakes', 'bigint', (c) => c.notNull())
    .addColumn('sports_stakes', 'bigint', (c) => c.notNull())
    .addColumn('casino_wins', 'bigint', (c) => c.notNull())
    .addColumn('sports_wins', 'bigint', (c) => c.notNull())
    .addColumn('bonus_released', 'bigint', (c) => c.notNull())
    .addColumn('cashback_paid', 'bigint', (c) => c.notNull())
    .addColumn('tournament_prizes', 'bigint', (c) => c.notNull())
    .addColumn('adjustments', 'bigint', (c) => c.notNull())
    .addColumn('active_players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_hours_pkey', ['hour', 'currency'])
    .execute();
  // Who staked on a day not rolled up yet, from its rolled-up hours: the day's distinct count.
  await db.schema
    .createTable('dashboard_hour_players')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('dashboard_hour_players_pkey', ['day', 'currency', 'user_id'])
    .execute();
}
