import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Wager, loss and session-time limits (decision 0031): one row per player and kind. `limit_value` is
  // the limit in force (minor units, or minutes for `session_minutes`; null = none); a looser value or a
  // removal waits for its cool-off in `pending_value` / `pending_from` (pending_from set, value null =
  // removal), as deposit limits do.
  await db.schema
    .createTable('play_limits')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('wager_day', 'wager_week', 'wager_month', 'loss_day', 'loss_week', 'loss_month', 'session_minutes')`,
        ),
    )
    .addColumn('limit_value', 'bigint', (c) => c.check(sql`limit_value > 0`))
    .addColumn('pending_value', 'bigint', (c) => c.check(sql`pending_value > 0`))
    .addColumn('pending_from', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('play_limits_pk', ['user_id', 'kind'])
    .addCheckConstraint('play_limits_pending', sql`pending_value is null or pending_from is not null`)
    .execute();

  await db.schema
    .createTable('play_limit_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Null: the limit was removed.
    .addColumn('limit_value', 'bigint')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('effective_from', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('play_limit_changes_user')
    .on('play_limit_changes')
    .columns(['user_id', 'id'])
    .execute();

  // Running totals of real-money play per calendar period (UTC day, ISO week, month), kept only while the
  // player has a wager or loss limit, in the transaction of the bet, win or rollback that changes them.
  await db.schema
    .createTable('play_usage')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('won', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('play_usage_pk', ['user_id', 'period', 'period_start'])
    .execute();

  // Take-a-break time-outs: never shortened or lifted, like self-exclusions.
  await db.schema
    .createTable('play_time_outs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('24h', '1w', '1m', '6w')`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('play_time_outs_ends_after_start', sql`ends_at > started_at`)
    .execute();
  await db.schema
    .createIndex('play_time_outs_user')
    .on('play_time_outs')
    .columns(['user_id', 'ends_at'])
    .execute();

  // Reality checks: a reminder every N minutes of play (null = off). No cool-off: it only reminds.
  await db.schema
    .createTable('play_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('reality_check_minutes', 'smallint', (c) =>
      c.check(sql`reality_check_minutes in (15, 30, 60)`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A game session whose end was brought forward by the player's session time limit: when that is, so a
  // refused bet can say why.
  await db.schema.alterTable('game_sessions').addColumn('limit_ends_at', 'timestamptz').execute();

  for (const table of ['play_time_outs', 'play_limit_changes']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function responsible_gaming_history_append_only()`.execute(db);
  }
}
