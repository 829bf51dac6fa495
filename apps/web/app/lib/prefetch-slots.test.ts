import { describe, expect, it } from 'vitest';
import { createPrefetchSlots, ROUTE_PREFETCH_MAX_CONCURRENT } from './prefetch-slots.ts';

describe('route prefetch slots (spec §9: at most 5 concurrent)', () => {
  it('runs five at once and starts the sixth when one ends', () => {
    expect(ROUTE_PREFETCH_MAX_CONCURRENT).toBe(5);
    const slots = createPrefetchSlots();
    const started: number[] = [];
    const ends = [1, 2, 3, 4, 5, 6, 7].map((n) => slots.take(() => started.push(n)));
    expect(started).toEqual([1, 2, 3, 4, 5]);
    ends[2]?.();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    // Given back twice, a slot still counts once.
    ends[2]?.();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    ends[0]?.();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('drops a waiting prefetch that is called off, without taking its turn', () => {
    const slots = createPrefetchSlots(1);
    const started: string[] = [];
    const first = slots.take(() => started.push('a'));
    const second = slots.take(() => started.push('b'));
    slots.take(() => started.push('c'));
    second();
    first();
    expect(started).toEqual(['a', 'c']);
  });

  it('never has more than five running, whichever ends first', () => {
    const slots = createPrefetchSlots();
    const running = new Set<number>();
    let most = 0;
    let started = 0;
    const ends: (() => void)[] = [];
    for (let n = 0; n < 40; n++) {
      const end = slots.take(() => {
        started++;
        running.add(n);
        most = Math.max(most, running.size);
      });
      ends.push(() => {
        running.delete(n);
        end();
      });
      // Now and then the newest running one ends, now and then the oldest request (maybe still waiting).
      if (n % 3 === 0) ends.shift()?.();
      if (n % 4 === 0) ends.splice(running.size - 1, 1)[0]?.();
    }
    for (let end = ends.shift(); end; end = ends.shift()) end();
    expect(most).toBe(5);
    expect(running.size).toBe(0);
    expect(started).toBeGreaterThan(5);
  });
});
