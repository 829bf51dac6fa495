import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Free spins from promo codes (decision 0044): a code may grant a pack, a bonus or both; a code without
  // a bonus has no amounts.
  await sql`alter table promo_codes add column free_spins jsonb`.execute(db);
  // A code's uses count the players holding its pack (`once_key` promo:{id}) as well as its bonus.
  await sql`create index free_spin_packs_once_key on free_spin_packs (once_key)`.execute(db);
  // Cashback paid as a casino bonus: null pays real money, {wager, days} a bonus wagered `wager` times.
  await sql`alter table cashback_programmes add column bonus jsonb`.execute(db);
  // A tournament prize may be free spins instead of (or as well as) cash: the pack's spins, no posting.
  await sql`alter table tournament_prizes add column free_spins integer not null default 0 check (free_spins >= 0)`.execute(
    db,
  );
  await sql`alter table tournament_prizes drop constraint tournament_prizes_amount_check`.execute(db);
  await sql`alter table tournament_prizes add constraint tournament_prizes_something_won
    check (amount >= 0 and (amount > 0 or free_spins > 0))`.execute(db);
  await sql`alter table tournament_prizes alter column ledger_transaction_id drop not null`.execute(db);
}
