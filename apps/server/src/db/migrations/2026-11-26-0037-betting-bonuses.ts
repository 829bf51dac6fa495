import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Betting bonus offers are content (site.json `bettingOffers`), reloaded with it: the sports welcome
  // offer (`registration`, for players who register with is_betting = 1) and promo codes.
  await db.schema
    .createTable('betting_offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('registration', 'promo_code')`))
    .addColumn('code', 'text')
    .addColumn('amounts', 'jsonb', (c) => c.notNull())
    .addColumn('wager', 'integer', (c) => c.notNull())
    .addColumn('min_odds', 'numeric(8, 2)', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('betting_offers_code', sql`(trigger = 'promo_code') = (code is not null)`)
    .execute();
  await sql`create unique index betting_offers_code_unique on betting_offers (lower(code)) where code is not null`.execute(
    db,
  );

  // A betting bonus: its money is on the player's `betting_bonus` account from the grant while it is
  // pending or active; each ending is one posting keyed by the bonus (decision 0036).
  await db.schema
    .createTable('betting_bonuses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // No foreign key: offers are content and are replaced on a reload; the bonus copies its terms.
    .addColumn('offer_id', 'integer')
    .addColumn('once_key', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('wager_required', 'bigint', (c) => c.notNull().check(sql`wager_required >= 0`))
    .addColumn('wagered', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_odds', 'numeric(8, 2)', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'active', 'wagered', 'expired', 'removed')`),
    )
    // Settled bets placed from this moment count towards the bonus (while it is active).
    .addColumn('activated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('texts', 'jsonb')
    .addCheckConstraint(
      'betting_bonuses_finished',
      sql`(status in ('pending', 'active')) = (finished_at is null)`,
    )
    .addCheckConstraint('betting_bonuses_activated', sql`status <> 'active' or activated_at is not null`)
    .execute();
  await sql`create unique index betting_bonuses_once on betting_bonuses (user_id, once_key)`.execute(db);
  // At most one active betting bonus per player (casino bonuses have their own, decision 0022).
  await sql`create unique index betting_bonuses_one_active on betting_bonuses (user_id) where status = 'active'`.execute(
    db,
  );
  await sql`create index betting_bonuses_due on betting_bonuses (expires_at) where status in ('pending', 'active')`.execute(
    db,
  );

  // The settled bets that counted towards a betting bonus: a bet counts once, for one bonus.
  await db.schema
    .createTable('betting_bonus_wagers')
    .addColumn('bet_id', 'uuid', (c) => c.primaryKey().references('sports_bets.id'))
    .addColumn('bonus_id', 'integer', (c) => c.notNull().references('betting_bonuses.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('counted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index betting_bonus_wagers_bonus on betting_bonus_wagers (bonus_id)`.execute(db);
}
