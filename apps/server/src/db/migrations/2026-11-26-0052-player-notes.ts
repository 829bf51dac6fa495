import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Staff notes on a player (issue 18, decision 0055): who wrote what and when, append-only like the
  // audit log — a note is corrected by a newer note, never edited or removed.
  await db.schema
    .createTable('player_notes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index player_notes_user on player_notes (user_id, id desc)`.execute(db);
  await sql`
    create function player_notes_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'player notes are append-only: % refused', tg_op;
    end
    $$`.execute(db);
  await sql`create trigger player_notes_append_only before update or delete on player_notes
    for each row execute function player_notes_append_only()`.execute(db);
  await sql`create trigger player_notes_no_truncate before truncate on player_notes
    for each statement execute function player_notes_append_only()`.execute(db);
}
