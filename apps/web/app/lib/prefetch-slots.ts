/** Spec §9: at most this many route prefetches at a time. */
export const ROUTE_PREFETCH_MAX_CONCURRENT = 5;

/**
 * A queue of prefetches of which at most `max` run at once. `take` runs `start` when a slot is free
 * (at once, or when one is given back) and answers the function that gives the slot back, or leaves
 * the queue if it has not started; calling it again does nothing.
 */
export function createPrefetchSlots(max = ROUTE_PREFETCH_MAX_CONCURRENT) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    while (running < max && waiting.length > 0) {
      running++;
      waiting.shift()?.();
    }
  };
  return {
    take(start: () => void): () => void {
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      const run = () => {
        state = 'running';
        start();
      };
      waiting.push(run);
      next();
      return () => {
        if (state === 'running') running--;
        else if (state === 'waiting') waiting.splice(waiting.indexOf(run), 1);
        state = 'done';
        next();
      };
    },
  };
}
