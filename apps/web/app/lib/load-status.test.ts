import { describe, expect, it, vi } from 'vitest';
import { followLoad, type Loaded } from './load-status.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followLoad (spec §3 page-load status)', () => {
  it('is pending, then success with the data', async () => {
    const states: Loaded<number>[] = [];
    followLoad(Promise.resolve(7), (state) => states.push(state));
    expect(states).toEqual([{ status: 'pending', data: null }]);
    await settle();
    expect(states.at(-1)).toEqual({ status: 'success', data: 7 });
  });

  it('is pending, then error when the load fails', async () => {
    const set = vi.fn();
    followLoad(Promise.reject(new Error('offline')), set);
    await settle();
    expect(set.mock.calls.map(([state]) => state.status)).toEqual(['pending', 'error']);
  });

  it('reports nothing more once stopped (a load that no longer matters)', async () => {
    const set = vi.fn();
    const stop = followLoad(Promise.resolve('late'), set);
    stop();
    await settle();
    expect(set.mock.calls.map(([state]) => state.status)).toEqual(['pending']);
  });
});
