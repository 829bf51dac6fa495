import type { PlayerNote } from '@casino/shared/backoffice/backoffice.contract';
import type { Db } from '../../db/schema.ts';
import { type Actor, recordAudit } from './audit.service.ts';
import { insertPlayerNote, playerNotes } from './player-notes.repository.ts';

/** How many notes the card shows; older ones stay in the table and in the audit log. */
export const PLAYER_NOTES_LIMIT = 100;

/** A player's notes as the card shows them, newest first. */
export async function notesOf(db: Db, userId: number): Promise<PlayerNote[]> {
  const rows = await playerNotes(db, userId, PLAYER_NOTES_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    staff_email: row.staff_email,
    created_at: row.created_at.toISOString(),
  }));
}

/**
 * Adds a note (append-only: a mistake is corrected by a newer note); the note and its audit row are one
 * transaction. The author is the signed-in staff member, the time the database's. Answers the notes
 * after it, as the card lists them.
 */
export async function addNote(
  db: Db,
  actor: Actor & { staffId: number },
  note: { userId: number; text: string },
): Promise<PlayerNote[]> {
  await db.transaction().execute(async (trx) => {
    const inserted = await insertPlayerNote(trx, {
      userId: note.userId,
      staffId: actor.staffId,
      text: note.text,
    });
    await recordAudit(trx, actor, {
      action: 'players.addNote',
      target: { type: 'player', id: note.userId },
      after: { note: inserted.id, text: inserted.text },
    });
  });
  return notesOf(db, note.userId);
}
