import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import {
  bettingBonusBalance,
  insertBettingCode,
  selectionsByOdds,
} from '../../test/betting-bonus-factory.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { slip, testBook } from '../../test/sportsbook-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import { placeBet } from '../sportsbook/bet-placement.service.ts';
import { settleDueBets } from '../sportsbook/bet-settler.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import {
  activateBettingPromoCode,
  bettingBonusAccounts,
  burnBettingBonusesForWithdrawal,
  removeBettingBonus,
  settleBettingBonuses,
} from './betting-bonuses.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // FREEBET5 (content): 500, wager ×1, min odds 1.80. A second code so a player can hold two.
  await insertBettingCode(t.database.db, { id: 90, code: 'TESTBET', amount: 300, wager: 2, minOdds: 1.5 });
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

async function get(action: string, player: TestPlayer) {
  const response = await getAction(t, action, {}, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function post(action: string, fields: Record<string, string>, player: TestPlayer) {
  const response = await postAction(t, action, fields, player);
  return { status: response.statusCode, body: response.json() };
}

describe('betting bonuses through the API', () => {
  it('gives a sports player (is_betting=1) the sports welcome offer, and a casino player none', async () => {
    const sports = await registerPlayer(t, { is_betting: '1' });
    const casino = await registerPlayer(t, { is_betting: '0' });
    const [bonus] = await get('BettingBonuses.get', sports);
    expect(bonus).toMatchObject({
      type: 'betting',
      status: 'active',
      amount: 1000,
      min_odds: 1.5,
      wager_required: 3000,
      wagered: 0,
      wager_percent: 0,
      title: 'Sports welcome bonus',
    });
    expect((await get('account.getBalance', sports)).balance_betting_bonus.amount).toBe(1000);
    expect(await get('BettingBonuses.get', casino)).toEqual([]);
    expect((await get('account.getBalance', casino)).balance_betting_bonus.amount).toBe(0);
  });

  it('activates a betting promo code once; a second bonus waits, one is active at a time', async () => {
    const player = await registerPlayer(t, { is_betting: '1' });
    const checked = await post('campaigns.checkPromocode', { promo_code: 'FREEBET5' }, player);
    expect(checked.body.data).toMatchObject({ offer_id: null, title: 'Free bet 5' });
    const taken = await post('campaigns.activateOffer', { promo_code: 'freebet5' }, player);
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ status: 'pending', amount: 500, wager_required: 500 });
    const again = await post('campaigns.activateOffer', { promo_code: 'FREEBET5' }, player);
    expect(again.body.error.error_data.promo_code).toEqual(['ALREADY_USED']);

    const refused = await post(
      'BettingBonuses.activate',
      { bonus_id: String(taken.body.data.bonus_id) },
      player,
    );
    expect(refused.body.error.type).toBe('InvalidParameterException');
    expect(refused.body.error.error_data.bonus_id).toEqual(['BONUS_ACTIVE']);

    const [, welcome] = await get('BettingBonuses.get', player);
    expect((await post('BettingBonuses.remove', { bonus_id: String(welcome.id) }, player)).status).toBe(200);
    const removedAgain = await post('BettingBonuses.remove', { bonus_id: String(welcome.id) }, player);
    expect(removedAgain.body.error.error_data.bonus_id).toEqual(['NOT_OPEN']);
    const activated = await post(
      'BettingBonuses.activate',
      { bonus_id: String(taken.body.data.bonus_id) },
      player,
    );
    expect(activated.status).toBe(200);
    const statuses = (await get('BettingBonuses.get', player)).map(
      (bonus: { status: string }) => bonus.status,
    );
    expect(statuses).toEqual(['active', 'removed']);
    expect((await get('account.getBalance', player)).balance_betting_bonus.amount).toBe(500);
    const unknown = await post('BettingBonuses.activate', { bonus_id: '999999' }, player);
    expect(unknown.body.error.error_data.bonus_id).toEqual(['NOT_FOUND']);
  });

  it('asks before a withdrawal burns a betting bonus, and forfeits it when confirmed', async () => {
    const db = t.database.db;
    const userId = await insertPlayer(db);
    const user = (await findUser(db, userId))!;
    await activateBettingPromoCode(db, { user, code: 'TESTBET', locale: 'en' }, new Date());
    const accounts = await bettingBonusAccounts(db, userId, 'USD');
    await expect(
      db
        .transaction()
        .execute((trx) => burnBettingBonusesForWithdrawal(trx, userId, accounts, false, new Date())),
    ).rejects.toMatchObject({ code: 'BONUSES_WILL_BURN' });
    expect(await bettingBonusBalance(db, userId)).toBe(300);
    await db
      .transaction()
      .execute((trx) => burnBettingBonusesForWithdrawal(trx, userId, accounts, true, new Date()));
    expect(await bettingBonusBalance(db, userId)).toBe(0);
    const [row] = await db.selectFrom('betting_bonuses').selectAll().where('user_id', '=', userId).execute();
    expect(row!.status).toBe('removed');
  });
});

describe('wagering on settled bets', () => {
  it('counts only bets at the minimum odds, and releases the bonus to the main balance when settled', async () => {
    const db = t.database.db;
    // On the wall clock: the app's own settler, which runs on it, would take bets placed on a clock a day
    // behind for placements stranded past the recovery grace, and refund them while they were placed.
    const book = testBook(db, Date.now());
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 10_000);
    const user = (await findUser(db, userId))!;
    // FREEBET5: 500 to wager once at odds of 1.80 or more, activated on the book's clock.
    await activateBettingPromoCode(db, { user, code: 'FREEBET5', locale: 'en' }, book.now());
    const [low] = selectionsByOdds(book, 1.8, 'below', 1);
    const [high] = selectionsByOdds(book, 1.8, 'at-least', 1);
    await placeBet(book.deps, userId, slip([low!], { stake: 2_000 }));
    const counted = await placeBet(book.deps, userId, slip([high!], { stake: 500 }));
    // Not settled yet: nothing counts.
    await settleBettingBonuses(db, userId, book.now());
    expect(
      (
        await db
          .selectFrom('betting_bonuses')
          .select('wagered')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).wagered,
    ).toBe(0);

    book.finishAll();
    await settleDueBets(db, book.sportsbook, book.now(), { recoveryGraceMs: 30_000 });
    const bonus = await db
      .selectFrom('betting_bonuses')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ status: 'wagered', wagered: 500 });
    const wagers = await db
      .selectFrom('betting_bonus_wagers')
      .selectAll()
      .where('bonus_id', '=', bonus.id)
      .execute();
    expect(wagers.map((wager) => [wager.bet_id, wager.amount])).toEqual([[counted.id, 500]]);
    expect(await bettingBonusBalance(db, userId)).toBe(0);
    const bets = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
    const returned = bets.reduce((sum, bet) => sum + (bet.settled_return ?? 0), 0);
    expect(await playerBalance(db, userId)).toBe(10_000 - 2_500 + returned + 500);
  });

  it('forfeits an expired bonus, pending or active, once', async () => {
    const db = t.database.db;
    const userId = await insertPlayer(db);
    const user = (await findUser(db, userId))!;
    const now = new Date();
    await activateBettingPromoCode(db, { user, code: 'TESTBET', locale: 'en' }, now);
    await activateBettingPromoCode(db, { user, code: 'FREEBET5', locale: 'en' }, now);
    expect(await bettingBonusBalance(db, userId)).toBe(800);
    const later = new Date(now.getTime() + 8 * 86_400_000);
    await Promise.all([settleBettingBonuses(db, userId, later), settleBettingBonuses(db, userId, later)]);
    const rows = await db
      .selectFrom('betting_bonuses')
      .select('status')
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired']);
    expect(await bettingBonusBalance(db, userId)).toBe(0);
    await expect(removeBettingBonus(db, userId, 1, later)).rejects.toBeDefined();
  });
});
