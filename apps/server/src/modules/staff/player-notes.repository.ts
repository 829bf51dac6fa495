import type { DbOrTrx } from '../../db/schema.ts';

/** The notes' only write: an insert (the table refuses UPDATE, DELETE and TRUNCATE). */
export function insertPlayerNote(db: DbOrTrx, note: { userId: number; staffId: number; text: string }) {
  return db
    .insertInto('player_notes')
    .values({ user_id: note.userId, staff_id: note.staffId, text: note.text })
    .returning(['id', 'user_id', 'staff_id', 'text', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A player's notes, newest first, with who wrote each. */
export function playerNotes(db: DbOrTrx, userId: number, limit: number) {
  return db
    .selectFrom('player_notes')
    .innerJoin('staff_users', 'staff_users.id', 'player_notes.staff_id')
    .select([
      'player_notes.id',
      'player_notes.text',
      'player_notes.created_at',
      'player_notes.staff_id',
      'staff_users.name as staff_name',
      'staff_users.email as staff_email',
    ])
    .where('player_notes.user_id', '=', userId)
    .orderBy('player_notes.id', 'desc')
    .limit(limit)
    .execute();
}
