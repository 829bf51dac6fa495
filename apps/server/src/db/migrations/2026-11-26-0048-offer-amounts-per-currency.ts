import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A deposit offer's least deposit and largest bonus per currency, in that currency's minor units
  // (decision 0051): {"EUR": {"min": 1000, "max": 50000}, …}. A currency not listed has no such offer;
  // nothing is converted. Until now every amount was in USD, the only currency, so that is what the
  // existing rows say.
  await sql`alter table campaign_offers add column amounts jsonb not null default '{}'::jsonb`.execute(db);
  await sql`update campaign_offers
    set amounts = jsonb_build_object('USD', jsonb_build_object('min', min_amount, 'max', max_amount))`.execute(
    db,
  );
}
