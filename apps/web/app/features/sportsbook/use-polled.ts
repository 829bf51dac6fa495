import type { SportsbookUpdate } from '@casino/shared/live/live-protocol';
import { useEffect, useRef, useState } from 'react';
import { followTopic } from '../../lib/live-topics.ts';

/** How often live scores, clocks and prices are asked for again while no push arrives. */
export const LIVE_REFRESH_MS = 5_000;
/** While pushes arrive, polling only catches what a push cannot say (such as a new market's name). */
export const PUSHED_REFRESH_MS = 60_000;

/** A live channel topic that keeps the data current, and how an update applies (undefined: load again). */
export type LiveTopic<T> = { topic: string; apply(data: T, update: SportsbookUpdate): T | undefined };

/**
 * The loader's data kept current while `active` (something on the page is live) and the page is
 * visible: pushed over the live channel's topic when its socket is up, asked for again every few
 * seconds when it is not; new loader data (a navigation) replaces it at once.
 */
export function usePolled<T>(initial: T, load: () => Promise<T>, active: boolean, live?: LiveTopic<T>): T {
  const [data, setData] = useState(initial);
  const [pushed, setPushed] = useState(false);
  useEffect(() => setData(initial), [initial]);
  const current = useRef(data);
  current.current = data;
  const loadRef = useRef(load);
  loadRef.current = load;
  const applyRef = useRef(live?.apply);
  applyRef.current = live?.apply;
  const topic = live?.topic;

  const refresh = useRef(async (isCancelled: () => boolean) => {
    if (document.visibilityState !== 'visible') return;
    try {
      const fresh = await loadRef.current();
      if (!isCancelled()) setData(fresh);
    } catch {
      // The next tick tries again; what is shown stays the last known state.
    }
  }).current;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const timer = window.setInterval(
      () => void refresh(() => cancelled),
      pushed ? PUSHED_REFRESH_MS : LIVE_REFRESH_MS,
    );
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [active, pushed, refresh]);

  useEffect(() => {
    if (!active || !topic) return;
    let cancelled = false;
    const unfollow = followTopic<SportsbookUpdate>(topic, {
      onStatus: setPushed,
      onUpdate: (update) => {
        const next = applyRef.current?.(current.current, update);
        if (next === undefined) {
          void refresh(() => cancelled);
          return;
        }
        current.current = next;
        setData(next);
      },
    });
    return () => {
      cancelled = true;
      unfollow();
      setPushed(false);
    };
  }, [active, topic, refresh]);
  return data;
}
