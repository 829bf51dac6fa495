import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyOf, playerWithBonus, realSession, setBonusPlay } from '../../test/bonus-play-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { houseWalletClient, type WalletClient } from '../game-wallet/wallet-client.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { removeBonus, settleBonuses } from './bonuses.service.ts';

let t: TestApp;
let wallet: WalletClient;
beforeAll(async () => {
  t = await createTestApp();
  wallet = houseWalletClient({ db: t.database.db, config: testConfig });
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const PLAY = {
  stakeOrder: 'main_first',
  maxBet: { USD: 100_000 },
  contributions: { slot: 100, casino: 10, live: 0 },
} as const;

beforeEach(async () => {
  await setBonusPlay(t.database.db, {
    ...PLAY,
    maxBet: { ...PLAY.maxBet },
    contributions: { ...PLAY.contributions },
  });
});

function rounds(session: string) {
  const round = randomUUID();
  return {
    round,
    bet: (amount: number, id = randomUUID()) =>
      wallet.bet({ session, transaction_id: id, round_id: round, amount }),
    win: (amount: number, finished = true) =>
      wallet.win({ session, transaction_id: randomUUID(), round_id: round, amount, finished }),
    rollback: (betId: string) =>
      wallet.rollback({
        session,
        transaction_id: randomUUID(),
        round_id: round,
        reference_transaction_id: betId,
      }),
  };
}

describe('playable bonus money', () => {
  it('stakes main first, then bonus; wins return in proportion; a rollback restores exactly', async () => {
    const db = t.database.db;
    const { userId, bonusId } = await playerWithBonus(db, { main: 10_000, bonus: 10_000 });
    const session = await realSession(db, userId);

    // 12 000 = all of main (10 000) + 2 000 of the bonus; the game sees what is left to stake.
    const first = rounds(session);
    expect(await first.bet(12_000)).toMatchObject({ status: 'ok', balance: 8_000 });
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 0, bonus: 8_000, bonusMoney: 8_000 });
    // A sixth of the stake was bonus money: a sixth of the win goes back to the bonus.
    expect(await first.win(6_000)).toMatchObject({ status: 'ok', balance: 5_000 + 9_000 });
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({
      main: 5_000,
      bonus: 9_000,
      bonusMoney: 9_000,
    });

    // A rolled-back bet gives each balance back what it took.
    const second = rounds(session);
    const betId = randomUUID();
    expect(await second.bet(7_000, betId)).toMatchObject({ status: 'ok', balance: 7_000 });
    expect(await second.bet(7_000, betId)).toMatchObject({ duplicate: true, balance: 7_000 });
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 0, bonusMoney: 7_000 });
    expect(await second.rollback(betId)).toMatchObject({ status: 'ok', balance: 14_000 });
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({
      main: 5_000,
      bonus: 9_000,
      bonusMoney: 9_000,
    });

    // Rounding: the bonus share is rounded down, the minor unit left over goes to main.
    const third = rounds(session);
    await third.bet(6_000);
    await third.win(7);
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 6, bonus: 8_001, bonusMoney: 8_001 });
    const [round] = await db
      .selectFrom('game_rounds')
      .select(['total_bet', 'bonus_bet', 'bonus_id'])
      .where('round_id', '=', third.round)
      .execute();
    expect(round).toEqual({ total_bet: 6_000, bonus_bet: 1_000, bonus_id: bonusId });

    // Removing the bonus forfeits exactly what play left of it.
    await removeBonus(db, userId, bonusId, new Date());
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 6, bonus: 0, status: 'removed' });
  });

  it('refuses a stake neither balance covers, moving nothing', async () => {
    const db = t.database.db;
    const { userId, bonusId } = await playerWithBonus(db, { main: 1_000, bonus: 1_000 });
    const session = await realSession(db, userId);
    expect(await rounds(session).bet(2_001)).toMatchObject({ status: 'error', code: 'INSUFFICIENT_FUNDS' });
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({
      main: 1_000,
      bonus: 1_000,
      bonusMoney: 1_000,
    });
  });

  it('releases what is left of a grown bonus; a win of a round open at the release goes to main', async () => {
    const db = t.database.db;
    const { userId, bonusId } = await playerWithBonus(db, { main: 10_000, bonus: 10_000, wager: 1.5 });
    const session = await realSession(db, userId);
    const one = rounds(session);
    await one.bet(10_000);
    await one.win(0);
    const two = rounds(session);
    await two.bet(4_000);
    await two.win(8_000);
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 0, bonusMoney: 14_000 });
    // This stake completes the wagering (15 000): the bonus's 13 000 left becomes real money.
    const three = rounds(session);
    await three.bet(1_000);
    await vi.waitFor(async () => expect((await moneyOf(db, userId, bonusId)).status).toBe('wagered'));
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 13_000, bonus: 0 });
    await three.win(500);
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 13_500, bonus: 0 });
  });

  it('forfeits the bonus share of a win whose round outlived the bonus', async () => {
    const db = t.database.db;
    const { userId, bonusId } = await playerWithBonus(db, { main: 0, bonus: 5_000 });
    const session = await realSession(db, userId);
    const one = rounds(session);
    await one.bet(1_000);
    await removeBonus(db, userId, bonusId, new Date());
    expect(await one.win(3_000)).toMatchObject({ status: 'ok', balance: 0 });
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 0, bonus: 0, status: 'removed' });
  });

  it('caps a round’s stake while a bonus is active, not otherwise', async () => {
    const db = t.database.db;
    await setBonusPlay(db, { ...PLAY, maxBet: { USD: 500 }, contributions: {} });
    const { userId, bonusId } = await playerWithBonus(db, { main: 10_000, bonus: 1_000 });
    const session = await realSession(db, userId);
    const one = rounds(session);
    const over = await one.bet(501);
    expect(over).toMatchObject({ status: 'error', code: 'LIMIT_REACHED' });
    expect((over as { message: string }).message).toContain('500');
    expect(await one.bet(300)).toMatchObject({ status: 'ok' });
    // The cap is per round: a second bet of the same round counts with the first.
    expect(await one.bet(201)).toMatchObject({ status: 'error', code: 'LIMIT_REACHED' });
    expect(await one.bet(200)).toMatchObject({ status: 'ok' });
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 9_500, bonusMoney: 1_000 });

    await removeBonus(db, userId, bonusId, new Date());
    expect(await rounds(session).bet(5_000)).toMatchObject({ status: 'ok' });
  });

  it('counts stakes towards wagering at their game type’s contribution', async () => {
    const db = t.database.db;
    const { userId, bonusId } = await playerWithBonus(db, { main: 10_000, bonus: 1_000 });
    for (const [type, stake] of [
      ['slot', 1_000],
      ['casino', 1_000],
      ['live', 1_000],
    ] as const) {
      const one = rounds(await realSession(db, userId, type));
      await one.bet(stake);
      await one.win(0);
    }
    await settleBonuses(db, userId, new Date());
    const bonus = await db
      .selectFrom('bonuses')
      .select('wagered')
      .where('id', '=', bonusId)
      .executeTakeFirstOrThrow();
    expect(bonus.wagered).toBe(minorUnits(1_000 + 100 + 0));
  });

  it('with bonus isolation, one balance funds a whole round: never a mix', async () => {
    const db = t.database.db;
    await setBonusPlay(db, { ...PLAY, contributions: {} }, true);
    const { userId, bonusId } = await playerWithBonus(db, { main: 10_000, bonus: 10_000 });
    const session = await realSession(db, userId);
    // Neither balance alone covers it.
    expect(await rounds(session).bet(10_500)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // Main covers the first bet, so the round is a real-money round: its next bet cannot use the bonus.
    const real = rounds(session);
    expect(await real.bet(8_000)).toMatchObject({ status: 'ok' });
    expect(await real.bet(3_000)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await real.win(0);
    // Main no longer covers 3 000: the round is played with bonus money only, and so is its win.
    const bonusRound = rounds(session);
    expect(await bonusRound.bet(3_000)).toMatchObject({ status: 'ok' });
    await bonusRound.win(6_000);
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({
      main: 2_000,
      bonus: 13_000,
      bonusMoney: 13_000,
    });
  });
});
