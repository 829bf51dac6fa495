import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The operator's loyalty programmes and shop products, loaded from the content folder.
  await db.schema
    .createTable('loyalty_programmes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sysname', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    // Game type → points per 100 minor units staked.
    .addColumn('rates', 'jsonb', (c) => c.notNull())
    // Lowest first: [{ points, points_bonus }], the lifetime points a level starts at (the first at 0)
    // and its perk, that many percent more points per stake.
    .addColumn('levels', 'jsonb', (c) => c.notNull())
    // Locale → title, text, points alias and level names.
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('loyalty_products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('programme_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price > 0`))
    // What the purchase grants, e.g. { kind: 'bonus', amounts, wager, days }.
    .addColumn('grant', 'jsonb', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();

  // A player's points in a programme: a balance kept beside its append-only entries (decision 0026).
  // No reference to the programme: programmes are content and may be reseeded.
  await db.schema
    .createTable('loyalty_accounts')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('programme_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points >= 0`))
    // Points ever earned (stakes less their rollbacks): what levels are reached by; spending keeps it.
    .addColumn('lifetime_points', 'bigint', (c) => c.notNull().check(sql`lifetime_points >= 0`))
    .addPrimaryKeyConstraint('loyalty_accounts_pk', ['user_id', 'programme_id'])
    .execute();
  await db.schema
    .createTable('loyalty_points')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('programme_id', 'integer', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('stake', 'stake_rollback', 'purchase')`),
    )
    // The cause, once: a wallet transaction or a purchase; a repeat of the cause changes nothing.
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // The product bought, for purchases.
    .addColumn('product_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'loyalty_points_sign',
      sql`(reason = 'stake') = (delta > 0) and (reason = 'purchase') = (product_id is not null)`,
    )
    .execute();
  await sql`create unique index loyalty_points_once on loyalty_points (programme_id, idempotency_key)`.execute(
    db,
  );
  await sql`create index loyalty_points_user on loyalty_points (user_id, programme_id, id desc)`.execute(db);
  // A shop bonus has no offer or promo code to take its title from: it keeps its own.
  await sql`alter table bonuses add column texts jsonb`.execute(db);
}
