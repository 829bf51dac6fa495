import { type FormEvent, useState } from 'react';
import { errorText } from '../api.ts';

export interface Outcome {
  kind: 'error' | 'success';
  text: string;
}

/**
 * A queue's decisions (approve, or refuse with a reason): the outcome notice, the row whose refusal asks
 * for its reason, and the reload once a decision went through.
 */
export function useDecision<Key>(reload: () => void) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** The row whose refusal asks for its reason (shown in a row below it). */
  const [refusing, setRefusing] = useState<Key | null>(null);

  async function decide(action: () => Promise<unknown>, done: string) {
    setOutcome(null);
    try {
      await action();
      setRefusing(null);
      setOutcome({ kind: 'success', text: done });
      reload();
    } catch (problem) {
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  return { outcome, refusing, setRefusing, decide };
}

/** The reason a refusal form was sent with (its page handles it; the browser does not submit). */
export function submittedReason(event: FormEvent<HTMLFormElement>): string {
  event.preventDefault();
  return String(new FormData(event.currentTarget).get('reason') ?? '');
}
