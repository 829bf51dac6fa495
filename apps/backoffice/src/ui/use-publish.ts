import { type FormEvent, useState } from 'react';
import { ApiCallError, errorText } from '../api.ts';

/**
 * The state every content editor keeps while it publishes (decisions 0042, 0046, 0055): whether a save
 * is under way, the server's refusal per field, and the refusal in words. `publish` runs one save and
 * hands its result on; a refusal stays on the form.
 */
export function usePublish() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function publish<T>(event: FormEvent, save: () => Promise<T>, onSaved: (saved: T) => void) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    setFieldErrors({});
    try {
      const saved = await save();
      setSaving(false);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiCallError) setFieldErrors(error.invalidParameters);
      setProblem(errorText(error));
      setSaving(false);
    }
  }

  return { fieldErrors, problem, saving, publish };
}

/**
 * What a list of editable items keeps (banners, pages, games, messages, offers): the item open in an
 * editor and what the last publish said. `done` closes the editor with the editor's message (none
 * when cancelled) and reloads the list after a publish.
 */
export function useEditing<T>(reload: () => void) {
  const [editing, setEditing] = useState<T | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  return {
    editing,
    outcome,
    /** Opens `item` (or closes the editor with null), forgetting the last message. */
    edit: (item: T | null) => {
      setOutcome(null);
      setEditing(item);
    },
    /** Moves the open editor to another item (another language of the same page) without a message. */
    switchTo: setEditing,
    done: (published: string | null) => {
      setEditing(null);
      setOutcome(published);
      if (published) reload();
    },
  };
}
