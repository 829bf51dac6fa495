import type { PlayerCard } from '@casino/shared/backoffice/backoffice.contract';
import { mayCall, type StaffRole } from '@casino/shared/backoffice/backoffice-access';
import { type FormEvent, useState } from 'react';
import { call, errorText } from '../api.ts';
import { dateTime } from '../format.ts';
import { Notice } from '../ui/notice.tsx';

/** Staff notes on the player, newest first; a note is added, never edited (a newer one corrects it). */
export function PlayerNotes(props: { playerId: number; notes: PlayerCard['notes']; role: StaffRole }) {
  const [notes, setNotes] = useState(props.notes);
  const [error, setError] = useState<string | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    try {
      setNotes(
        await call('players.addNote', {
          id: props.playerId,
          text: String(new FormData(form).get('text') ?? ''),
        }),
      );
      form.reset();
    } catch (problem) {
      setError(errorText(problem));
    }
  }

  return (
    <section aria-labelledby="notes-title" className="card">
      <h2 id="notes-title">Notes</h2>
      {mayCall('players.addNote', props.role) && (
        <form onSubmit={add} className="note-form">
          <div className="field">
            <label htmlFor="note-text">New note</label>
            <textarea id="note-text" name="text" required maxLength={2000} rows={3} />
          </div>
          <button type="submit" className="primary">
            Add note
          </button>
          <Notice kind="error">{error}</Notice>
        </form>
      )}
      {notes.length === 0 ? (
        <p>No note yet.</p>
      ) : (
        <ol className="notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="note-meta">
                {note.staff_name} ({note.staff_email}), {dateTime(note.created_at)}
              </p>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
