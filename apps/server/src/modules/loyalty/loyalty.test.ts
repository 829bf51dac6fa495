import { randomUUID } from 'node:crypto';
import { SPORTSBOOK_SYSNAME } from '@casino/shared/constants';
import type { GameType } from '@casino/shared/contract/games.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { openGameSession, realGameSession } from '../game-wallet/game-sessions.service.ts';
import { walletCall } from '../game-wallet/seamless-wallet.service.ts';
import { refundStake, SPORTSBOOK_PROVIDER, takeStake } from '../sportsbook/bet-money.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { stakesEarned } from './loyalty.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // No jackpot draws: a won jackpot would not change the points but would the balances some tests read.
  await t.database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

// The demo content's programme (content/site.json): 10 points per $1 on slots, 2 on live games; Silver
// at 1,000 lifetime points earns 10% more; the $2 bonus costs 50 points.

async function gameOfType(db: Db, type: GameType, jackpot = false): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .where('has_jackpot', '=', jackpot)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.sysname;
}

async function funded(): Promise<TestPlayer> {
  const player = await registerPlayer(t);
  await fundPlayer(t.database.db, player.uid, 1_000_000);
  return player;
}

async function session(player: TestPlayer, sysname: string, mode: 'real' | 'demo' = 'real') {
  const opened = await openGameSession(t.database.db, { userId: player.uid, sysname, mode, now: new Date() });
  return opened.token;
}

/** A round through the seamless wallet as a provider plays it: a bet, then a win that closes it. */
async function round(token: string, stake: number, transactionId = randomUUID()) {
  const roundId = randomUUID();
  const bet = { session: token, transaction_id: transactionId, round_id: roundId, amount: stake };
  await walletCall(t.database.db, 'house', 'bet', bet, new Date());
  return { bet, roundId };
}

/** The player's standing once the stakes made so far have earned (they earn after the wallet answers). */
async function info(player: TestPlayer) {
  await stakesEarned(t.database.db);
  const response = await getAction(t, 'loyalty.getinfo', {}, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    points: number;
    lifetime_points: number;
    pointsAlias: string;
    levels: { level: number; name: string; points: number; progress: number; is_current: boolean }[];
    history: { delta: number; reason: string; title: string | null }[];
  };
}

describe('earning points from real stakes', () => {
  it('a real round earns points at its game type rate, once however often its bet is retried', async () => {
    const player = await funded();
    const token = await session(player, await gameOfType(t.database.db, 'slot'));
    const { bet, roundId } = await round(token, 250);
    // The provider retries the same call (a lost answer): answered again, earns nothing more.
    await walletCall(t.database.db, 'house', 'bet', bet, new Date());
    await walletCall(
      t.database.db,
      'house',
      'win',
      { session: token, transaction_id: randomUUID(), round_id: roundId, amount: 100, finished: true },
      new Date(),
    );
    const standing = await info(player);
    expect(standing).toMatchObject({ points: 25, lifetime_points: 25, pointsAlias: 'Aurora points' });
    expect(standing.history).toEqual([expect.objectContaining({ delta: 25, reason: 'stake', title: null })]);
    expect(standing.levels.map((level) => [level.name, level.progress, level.is_current])).toEqual([
      ['Bronze', 100, true],
      ['Silver', 2, false],
      ['Gold', 0, false],
    ]);
  });

  it('rates differ per game type; a jackpot game earns like a plain one; play money earns nothing', async () => {
    const player = await funded();
    await round(await session(player, await gameOfType(t.database.db, 'live')), 1_000);
    expect((await info(player)).points).toBe(20);
    await round(await session(player, await gameOfType(t.database.db, 'slot', true)), 1_000);
    expect((await info(player)).points).toBe(120);
    await round(await session(player, await gameOfType(t.database.db, 'slot'), 'demo'), 1_000);
    expect((await info(player)).points).toBe(120);
  });

  it('a sports bet earns at the betting rate; a refunded one gives its points back', async () => {
    const player = await funded();
    const session = await realGameSession(t.database.db, {
      userId: player.uid,
      sysname: SPORTSBOOK_SYSNAME,
      provider: SPORTSBOOK_PROVIDER,
      now: new Date(),
    });
    const bet = { id: randomUUID(), session_token: session.token, total_stake: minorUnits(2_000) };
    expect(await takeStake(t.database.db, bet, new Date())).toBe('ok');
    expect((await info(player)).points).toBe(100);
    await refundStake(t.database.db, bet, new Date());
    expect((await info(player)).points).toBe(0);
  });

  it("a rolled-back stake takes its points back; a level's perk adds to what stakes earn", async () => {
    const player = await funded();
    const token = await session(player, await gameOfType(t.database.db, 'slot'));
    const { bet, roundId } = await round(token, 5_000);
    expect((await info(player)).points).toBe(500);
    const rollback = {
      session: token,
      transaction_id: randomUUID(),
      round_id: roundId,
      reference_transaction_id: bet.transaction_id,
    };
    await walletCall(t.database.db, 'house', 'rollback', rollback, new Date());
    await walletCall(t.database.db, 'house', 'rollback', rollback, new Date());
    expect(await info(player)).toMatchObject({ points: 0, lifetime_points: 0 });
    // 1,000 points reach Silver; from then on a stake earns 10% more.
    await round(token, 10_000);
    await round(token, 1_000);
    const standing = await info(player);
    expect(standing).toMatchObject({ points: 1_110, lifetime_points: 1_110 });
    expect(standing.levels.find((level) => level.is_current)?.name).toBe('Silver');
  });

  it('a rollback sent as soon as its bet is answered still finds and takes back what the stake earns', async () => {
    const player = await funded();
    const token = await session(player, await gameOfType(t.database.db, 'slot'));
    const bet = { session: token, transaction_id: randomUUID(), round_id: randomUUID(), amount: 3_000 };
    await walletCall(t.database.db, 'house', 'bet', bet, new Date());
    await walletCall(
      t.database.db,
      'house',
      'rollback',
      {
        session: token,
        transaction_id: randomUUID(),
        round_id: bet.round_id,
        reference_transaction_id: bet.transaction_id,
      },
      new Date(),
    );
    const standing = await info(player);
    expect(standing).toMatchObject({ points: 0, lifetime_points: 0 });
    expect(standing.history.map((entry) => entry.delta)).toEqual([-300, 300]);
  });

  it('stakes made together earn together: each once, and a later stake at the level the earlier reached', async () => {
    const [first, second] = [await funded(), await funded()];
    const slot = await gameOfType(t.database.db, 'slot');
    const [firstToken, secondToken] = [await session(first, slot), await session(second, slot)];
    const repeated = {
      session: secondToken,
      transaction_id: randomUUID(),
      round_id: randomUUID(),
      amount: 500,
    };
    // In one turn of the event loop, so the loyalty hook earns for them as one batch.
    await Promise.all([
      round(firstToken, 10_000),
      round(firstToken, 1_000),
      walletCall(t.database.db, 'house', 'bet', repeated, new Date()),
      walletCall(t.database.db, 'house', 'bet', repeated, new Date()),
    ]);
    // 10,000 earn 1,000 points and reach Silver; the 1,000 made after them earn 110 (10% more): a stake
    // earns at the level the stakes before it reached, in the batch as one at a time.
    expect(await info(first)).toMatchObject({ lifetime_points: 1_110 });
    // The repeated bet moved money once and earned once.
    expect(await info(second)).toMatchObject({ points: 50, lifetime_points: 50 });
  });
});

describe('programmes and the shop', () => {
  it('lists the programmes with their levels; an unknown sysname is an InvalidParameter', async () => {
    const list = await getAction(t, 'loyalty.getPrograms', {});
    expect(list.json().data).toMatchObject({
      total: 1,
      items: [{ sysname: 'aurora-club', levels: [{ points: 0 }, { points: 1_000 }, { points: 5_000 }] }],
    });
    const one = await getAction(t, 'loyalty.getProgram', { sysname: 'aurora-club' }, undefined);
    expect(one.json().data.title).toBe('Aurora Club');
    const unknown = await getAction(t, 'loyalty.getProgram', { sysname: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.error_data).toEqual({ sysname: ['NOT_FOUND'] });
  });

  it('buys a bonus with points, once per idempotency key; without the points it refuses and changes nothing', async () => {
    const player = await funded();
    const products = (await getAction(t, 'loyalty.getproducts', {}, player)).json().data;
    expect(products[0]).toMatchObject({
      id: 1,
      price: 50,
      grant: { kind: 'bonus', amount: 200, currency: 'USD' },
    });
    const refused = await postAction(t, 'loyalty.buyproduct', { id: '1', idempotency_key: 'a' }, player);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.error_data).toEqual({ id: ['INSUFFICIENT_POINTS'] });

    await round(await session(player, await gameOfType(t.database.db, 'slot')), 600);
    await stakesEarned(t.database.db);
    for (let i = 0; i < 2; i += 1) {
      const bought = await postAction(t, 'loyalty.buyproduct', { id: '1', idempotency_key: 'b' }, player);
      expect(bought.json(), bought.body).toEqual({ data: 1 });
    }
    const standing = await info(player);
    expect(standing).toMatchObject({ points: 10, lifetime_points: 60 });
    expect(standing.history[0]).toMatchObject({ delta: -50, reason: 'purchase', title: '$2 bonus' });
    const bonuses = (await getAction(t, 'bonuses.get', {}, player)).json().data;
    expect(bonuses).toEqual([expect.objectContaining({ title: '$2 bonus', amount: 200, status: 'active' })]);

    const unknown = await postAction(t, 'loyalty.buyproduct', { id: '999' }, player);
    expect(unknown.json().error.error_data).toEqual({ id: ['NOT_FOUND'] });
    expect((await postAction(t, 'loyalty.buyproduct', { id: '1' }, undefined)).statusCode).toBe(401);
  });
});

describe('a free-spin product (decision 0044)', () => {
  it('is listed with its pack, and buying it takes the points and grants the pack once', async () => {
    const player = await funded();
    const products = (await getAction(t, 'loyalty.getproducts', {}, player)).json().data;
    expect(products.find((product: { id: number }) => product.id === 4)).toMatchObject({
      price: 150,
      title: '25 free spins',
      grant: { kind: 'free_spins', game: 'secrets-of-gems', count: 25, stake: 20, currency: 'USD' },
    });
    await round(await session(player, await gameOfType(t.database.db, 'slot')), 1_600);
    await stakesEarned(t.database.db);
    for (let i = 0; i < 2; i += 1) {
      const bought = await postAction(t, 'loyalty.buyproduct', { id: '4', idempotency_key: 'spins' }, player);
      expect(bought.json(), bought.body).toEqual({ data: 1 });
    }
    expect(await info(player)).toMatchObject({ points: 10 });
    const packs = (await getAction(t, 'freespins.get', { fields: 'description' }, player)).json().data;
    expect(packs).toEqual([
      expect.objectContaining({
        remaining_count: 25,
        description: expect.objectContaining({ title: '25 free spins', stake: 20, wager: 10 }),
      }),
    ]);
    expect((await getAction(t, 'bonuses.get', {}, player)).json().data).toEqual([]);
  });
});
