import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per player who ever set a deposit limit: the limit in force (null = none) with the start of
  // its first window, and a higher limit or a removal waiting for its cool-off.
  await db.schema
    .createTable('deposit_limits')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('period_days', 'smallint', (c) => c.check(sql`period_days in (1, 7, 14, 30)`))
    .addColumn('limit_amount', 'bigint', (c) => c.check(sql`limit_amount > 0`))
    .addColumn('window_start', 'timestamptz')
    .addColumn('pending_period_days', 'smallint', (c) => c.check(sql`pending_period_days in (1, 7, 14, 30)`))
    .addColumn('pending_limit_amount', 'bigint', (c) => c.check(sql`pending_limit_amount > 0`))
    .addColumn('pending_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'deposit_limits_current',
      sql`(period_days is null) = (limit_amount is null) and (period_days is null) = (window_start is null)`,
    )
    // A waiting change is a limit (period and amount) or a removal (neither), and always has its time.
    .addCheckConstraint(
      'deposit_limits_pending',
      sql`(pending_period_days is null) = (pending_limit_amount is null) and (pending_from is not null or pending_period_days is null)`,
    )
    .execute();

  // Every change a player asked for, with when it takes effect: the history support and audits read.
  await db.schema
    .createTable('deposit_limit_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // Null period and amount: the limit was removed.
    .addColumn('period_days', 'smallint')
    .addColumn('limit_amount', 'bigint')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('effective_from', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_limit_changes_user')
    .on('deposit_limit_changes')
    .columns(['user_id', 'id'])
    .execute();

  // A self-exclusion is never shortened or lifted: a new one can only add time, as a new row.
  await db.schema
    .createTable('self_exclusions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('period', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`period in ('1d', '7d', '30d', '3m', '6m', '9m', '1y', '2y', '3y', '4y', '5y', 'permanent')`,
        ),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    // Null: permanent.
    .addColumn('ends_at', 'timestamptz')
    .addCheckConstraint('self_exclusions_ends_after_start', sql`ends_at is null or ends_at > started_at`)
    .addCheckConstraint('self_exclusions_permanent', sql`(ends_at is null) = (period = 'permanent')`)
    .execute();
  await db.schema
    .createIndex('self_exclusions_user')
    .on('self_exclusions')
    .columns(['user_id', 'started_at'])
    .execute();

  await sql`
    create function responsible_gaming_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: % refused', tg_table_name, tg_op;
    end
    $$`.execute(db);
  for (const table of ['self_exclusions', 'deposit_limit_changes']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function responsible_gaming_history_append_only()`.execute(db);
  }
}
