import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Player accounts may never go below zero; the house and the clearing accounts mirror money that is
  // outside the platform (owed to or by a payment provider), so their balances may.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('main', 'bonus', 'betting_bonus', 'fun', 'withdrawal_hold', 'house', 'payment_clearing', 'provider_clearing', 'bonus_liability')`,
        ),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_negative', 'boolean', (c) => c.notNull().defaultTo(false))
    // A house or clearing account is split into shards so concurrent players do not queue on one row lock.
    .addColumn('shard', 'smallint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('ledger_accounts_balance_non_negative', sql`allow_negative or balance >= 0`)
    .addCheckConstraint(
      'ledger_accounts_owner',
      sql`(user_id is null) = (kind in ('house', 'payment_clearing', 'provider_clearing', 'bonus_liability'))`,
    )
    .execute();
  await sql`create unique index ledger_accounts_player on ledger_accounts (user_id, kind, currency) where user_id is not null`.execute(
    db,
  );
  await sql`create unique index ledger_accounts_system on ledger_accounts (kind, currency, shard) where user_id is null`.execute(
    db,
  );

  // One row per balance change; an idempotency key makes a retried external movement return the first one.
  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('request_hash', 'text')
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('reference', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_transactions_user')
    .on('ledger_transactions')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();

  // Append-only: history is corrected by new transactions, never by editing old ones.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name;
    end
    $$`.execute(db);
  for (const table of ['ledger_transactions', 'ledger_entries']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_append_only()`.execute(db);
  }
}
