import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_UPDATED_CHANNEL } from '../wallet/balance-notices.service.ts';
import { BALANCE_COALESCE_MS, startBalanceFeed } from './balance-feed.ts';

/** A stand-in for LISTEN: the test sends the notices. */
function fakeListen() {
  const subscribers = new Map<string, (payload: string) => void>();
  return {
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      subscribers.set(channel, onPayload);
      return async () => {
        subscribers.delete(channel);
      };
    },
    notify: (payload: string) => subscribers.get(BALANCE_UPDATED_CHANNEL)?.(payload),
    subscribed: () => subscribers.has(BALANCE_UPDATED_CHANNEL),
  };
}

describe('balance feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of notices into one delivery per player, only for players served here', async () => {
    const source = fakeListen();
    const deliveries: number[][] = [];
    const feed = await startBalanceFeed({
      listen: source.listen,
      wants: (userId) => userId !== 3,
      deliver: async (userIds) => {
        deliveries.push(userIds);
      },
      onError: (error) => {
        throw error;
      },
    });
    for (const payload of ['1', '2', '1', '3', 'not a number', '1', '3,4,x,2']) source.notify(payload);
    await vi.advanceTimersByTimeAsync(BALANCE_COALESCE_MS - 1);
    expect(deliveries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(deliveries).toEqual([[1, 2, 4]]);

    source.notify('2');
    await vi.advanceTimersByTimeAsync(BALANCE_COALESCE_MS);
    expect(deliveries).toEqual([[1, 2, 4], [2]]);

    source.notify('1');
    await feed.stop();
    await vi.advanceTimersByTimeAsync(BALANCE_COALESCE_MS);
    expect(deliveries).toHaveLength(2);
    expect(source.subscribed()).toBe(false);
  });
});
