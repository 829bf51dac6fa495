import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Bets staked from the betting bonus (decision 0048). A betting bonus's money is `amount + played`, as
  // a casino bonus's is (0041): bonus-funded stakes take from it, their returns give back; never below 0.
  await sql`alter table betting_bonuses add column played bigint not null default 0`.execute(db);
  await sql`alter table betting_bonuses add constraint betting_bonuses_money_non_negative check (amount + played >= 0)`.execute(
    db,
  );
  // Which balance a bet is staked from; a bonus-funded bet names its bonus, and notes (under its row's
  // lock) that its stake was taken, so a refund gives back exactly a stake that was taken.
  await sql`alter table sports_bets add column funding text not null default 'main' check (funding in ('main', 'betting_bonus'))`.execute(
    db,
  );
  await sql`alter table sports_bets add column betting_bonus_id integer references betting_bonuses (id)`.execute(
    db,
  );
  await sql`alter table sports_bets add constraint sports_bets_funding_bonus check ((funding = 'betting_bonus') = (betting_bonus_id is not null))`.execute(
    db,
  );
  await sql`alter table sports_bets add column bonus_staked boolean not null default false`.execute(db);
  // Resettlement: an operator's correction of a settled leg changes its bets' returns by correcting
  // postings; each correction of a bet is one row (seq: its order), its posting keyed by it.
  await sql`alter table sports_bets add column resettled integer not null default 0 check (resettled >= 0)`.execute(
    db,
  );
  await db.schema
    .createTable('sports_bet_resettlements')
    .addColumn('bet_id', 'uuid', (c) => c.notNull().references('sports_bets.id'))
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 1`))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('from_return', 'bigint', (c) => c.notNull())
    .addColumn('to_return', 'bigint', (c) => c.notNull())
    // What the correcting posting moved (to the player when positive); less than the difference only
    // when a debit found less money than it asked for: the rest is the shortfall.
    .addColumn('posted', 'bigint', (c) => c.notNull())
    .addColumn('shortfall', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`shortfall >= 0`))
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sports_bet_resettlements_pk', ['bet_id', 'seq'])
    .execute();
  await sql`alter table sportsbook_operator_actions drop constraint sportsbook_operator_actions_action_check`.execute(
    db,
  );
  await sql`alter table sportsbook_operator_actions add constraint sportsbook_operator_actions_action_check check (action in ('suspend', 'resume', 'settle', 'void', 'void-bet', 'resettle'))`.execute(
    db,
  );
}
