import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Promo codes that grant a bonus by themselves (`campaigns.activateOffer`), loaded from the content
  // folder; a deposit offer's code stays on `campaign_offers`.
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    // Currency → bonus amount in minor units; a player whose currency is missing cannot take it.
    .addColumn('amounts', 'jsonb', (c) => c.notNull())
    .addColumn('wager', 'integer', (c) => c.notNull().check(sql`wager between 0 and 200`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days between 1 and 365`))
    // Bonuses granted by the code in all, over every player; null is no limit.
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index promo_codes_code on promo_codes (lower(code))`.execute(db);
  // No reference: promo codes are content and may go; the bonus keeps its terms.
  await sql`alter table bonuses add column promo_code_id integer`.execute(db);
  await sql`create index bonuses_promo_code on bonuses (promo_code_id) where promo_code_id is not null`.execute(
    db,
  );
}
