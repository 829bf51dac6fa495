import { ApiError } from '@casino/shared/errors/api-error';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { bettingBonusBalance, insertBettingCode } from '../../test/betting-bonus-factory.ts';
import { slip, type TestBook, testBook, upcomingSelections } from '../../test/sportsbook-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import {
  activateBettingPromoCode,
  removeBettingBonus,
  settleBettingBonuses,
} from '../bonuses/betting-bonuses.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { placeBet } from './bet-placement.service.ts';
import { settleDueBets } from './bet-settler.service.ts';
import { settleLegsByHand, voidBet } from './book-operator.service.ts';
import { cashOut, getBet } from './sports-bets.service.ts';

let database: DatabaseHandle;
let db: Db;
let book: TestBook;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  // 1,000 of bonus money, wagered once at odds of 1.01 or more: any single counts.
  await insertBettingCode(db, { id: 95, code: 'BONUSBET', amount: 1_000, wager: 2, minOdds: 1.01 });
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await database.close();
});
beforeEach(() => {
  book = testBook(db);
});

/** A player with 10,000 of real money and the BONUSBET betting bonus active (1,000). */
async function playerWithBonus(): Promise<{ userId: number; bonusId: number }> {
  const userId = await insertPlayer(db);
  await fundPlayer(db, userId, 10_000);
  const user = (await findUser(db, userId))!;
  const granted = await activateBettingPromoCode(db, { user, code: 'BONUSBET', locale: 'en' }, book.now());
  return { userId, bonusId: granted!.bonus_id! };
}

const operator = () => ({ db, sportsbook: book.sportsbook, operator: 'test', now: book.now() });

async function bonusRow(id: number) {
  return db.selectFrom('betting_bonuses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('bets staked from the betting bonus (decision 0048)', () => {
  it('takes the whole stake from the bonus, pays a win back to it, counts it, and releases what it grew to', async () => {
    const { userId, bonusId } = await playerWithBonus();
    const [selection] = upcomingSelections(book, 1);
    const bet = await placeBet(
      book.deps,
      userId,
      slip([selection!], { stake: 600, funding: 'betting_bonus' }),
    );
    expect(bet).toMatchObject({ funding: 'betting_bonus', status: 'open', total_stake: 600 });
    expect(await playerBalance(db, userId)).toBe(10_000);
    expect(await bettingBonusBalance(db, userId)).toBe(400);
    // The game round is not touched: bonus money does not go through the real-money wallet.
    const rounds = await db.selectFrom('game_rounds').select('id').where('round_id', '=', bet.id).execute();
    expect(rounds).toEqual([]);

    const won = Math.floor((600 * selection!.odds) / 1000);
    await settleLegsByHand(
      operator(),
      {
        eventId: selection!.event_id,
        marketKey: selection!.market_key,
        selectionKey: selection!.selection_key,
      },
      'win',
    );
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({ status: 'won', return: won });
    expect(await bettingBonusBalance(db, userId)).toBe(400 + won);
    expect(await bonusRow(bonusId)).toMatchObject({ status: 'active', wagered: 600, played: won - 600 });

    // Wagering reaches 2,000 with a real-money bet; the release moves everything the bonus holds.
    const [second] = upcomingSelections(book, 2).slice(1);
    await placeBet(book.deps, userId, slip([second!], { stake: 1_400 }));
    await settleLegsByHand(
      operator(),
      { eventId: second!.event_id, marketKey: second!.market_key, selectionKey: second!.selection_key },
      'lose',
    );
    await settleBettingBonuses(db, userId, book.now());
    expect(await bonusRow(bonusId)).toMatchObject({ status: 'wagered' });
    expect(await bettingBonusBalance(db, userId)).toBe(0);
    expect(await playerBalance(db, userId)).toBe(10_000 - 1_400 + 400 + won);
  });

  it('a lost bonus bet takes only bonus money; a void one gives its stake back to the bonus', async () => {
    const { userId, bonusId } = await playerWithBonus();
    const [lost, voided] = upcomingSelections(book, 2);
    await placeBet(book.deps, userId, slip([lost!], { stake: 300, funding: 'betting_bonus' }));
    const toVoid = await placeBet(
      book.deps,
      userId,
      slip([voided!], { stake: 200, funding: 'betting_bonus' }),
    );
    await settleLegsByHand(
      operator(),
      { eventId: lost!.event_id, marketKey: lost!.market_key, selectionKey: lost!.selection_key },
      'lose',
    );
    expect(await bettingBonusBalance(db, userId)).toBe(500);
    expect(await voidBet(operator(), toVoid.id)).toBe(true);
    expect(await bettingBonusBalance(db, userId)).toBe(700);
    expect(await playerBalance(db, userId)).toBe(10_000);
    expect(await bonusRow(bonusId)).toMatchObject({ played: -300, wagered: 300 });
  });

  it('refuses without an active bonus or with too little on it, moving nothing; a repeated slip stakes once', async () => {
    const plain = await insertPlayer(db);
    await fundPlayer(db, plain, 10_000);
    const [selection] = upcomingSelections(book, 1);
    const none = await refusal(placeBet(book.deps, plain, slip([selection!], { funding: 'betting_bonus' })));
    expect(none.code).toBe('BONUS_NOT_AVAILABLE');
    expect(await playerBalance(db, plain)).toBe(10_000);

    const { userId } = await playerWithBonus();
    const short = await refusal(
      placeBet(book.deps, userId, slip([selection!], { stake: 1_001, funding: 'betting_bonus' })),
    );
    expect(short.code).toBe('INSUFFICIENT_BONUS_FUNDS');
    const once = slip([selection!], { stake: 250, funding: 'betting_bonus' });
    const [a, b] = await Promise.all([placeBet(book.deps, userId, once), placeBet(book.deps, userId, once)]);
    expect(a.id).toBe(b.id);
    expect(await bettingBonusBalance(db, userId)).toBe(750);
    expect(await playerBalance(db, userId)).toBe(10_000);
  });

  it('pays a cash-out back to the bonus; after a removal a bonus bet returns nothing (the bonus was forfeited)', async () => {
    const { userId, bonusId } = await playerWithBonus();
    const [first, second] = upcomingSelections(book, 2);
    const cashed = await placeBet(
      book.deps,
      userId,
      slip([first!], { stake: 400, funding: 'betting_bonus' }),
    );
    const offer = (await getBet(book.deps, userId, cashed.id)).cash_out!.amount;
    await cashOut(book.deps, userId, { bet_id: cashed.id, amount: offer });
    expect(await bettingBonusBalance(db, userId)).toBe(600 + offer);

    const open = await placeBet(book.deps, userId, slip([second!], { stake: 500, funding: 'betting_bonus' }));
    expect(await bettingBonusBalance(db, userId)).toBe(100 + offer);
    await removeBettingBonus(db, userId, bonusId, book.now());
    expect(await bettingBonusBalance(db, userId)).toBe(0);
    await settleLegsByHand(
      operator(),
      { eventId: second!.event_id, marketKey: second!.market_key, selectionKey: second!.selection_key },
      'win',
    );
    expect((await getBet(book.deps, userId, open.id)).status).toBe('won');
    expect(await bettingBonusBalance(db, userId)).toBe(0);
    expect(await playerBalance(db, userId)).toBe(10_000);
  });

  it('the settler settles bonus bets on the feed like any other', async () => {
    const { userId } = await playerWithBonus();
    const [selection] = upcomingSelections(book, 1);
    const bet = await placeBet(
      book.deps,
      userId,
      slip([selection!], { stake: 1_000, funding: 'betting_bonus' }),
    );
    book.finishAll();
    await settleDueBets(db, book.sportsbook, book.now(), { recoveryGraceMs: 30_000 });
    const settled = await getBet(book.deps, userId, bet.id);
    expect(['won', 'lost']).toContain(settled.status);
    expect(await bettingBonusBalance(db, userId)).toBe(settled.return ?? 0);
    expect(await playerBalance(db, userId)).toBe(10_000);
  });
});
