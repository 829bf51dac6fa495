import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Tournament prizes are paid from their own pool account, which may never go negative.
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in ('main', 'bonus', 'betting_bonus', 'fun', 'withdrawal_hold', 'house', 'payment_clearing', 'provider_clearing', 'bonus_liability', 'jackpot_pool', 'tournament_pool'))`.execute(
    db,
  );
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner check ((user_id is null) = (kind in ('house', 'payment_clearing', 'provider_clearing', 'bonus_liability', 'jackpot_pool', 'tournament_pool')))`.execute(
    db,
  );

  // The operator's tournaments, loaded from the content folder with the rest of the content.
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // { rule: 'total_win' | 'biggest_multiplier' | 'stake_points', per?, points? } (tournament-rules.ts).
    .addColumn('scoring', 'jsonb', (c) => c.notNull())
    .addColumn('min_stake', 'bigint', (c) => c.notNull().check(sql`min_stake >= 0`))
    // A round qualifies on a listed game, or on a game of the category; neither given: on any game.
    .addColumn('games', sql`text[]`, (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('opt_in', 'boolean', (c) => c.notNull())
    // Prize of each place in minor units, first place first.
    .addColumn('prizes', 'jsonb', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addCheckConstraint('tournaments_period', sql`starts_at < ends_at`)
    .execute();

  // Content is reloaded at will, so nothing below references `tournaments`.
  await db.schema
    .createTable('tournament_participants')
    .addColumn('tournament_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rounds', 'integer', (c) => c.notNull().defaultTo(0))
    // When the points last grew: of equal points the earlier ranks higher.
    .addColumn('scored_at', 'timestamptz')
    .addPrimaryKeyConstraint('tournament_participants_pk', ['tournament_id', 'user_id'])
    .execute();
  await sql`create index tournament_participants_board on tournament_participants (tournament_id, points desc, scored_at, user_id)`.execute(
    db,
  );

  // A round scores once per tournament however often (or by however many processes) it is reported.
  await db.schema
    .createTable('tournament_scores')
    .addColumn('tournament_id', 'integer', (c) => c.notNull())
    .addColumn('round_pk', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_scores_pk', ['tournament_id', 'round_pk'])
    .execute();

  // A tournament finishes once: whoever inserts this row pays the prizes, in the same transaction.
  await db.schema
    .createTable('tournament_results')
    .addColumn('tournament_id', 'integer', (c) => c.primaryKey())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('total_points', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('tournament_prizes')
    .addColumn('tournament_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('place', 'integer', (c) => c.notNull().check(sql`place >= 1`))
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addPrimaryKeyConstraint('tournament_prizes_pk', ['tournament_id', 'user_id'])
    .execute();
}
