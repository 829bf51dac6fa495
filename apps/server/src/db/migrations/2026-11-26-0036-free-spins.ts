import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Free-spin packs (decision 0035): spins of one house slot at a fixed stake, granted once per
  // `once_key`; each spin takes one from `spins_left` by a conditional update, and the winnings of the
  // pack's rounds become one wager-to-release bonus (`bonus_id`) when the pack ends.
  await db.schema
    .createTable('free_spin_packs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('once_key', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'integer')
    .addColumn('sysname', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total > 0`))
    .addColumn('spins_left', 'integer', (c) => c.notNull().check(sql`spins_left >= 0`))
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('wager', 'integer', (c) => c.notNull().check(sql`wager between 0 and 200`))
    .addColumn('bonus_days', 'integer', (c) => c.notNull().check(sql`bonus_days between 1 and 365`))
    // The sum of the payouts of the pack's closed rounds, added once per round as it closes.
    .addColumn('winnings', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`winnings >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'finished', 'expired')`),
    )
    // Locale → title (the offer's words at the grant: content may change later).
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('bonus_id', 'integer', (c) => c.references('bonuses.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('free_spin_packs_once', ['user_id', 'once_key'])
    .execute();
  await sql`create index free_spin_packs_user on free_spin_packs (user_id, created_at desc)`.execute(db);
  // What the expiry job scans: open packs by their end.
  await sql`create index free_spin_packs_due on free_spin_packs (expires_at) where status = 'active'`.execute(
    db,
  );
  // A house round played as a free spin names its pack: no wallet call bets or pays it.
  await sql`alter table house_rounds add column free_spin_pack_id integer references free_spin_packs (id)`.execute(
    db,
  );
  await sql`create index house_rounds_free_spin_pack on house_rounds (free_spin_pack_id) where free_spin_pack_id is not null`.execute(
    db,
  );
  // A deposit offer may come with a pack: { game, count, stake, days, wager } (content `freeSpins`).
  await sql`alter table campaign_offers add column free_spins jsonb`.execute(db);
}
