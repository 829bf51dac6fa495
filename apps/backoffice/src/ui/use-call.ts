import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../api.ts';

/** Loads data once per `key` (and again on `reload`), with its error as text. */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setError(null);
    load().then(
      (value) => current && setData(value),
      (problem: unknown) => current && setError(errorText(problem)),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, error, reload };
}
