import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Deposit offers, loaded from the content folder with the rest of the content.
  await db.schema
    .createTable('campaign_offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('deposit')`))
    .addColumn('first_deposit', 'boolean', (c) => c.notNull())
    .addColumn('repeatable', 'boolean', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount >= 0`))
    .addColumn('exclude_methods', sql`text[]`, (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 1000`))
    .addColumn('max_amount', 'bigint', (c) => c.notNull().check(sql`max_amount > 0`))
    .addColumn('wager', 'integer', (c) => c.notNull().check(sql`wager between 0 and 200`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days between 1 and 365`))
    // An offer with a promo code is taken by entering the code, and is not listed.
    .addColumn('promo_code', 'text')
    .addColumn('image', 'text')
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index campaign_offers_promo_code on campaign_offers (lower(promo_code)) where promo_code is not null`.execute(
    db,
  );

  // A granted bonus keeps the terms it was granted with: offers are content and may change or go.
  await db.schema
    .createTable('bonuses')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('offer_id', 'integer')
    .addColumn('payment_id', 'bigint', (c) => c.references('payments.id').unique())
    // `offer:{id}` for an offer a player takes once, `payment:{id}` for a repeatable one.
    .addColumn('once_key', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('wager_required', 'bigint', (c) => c.notNull().check(sql`wager_required >= 0`))
    // Real rounds after this one count towards wagering.
    .addColumn('wager_from_round', 'bigint', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'wagered', 'expired', 'removed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('bonuses_finished', sql`(status = 'active') = (finished_at is null)`)
    .execute();
  await sql`create unique index bonuses_once on bonuses (user_id, once_key)`.execute(db);
  // One bonus is wagered at a time: the same stakes never count for two.
  await sql`create unique index bonuses_one_active on bonuses (user_id) where status = 'active'`.execute(db);
  await sql`create index bonuses_due on bonuses (expires_at) where status = 'active'`.execute(db);
}
