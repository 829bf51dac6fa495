import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A jackpot keeps a pool in each currency it lists (decision 0061): its seed per currency, in that
  // currency's minor units. Existing jackpots keep their one currency and seed.
  await db.schema
    .alterTable('jackpots')
    .addColumn('seed_amounts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`update jackpots set seed_amounts = jsonb_build_object(currency, seed_amount)`.execute(db);
  await db.schema.alterTable('jackpots').dropColumn('currency').dropColumn('seed_amount').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jackpots')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('seed_amount', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    update jackpots set (currency, seed_amount) = (
      select key, value::bigint from jsonb_each_text(seed_amounts) order by key limit 1
    )
    where seed_amounts <> '{}'::jsonb
  `.execute(db);
  await db.schema.alterTable('jackpots').dropColumn('seed_amounts').execute();
}
