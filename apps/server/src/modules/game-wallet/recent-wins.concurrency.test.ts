import { RECENT_WINS_TOPIC } from '@casino/shared/live/live-topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { createPgListener } from '../../db/pg-listener.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { playRound } from '../../test/tournament-factory.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { recentWins } from './recent-wins.service.ts';
import { startWinsPush } from './recent-wins-push.service.ts';

/** Two server processes: two pools (and two sets of in-memory caches) on one database. */
describe.skipIf(!testDatabaseUrl)('the recent wins feed across processes on PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof freshPostgres>>;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await freshPostgres();
    second = await openDatabase({ databaseUrl: first.url, poolSize: 5 });
    await first.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('pushes a win paid on one process to the followers of the other, whose own reads see it at once', async () => {
    const listener = createPgListener(first.url, () => undefined);
    const published: string[] = [];
    const push = await startWinsPush({
      db: second.db,
      listen: listener.listen,
      followed: () => [RECENT_WINS_TOPIC],
      publish: (_topic, text) => published.push(text),
      onError: (error) => {
        throw error;
      },
      intervalMs: 100,
    });
    try {
      const sysname = await catalogueGame(first.db, { jackpot: false });
      const userId = await insertPlayer(first.db);
      await fundPlayer(first.db, userId, 10_000);
      // The second process has read (and keeps for a second) the feed before the win.
      expect(await recentWins(second.db)).toEqual([]);
      // Paid by the first process only: the second hears of it through pg_notify.
      await playRound(first.db, { userId, sysname }, { bet: 100, win: 12_345 });
      await expect
        .poll(() => published.some((text) => text.includes('"amount":12345')), { timeout: 10_000 })
        .toBe(true);
      expect((await recentWins(second.db))[0]?.amount).toBe(12_345);
    } finally {
      await push.stop();
      await listener.close();
    }
  });
});
