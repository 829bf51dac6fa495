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
