import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A launched game: the token a provider presents on every wallet call. Demo sessions carry their own
  // play-money balance (fun credits are not money and never touch the ledger).
  await db.schema
    .createTable('game_sessions')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('sysname', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'demo')`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('fun_balance', 'bigint', (c) => c.check(sql`fun_balance >= 0`))
    // Real bets of a jackpot game feed (and may win) the jackpots.
    .addColumn('jackpot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('game_sessions_mode_owner', sql`mode = 'demo' or user_id is not null`)
    .addCheckConstraint('game_sessions_fun_only_demo', sql`(mode = 'demo') = (fun_balance is not null)`)
    .execute();
  await db.schema.createIndex('game_sessions_user').on('game_sessions').columns(['user_id']).execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('session_token', 'text', (c) => c.notNull().references('game_sessions.token'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('sysname', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
    .addColumn('total_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_win', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('game_rounds_provider_round', ['provider', 'round_id'])
    .execute();
  await db.schema.createIndex('game_rounds_user').on('game_rounds').columns(['user_id', 'id']).execute();

  // Every wallet call that moved (or refused to move) money, once per provider transaction id.
  await db.schema
    .createTable('game_wallet_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull().check(sql`operation in ('bet', 'win', 'rollback')`))
    .addColumn('round_pk', 'bigint', (c) => c.references('game_rounds.id'))
    .addColumn('session_token', 'text', (c) => c.notNull().references('game_sessions.token'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('reference_transaction_id', 'text')
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('game_wallet_transactions_id', ['provider', 'transaction_id'])
    .execute();
  // A player's request for their round history as CSV, built in the background.
  await db.schema
    .createTable('game_history_exports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'ready', 'failed')`))
    .addColumn('rows', 'integer')
    .addColumn('csv', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('game_history_exports_user')
    .on('game_history_exports')
    .columns(['user_id', 'id'])
    .execute();

  // A bet is rolled back at most once, whatever id the rollback carries.
  await sql`create unique index game_wallet_rollback_once on game_wallet_transactions (provider, reference_transaction_id) where operation = 'rollback'`.execute(
    db,
  );
}
