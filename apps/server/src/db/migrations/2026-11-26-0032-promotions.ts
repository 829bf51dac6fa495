import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The promotions page (`/promotions`), loaded from the content folder. Each describes one thing that
  // really runs: a deposit offer, a cashback programme, or a promo code the player takes with one click
  // (`campaigns.takepromotions`). No references: content may go, the tables it names are reloaded with it.
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('offer', 'cashback', 'promo_code')`))
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
}
