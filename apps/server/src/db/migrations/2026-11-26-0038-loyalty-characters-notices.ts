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
    // The cause, once per player: a second process noticing the same level inserts nothing.
    .addColumn('once_key', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('loyalty_notices_once', ['user_id', 'once_key'])
    .execute();
  await sql`create index loyalty_notices_unseen on loyalty_notices (user_id, id) where seen_at is null`.execute(
    db,
  );
}
