import type { Jackpot } from '@casino/shared/contract/jackpots.contract';
import { useEffect, useState } from 'react';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';

/** Pools grow with every real bet: refreshed while the page is visible. */
export const JACKPOT_REFRESH_MS = 5_000;

export function useLiveJackpots(initial: Jackpot[]): Jackpot[] {
  // The client's code loads with the first refresh: the home page shows the pools too (its JS budget).
  const api = useDeferredApi();
  const [jackpots, setJackpots] = useState(initial);
  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const fresh = await api('Jackpots.get', {});
        if (!cancelled) setJackpots(fresh);
      } catch {
        // The next tick tries again; the amounts shown stay the last known ones.
      }
    };
    const timer = window.setInterval(refresh, JACKPOT_REFRESH_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [api]);
  return jackpots;
}
