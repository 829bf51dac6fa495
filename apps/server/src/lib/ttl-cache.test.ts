import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once while fresh and again after the ttl', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(100, () => now);
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 99;
    expect(await cache.get('k', load)).toBe(1);
    now = 100;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000);
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('forgets a failed load', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('drops the expired entries when the next one is stored', async () => {
    let now = 0;
    const cache = new TtlCache<string>(100, () => now);
    await cache.get('a', async () => 'a');
    now = 50;
    await cache.get('b', async () => 'b');
    now = 120;
    await cache.get('c', async () => 'c');
    // 'a' expired at 100 and went; 'b' holds until 150.
    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'stale')).toBe('b');
  });

  it('keeps at most maxEntries, dropping the entry stored longest ago', async () => {
    const cache = new TtlCache<string>(1000, Date.now, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('c', async () => 'stale')).toBe('c');
  });

  it('forgets a value on request, but not one stored after it', async () => {
    const cache = new TtlCache<number>(1000);
    const first = cache.get('k', async () => 1);
    cache.forget('k', first);
    const second = cache.get('k', async () => 2);
    cache.forget('k', first);
    expect(await cache.get('k', async () => 3)).toBe(2);
    expect(await second).toBe(2);
  });
});
