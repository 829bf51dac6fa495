import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type BatchOutcome, statementBatches } from './statement-batches.ts';

/** A batcher whose batches are recorded and answered with each item doubled. */
function recorded(max: number, lingerMs?: number) {
  const batches: number[][] = [];
  const send = async (items: number[]): Promise<BatchOutcome<number>[]> => {
    batches.push(items);
    return items.map((item) => (item < 0 ? { error: new Error(`refused ${item}`) } : { value: item * 2 }));
  };
  return { batches, batcher: statementBatches(send, max, lingerMs === undefined ? {} : { lingerMs }) };
}

describe('statementBatches', () => {
  it('sends what was made in one turn together, and what arrives meanwhile as the next batch', async () => {
    const { batches, batcher } = recorded(3);
    const first = [batcher(1), batcher(2)];
    await sleep(0);
    const later = [batcher(3), batcher(4), batcher(5), batcher(-6)];
    expect(await Promise.all(first)).toEqual([2, 4]);
    await expect(later[3]).rejects.toThrow('refused -6');
    expect(await Promise.all(later.slice(0, 3))).toEqual([6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4, 5], [-6]]);
  });

  it('with a linger, waits for more items unless a batch is full or it is flushed', async () => {
    const { batches, batcher } = recorded(3, 200);
    const started = performance.now();
    const made = [batcher(1), batcher(2)];
    await sleep(50);
    expect(batches).toEqual([]);
    expect(await Promise.all(made)).toEqual([2, 4]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(batches).toEqual([[1, 2]]);

    const full = [batcher(3), batcher(4), batcher(5)];
    await sleep(20);
    expect(batches).toHaveLength(2);
    expect(await Promise.all(full)).toEqual([6, 8, 10]);

    const flushed = batcher(7);
    batcher.flush();
    await sleep(20);
    expect(batches).toEqual([[1, 2], [3, 4, 5], [7]]);
    expect(await flushed).toBe(14);
    // Nothing is left to send when the linger would have ended.
    await sleep(200);
    expect(batches).toHaveLength(3);
  });
});
