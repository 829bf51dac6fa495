import { useEffect, useRef, useState } from 'react';

/** How often live scores, clocks and prices are asked for again. */
export const LIVE_REFRESH_MS = 5_000;

/**
 * The loader's data, asked for again every few seconds while `active` (something on the page is live)
 * and the page is visible; new loader data (a navigation) replaces it at once.
 */
export function usePolled<T>(initial: T, load: () => Promise<T>, active: boolean): T {
  const [data, setData] = useState(initial);
  useEffect(() => setData(initial), [initial]);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const timer = window.setInterval(async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const fresh = await loadRef.current();
        if (!cancelled) setData(fresh);
      } catch {
        // The next tick tries again; what is shown stays the last known state.
      }
    }, LIVE_REFRESH_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [active]);
  return data;
}
