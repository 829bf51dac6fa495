import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The characters a player may pick (spec §1, §3), loaded from the content folder like programmes.
  await db.schema
    .createTable('loyalty_characters')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('picture', 'text', (c) => c.notNull())
    // Locale → { name }.
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();
  // The player's character: one row per player. No reference to the character: characters are content
  // and may be reseeded; a character that left the content reads as none.
  await db.schema
    .createTable('loyalty_player_characters')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('character_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Loyalty notices (spec §3 Loyalty notice), written when something happens (a level reached) and
  // handed to the player once by getnotifications (decision 0037).
  await db.schema
    .createTable('loyalty_notices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('programme_id', 'integer')
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('level', 'quest')`))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('credit', 'other')`))
    .addColumn('amount_type', 'text', (c) => c.notNull())
    // The level reached (0-based) for a level notice: its name is read in the player's locale.
    .addColumn('level', 'integer')
    // The quest completed, for a quest notice: its title is read in the player's locale.
    .addColumn('quest_id', 'integer')
    // The cause, once per player: a second process noticing the same level inserts nothing.
    .addColumn('once_key', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('loyalty_notices_once', ['user_id', 'once_key'])
    .execute();
  await sql`create index loyalty_notices_unseen on loyalty_notices (user_id, id) where seen_at is null`.execute(
    db,
  );

  // Quests (spec §1, issue 17), content like programmes: a goal (rounds of a game type, or deposits)
  // to reach within a period (day, week, month or none), rewarded with points once per period.
  await db.schema
    .createTable('loyalty_quests')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('programme_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // { kind: 'rounds', gameType?, count } or { kind: 'deposits', count }.
    .addColumn('goal', 'jsonb', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month', 'none')`))
    .addColumn('reward', 'bigint', (c) => c.notNull().check(sql`reward > 0`))
    // Locale → { title, text }.
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();
  // A player's progress in a quest's period; `completed_at` is set once, by whichever event reached the
  // goal first, and the reward is paid in that transaction. No reference to the quest (content).
  await db.schema
    .createTable('loyalty_quest_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('quest_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().check(sql`progress >= 0`))
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('loyalty_quest_progress_pk', ['user_id', 'quest_id', 'period_start'])
    .execute();
  // A quest's reward is an entry of the points ledger like a stake's (it counts towards levels).
  await sql`alter table loyalty_points
    add column quest_id integer,
    drop constraint loyalty_points_reason_check,
    drop constraint loyalty_points_sign,
    add constraint loyalty_points_reason_check
      check (reason in ('stake', 'stake_rollback', 'purchase', 'quest')),
    add constraint loyalty_points_sign
      check ((reason in ('stake', 'quest')) = (delta > 0) and (reason = 'purchase') = (product_id is not null))`.execute(
    db,
  );
}
