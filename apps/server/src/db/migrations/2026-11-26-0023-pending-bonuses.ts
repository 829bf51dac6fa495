import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A bonus may wait (`pending`) while another is active; its money is on the bonus balance either way.
  await sql`alter table bonuses drop constraint bonuses_status_check`.execute(db);
  await sql`alter table bonuses add constraint bonuses_status_check
    check (status in ('pending', 'active', 'wagered', 'expired', 'removed'))`.execute(db);
  await sql`alter table bonuses drop constraint bonuses_finished`.execute(db);
  await sql`alter table bonuses add constraint bonuses_finished
    check ((status in ('pending', 'active')) = (finished_at is null))`.execute(db);
  // Wagering done in earlier activations; stakes on rounds after `wager_from_round` add to it while
  // the bonus is active again.
  await sql`alter table bonuses add column wagered_before bigint not null default 0`.execute(db);
  // The expiry timer's scan: pending bonuses run out too.
  await sql`drop index bonuses_due`.execute(db);
  await sql`create index bonuses_due on bonuses (expires_at) where status in ('pending', 'active')`.execute(
    db,
  );
}
