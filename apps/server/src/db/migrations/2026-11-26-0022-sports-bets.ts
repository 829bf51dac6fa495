import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A sports bet (decision 0019). Its money moves through the seamless wallet as one round named by the
  // bet id, on the game session in `session_token`: the stake is the round's bet, the return its win.
  // `pending`: stored, stake not yet taken; `open`: stake taken, legs to come in; then settled once.
  await db.schema
    .createTable('sports_bets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // The bet slip's id: the placement's idempotency key, unique per player.
    .addColumn('slip_id', 'uuid', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('single', 'accumulator', 'system', 'named')`),
    )
    // A `system` bet's combination size (2 of 2/3), or a `named` system's name (trixie).
    .addColumn('system_size', 'smallint')
    .addColumn('system_name', 'text')
    .addColumn('lines', 'integer', (c) => c.notNull().check(sql`lines >= 1`))
    .addColumn('unit_stake', 'bigint', (c) => c.notNull().check(sql`unit_stake > 0`))
    .addColumn('total_stake', 'bigint', (c) => c.notNull().check(sql`total_stake > 0`))
    // Combined decimal odds in thousandths, for display only (returns use the legs' exact prices).
    .addColumn('total_odds', 'numeric')
    .addColumn('potential_return', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'open', 'won', 'lost', 'void', 'cashed_out')`),
    )
    .addColumn('settled_return', 'bigint', (c) => c.check(sql`settled_return >= 0`))
    // Paid by partial cash-outs so far (each took its share of the unit stake off the bet).
    .addColumn('cashed_out', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`cashed_out >= 0`))
    .addColumn('session_token', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    // When the wallet acknowledged the return (or refund); a settled bet without it is paid again.
    .addColumn('paid_at', 'timestamptz')
    .addCheckConstraint(
      'sports_bets_settled',
      sql`(status in ('pending', 'open')) = (settled_at is null) and (settled_at is null) = (settled_return is null)`,
    )
    .addCheckConstraint(
      'sports_bets_system',
      sql`(kind = 'system') = (system_size is not null) and (kind = 'named') = (system_name is not null)`,
    )
    .execute();
  await sql`create unique index sports_bets_slip on sports_bets (user_id, slip_id)`.execute(db);
  // A player's history, newest first.
  await sql`create index sports_bets_history on sports_bets (user_id, placed_at desc)`.execute(db);
  // The settler's scans: stakes left untaken by a dead process, and returns not yet paid.
  await sql`create index sports_bets_pending on sports_bets (placed_at) where status = 'pending'`.execute(db);
  await sql`create index sports_bets_unpaid on sports_bets (settled_at)
    where settled_at is not null and paid_at is null`.execute(db);

  // A leg keeps the market as it was when the bet was placed: the bet settles on what it bought, never
  // on today's markets.
  await db.schema
    .createTable('sports_bet_legs')
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sports_bets.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('league_id', 'text', (c) => c.notNull())
    .addColumn('home_name', 'text', (c) => c.notNull())
    .addColumn('away_name', 'text', (c) => c.notNull())
    .addColumn('event_starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('market_key', 'text', (c) => c.notNull())
    .addColumn('market', 'jsonb', (c) => c.notNull())
    .addColumn('selection_key', 'text', (c) => c.notNull())
    .addColumn('odds', 'integer', (c) => c.notNull().check(sql`odds > 1000`))
    .addColumn('live', 'boolean', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('win', 'lose', 'push', 'half-win', 'half-lose', 'void')`),
    )
    .addColumn('settled_at', 'timestamptz')
    .addPrimaryKeyConstraint('sports_bet_legs_pk', ['bet_id', 'position'])
    .addCheckConstraint('sports_bet_legs_settled', sql`(outcome is null) = (settled_at is null)`)
    .execute();
  // The settler's scan: open bets in id order (their legs by the primary key).
  await sql`create index sports_bets_open on sports_bets (id) where status = 'open'`.execute(db);

  // Partial cash-outs: each is a win that leaves the round open, paid after its row commits (paid_at).
  await db.schema
    .createTable('sports_bet_cash_outs')
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sports_bets.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addPrimaryKeyConstraint('sports_bet_cash_outs_pk', ['bet_id', 'seq'])
    .execute();
  await sql`create index sports_bet_cash_outs_unpaid on sports_bet_cash_outs (created_at)
    where paid_at is null`.execute(db);

  // The operator's hand on the book (npm run sportsbook): markets suspended on top of the feed's own
  // suspensions (market_key '' suspends the whole event), and every action recorded.
  await db.schema
    .createTable('sportsbook_suspensions')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('market_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sportsbook_suspensions_pk', ['event_id', 'market_key'])
    .execute();
  await db.schema
    .createTable('sportsbook_operator_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('suspend', 'resume', 'settle', 'void', 'void-bet')`),
    )
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('market_key', 'text')
    .addColumn('selection_key', 'text')
    .addColumn('outcome', 'text')
    .addColumn('bet_id', 'uuid')
    // How many legs or bets the action changed.
    .addColumn('affected', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
