import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { walletCall } from '../game-wallet/seamless-wallet.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { stakesEarned } from './loyalty.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

// The demo quests (content/site.json): 1 "Slot explorer" 50 slot rounds a week (200 points), 2 "Double
// top-up" two deposits a week (300 points), 3 "Daily ten" 10 rounds of any rated game a day (50 points).

interface Quest {
  id: number;
  title: string;
  progress: number;
  count: number;
  completed: boolean;
  reward: number;
  period: string;
  resets_at: string | null;
}

async function info(player: TestPlayer, lang = 'en') {
  const response = await getAction(t, 'loyalty.getinfo', { lang }, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    points: number;
    lifetime_points: number;
    quests: Quest[];
    history: { delta: number; reason: string; title: string | null }[];
  };
}

async function gameOf(type: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', type as 'slot')
    .where('is_active', '=', true)
    .where('has_jackpot', '=', false)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.sysname;
}

async function rounds(player: TestPlayer, sysname: string, count: number, stake = 100) {
  const session = await openGameSession(t.database.db, {
    userId: player.uid,
    sysname,
    mode: 'real',
    now: new Date(),
  });
  for (let i = 0; i < count; i += 1) {
    const bet = {
      session: session.token,
      transaction_id: randomUUID(),
      round_id: randomUUID(),
      amount: stake,
    };
    await walletCall(t.database.db, 'house', 'bet', bet, new Date());
    // A provider's retry of the same bet counts nothing more.
    await walletCall(t.database.db, 'house', 'bet', bet, new Date());
  }
  await stakesEarned(t.database.db);
}

describe('quests', () => {
  it('getinfo lists the quests with progress, reward and reset time, localized', async () => {
    const player = await registerPlayer(t);
    const { quests } = await info(player, 'de');
    expect(quests.map((q) => [q.id, q.title, q.progress, q.count, q.reward, q.period, q.completed])).toEqual([
      [1, 'Slot-Entdecker', 0, 50, 200, 'week', false],
      [2, 'Doppelt aufladen', 0, 2, 300, 'week', false],
      [3, 'Tägliche Zehn', 0, 10, 50, 'day', false],
    ]);
    expect(new Date(quests[2]!.resets_at!).getTime()).toBeGreaterThan(Date.now());
  });

  it('real rounds advance the round quests once each; reaching the goal pays the reward once', async () => {
    const player = await registerPlayer(t);
    await fundPlayer(t.database.db, player.uid, 1_000_000);
    await rounds(player, await gameOf('slot'), 9); // 10 points each
    let now = await info(player);
    expect(now.quests.map((q) => q.progress)).toEqual([9, 0, 9]);
    expect(now.points).toBe(90);

    await rounds(player, await gameOf('live'), 2, 500); // 10 points each; only the daily quest counts them
    now = await info(player);
    expect(now.quests.map((q) => [q.progress, q.completed])).toEqual([
      [9, false],
      [0, false],
      [10, true],
    ]);
    expect(now.points).toBe(90 + 20 + 50);
    expect(now.history.filter((entry) => entry.reason === 'quest')).toEqual([
      expect.objectContaining({ delta: 50, title: 'Daily ten' }),
    ]);

    // Completed: more rounds change neither the quest nor pay again.
    await rounds(player, await gameOf('slot'), 1);
    now = await info(player);
    expect(now.quests[2]).toMatchObject({ progress: 10, completed: true });
    expect(now.points).toBe(90 + 20 + 50 + 10);

    const notices = (await getAction(t, 'loyalty.getnotifications', {}, player)).json().data.items;
    expect(notices).toMatchObject([
      { trigger: 'quest', amount: 50, type: 'credit', amountType: 'points', title: 'Daily ten' },
    ]);
  });

  it('two credited deposits complete the deposit quest', async () => {
    const player = await registerPlayer(t);
    for (let i = 0; i < 2; i += 1) {
      const response = await postAction(
        t,
        'makedeposit',
        { method: 'visa_mastercard', amount: '5000' },
        player,
      );
      expect(response.statusCode, response.body).toBe(200);
      const paid = await t.app.inject({
        method: 'POST',
        url: response.json().data.url,
        payload: form({ outcome: 'success' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.statusCode).toBeLessThan(400);
    }
    const now = await info(player);
    expect(now.quests[1]).toMatchObject({ progress: 2, completed: true });
    expect(now.points).toBe(300);
    expect(now.lifetime_points).toBe(300);
  });
});
