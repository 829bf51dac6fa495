import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Jackpot pools are house-side ledger accounts that may never go negative.
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in ('main', 'bonus', 'betting_bonus', 'fun', 'withdrawal_hold', 'house', 'payment_clearing', 'provider_clearing', 'bonus_liability', 'jackpot_pool'))`.execute(
    db,
  );
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner check ((user_id is null) = (kind in ('house', 'payment_clearing', 'provider_clearing', 'bonus_liability', 'jackpot_pool')))`.execute(
    db,
  );

  await db.schema
    .createTable('jackpots')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sysname', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('seed_amount', 'bigint', (c) => c.notNull().check(sql`seed_amount > 0`))
    // Share of every real bet on a participating game, in basis points.
    .addColumn('contribution_bp', 'integer', (c) =>
      c.notNull().check(sql`contribution_bp between 1 and 1000`),
    )
    // A bet of 1.00 wins with probability 1 / odds_per_unit (scaled by the stake).
    .addColumn('odds_per_unit', 'bigint', (c) => c.notNull().check(sql`odds_per_unit > 0`))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('jackpot_wins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('jackpot_id', 'integer', (c) => c.notNull().references('jackpots.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('sysname', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // The draw, revealed so anyone can recompute it: HMAC-SHA256(server_seed, draw_input).
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('draw_input', 'text', (c) => c.notNull().unique())
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('won_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('jackpot_wins_recent')
    .on('jackpot_wins')
    .columns(['jackpot_id', 'id'])
    .execute();
}
