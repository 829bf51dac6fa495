import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { contentDir } from '../../repo-paths.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { createTestApp, freshPglite, testConfig } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../game-wallet/wallet-client.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { drawValue, jackpotsView, jackpotWinners, seedJackpots, winProbability } from './jackpots.service.ts';

async function pools(db: Db, currency = 'USD') {
  return Object.fromEntries(
    (await jackpotsView(db, currency)).map((jackpot) => [jackpot.sysname, jackpot.amount]),
  );
}

async function realBet(db: Db, amount: number, funds = 1_000_000, currency = 'USD') {
  const userId = await insertPlayer(db, currency);
  await fundPlayer(db, userId, funds, currency);
  const { token } = await openGameSession(db, {
    userId,
    sysname: await catalogueGame(db, { jackpot: true }),
    mode: 'real',
    now: new Date(),
  });
  const round = randomUUID();
  const answer = await houseWalletClient({ db, config: testConfig }).bet({
    session: token,
    transaction_id: `${round}:bet`,
    round_id: round,
    amount,
  });
  if (answer.status !== 'ok') throw new Error(answer.code);
  return { userId, balance: answer.balance };
}

describe('jackpots', () => {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await freshPglite();
    db = database.db;
  });
  afterAll(async () => {
    expect(await checkLedger(db)).toEqual([]);
    await database.close();
  });

  it('funds each pool once with its seed, however often the seed runs', async () => {
    const before = await pools(db);
    expect(before).toEqual({ 'aurora-mini': 2_500, 'aurora-major': 50_000, 'aurora-mega': 1_000_000 });
    // Each currency's pool is its own, seeded in that currency (decision 0061): nothing converted.
    expect(await pools(db, 'USDT')).toEqual({
      'aurora-mini': 25_000_000,
      'aurora-major': 500_000_000,
      'aurora-mega': 10_000_000_000,
    });
    await seedJackpots(db, contentDir);
    expect(await pools(db)).toEqual(before);
  });

  it('opens the pool of a currency added to a jackpot once, with its seed', async () => {
    const mini = await db
      .selectFrom('jackpots')
      .select('seed_amounts')
      .where('sysname', '=', 'aurora-mini')
      .executeTakeFirstOrThrow();
    // As a jackpot created before it listed BRL: the next start opens the BRL pool, and only once.
    const { BRL: _brl, ...withoutBrl } = mini.seed_amounts;
    await db
      .updateTable('jackpots')
      .set({ seed_amounts: JSON.stringify(withoutBrl) })
      .where('sysname', '=', 'aurora-mini')
      .execute();
    const brlBefore = (await pools(db, 'BRL'))['aurora-mini'];
    expect(brlBefore).toBeUndefined();
    const poolBalance = async () =>
      Number(
        (
          await db
            .selectFrom('ledger_accounts')
            .select((eb) => eb.fn.sum<string>('balance').as('total'))
            .where('kind', '=', 'jackpot_pool')
            .where('currency', '=', 'BRL')
            .executeTakeFirstOrThrow()
        ).total,
      );
    const before = await poolBalance();
    expect(await seedJackpots(db, contentDir)).toBe(true);
    expect(await seedJackpots(db, contentDir)).toBe(false);
    expect((await pools(db, 'BRL'))['aurora-mini']).toBe(12_500);
    // The BRL pool existed in the ledger already (seeded at creation): the idempotency key holds it to one seed.
    expect(await poolBalance()).toBe(before);
  });

  it('feeds every pool its share of a real bet, rounded down to whole cents', async () => {
    // No win may empty a pool during this test.
    await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    const before = await pools(db);
    await realBet(db, 10_000);
    const after = await pools(db);
    expect(after['aurora-mini']! - before['aurora-mini']!).toBe(50);
    expect(after['aurora-major']! - before['aurora-major']!).toBe(30);
    expect(after['aurora-mega']! - before['aurora-mega']!).toBe(20);
  });

  it('draws from HMAC-SHA256 of the public-hash seed, uniformly in [0, 1)', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => drawValue('seed', `house:${i}`));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = Array(10).fill(0);
    for (const value of values) buckets[Math.floor(value * 10)] += 1;
    // Chi-square with 9 degrees of freedom, 99% critical value 21.67.
    const chi = buckets.reduce((sum, observed) => sum + (observed - 2_000) ** 2 / 2_000, 0);
    expect(chi).toBeLessThan(21.67);
    expect(winProbability(100, 400, 'USD')).toBeCloseTo(1 / 400);
    expect(winProbability(10_000_000, 1, 'USD')).toBe(1);
    // 1.00 USDT (a million micro-units) has the chance of 1.00 USD.
    expect(winProbability(1_000_000, 400, 'USDT')).toBe(winProbability(100, 400, 'USD'));
  });

  it('pays the whole pool to a winner, re-seeds it and reveals a seed that matches the published hash', async () => {
    // Make the mini jackpot certain for a 1.00 bet.
    await db.updateTable('jackpots').set({ odds_per_unit: 1 }).where('sysname', '=', 'aurora-mini').execute();
    const hashBefore = (await jackpotsView(db, 'USD')).find((jackpot) => jackpot.sysname === 'aurora-mini')!;
    const pool = hashBefore.amount;
    const { balance } = await realBet(db, 100, 1_000);
    // 1,000 − 100 staked + the pool (which already holds this bet's 0.5 contribution rounded down to 0).
    expect(balance).toBe(900 + pool);
    const after = (await jackpotsView(db, 'USD')).find((jackpot) => jackpot.sysname === 'aurora-mini')!;
    expect(after.amount).toBe(2_500);
    expect(after.server_seed_hash).not.toBe(hashBefore.server_seed_hash);
    const [win] = await jackpotWinners(db, { jackpotId: hashBefore.id, count: 1 });
    expect(win).toMatchObject({
      amount: pool,
      jackpot_name: 'Aurora Mini',
      game: await catalogueGame(db, { jackpot: true }),
    });
    expect(createHash('sha256').update(win!.fairness.server_seed).digest('hex')).toBe(
      hashBefore.server_seed_hash,
    );
    expect(drawValue(win!.fairness.server_seed, win!.fairness.draw_input)).toBeLessThan(
      winProbability(100, 1, 'USD'),
    );
    await db
      .updateTable('jackpots')
      .set({ odds_per_unit: 400 })
      .where('sysname', '=', 'aurora-mini')
      .execute();
  });

  it("feeds only the pools of the bet's currency: a USDT bet the USDT pools", async () => {
    await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    const usd = await pools(db);
    const usdt = await pools(db, 'USDT');
    await realBet(db, 1_000_000, 10_000_000, 'USDT');
    expect(await pools(db)).toEqual(usd);
    const after = await pools(db, 'USDT');
    expect(after['aurora-mini']! - usdt['aurora-mini']!).toBe(5_000);
    expect(after['aurora-mega']! - usdt['aurora-mega']!).toBe(2_000);
    await db
      .updateTable('jackpots')
      .set({ odds_per_unit: 400 })
      .where('sysname', '=', 'aurora-mini')
      .execute();
  });

  it('takes nothing from bets on games outside the jackpots', async () => {
    const before = await pools(db);
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 10_000);
    const sysname = await catalogueGame(db, { jackpot: false });
    const { token } = await openGameSession(db, { userId, sysname, mode: 'real', now: new Date() });
    const round = randomUUID();
    await houseWalletClient({ db, config: testConfig }).bet({
      session: token,
      transaction_id: `${round}:bet`,
      round_id: round,
      amount: 10_000,
    });
    expect(await pools(db)).toEqual(before);
  });

  it('answers Jackpots.get and Jackpots.getWinners over the API', async () => {
    const { app, close } = await createTestApp();
    try {
      const list = await app.inject({ method: 'GET', url: '/api/Jackpots.get' });
      expect(list.json().data.map((jackpot: { sysname: string }) => jackpot.sysname)).toEqual([
        'aurora-mini',
        'aurora-major',
        'aurora-mega',
      ]);
      const winners = await app.inject({ method: 'GET', url: '/api/jackpots.getWinners?count=5' });
      expect(winners.json()).toEqual({ data: [] });
      const bad = await app.inject({ method: 'GET', url: '/api/Jackpots.getWinners?count=500' });
      expect(bad.json().error.type).toBe('InvalidParameterException');
    } finally {
      await close();
    }
  });
});
