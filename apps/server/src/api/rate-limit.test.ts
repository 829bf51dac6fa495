import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { freshPglite } from '../test/test-app.ts';
import { consumeRateLimit, pruneRateLimits, RATE_LIMITS } from './rate-limit.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshPglite();
});
afterAll(() => database.close());

describe('rate-limit counters', () => {
  it('are pruned once the longest window has passed, and a pruned key starts afresh', async () => {
    const now = new Date();
    const dayAgo = new Date(now.getTime() - 24 * 3600_000 - 1000);
    for (let hit = 0; hit < 11; hit++) {
      await consumeRateLimit(database.db, RATE_LIMITS.loginByAccount, 'old@example.com', dayAgo).catch(
        () => {},
      );
    }
    await consumeRateLimit(database.db, RATE_LIMITS.loginByAccountDaily, 'recent@example.com', now);
    expect(await pruneRateLimits(database.db, now)).toBe(1);
    const keys = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['login:account:day:recent@example.com']);
    await expect(
      consumeRateLimit(database.db, RATE_LIMITS.loginByAccount, 'old@example.com', now),
    ).resolves.toBeUndefined();
  });
});
