import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSportsbookCommand } from '../../cli/sportsbook-command.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { bettingBonusBalance, insertBettingCode } from '../../test/betting-bonus-factory.ts';
import { slip, type TestBook, testBook, upcomingSelections } from '../../test/sportsbook-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import { activateBettingPromoCode } from '../bonuses/betting-bonuses.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import type { SelectionParam } from './bet-placement.service.ts';
import { placeBet } from './bet-placement.service.ts';
import { resettleSelection } from './bet-resettlement.service.ts';
import { settleLegsByHand, voidBet } from './book-operator.service.ts';
import type { LegOutcome } from './settle-selection.ts';
import { cashOut, getBet } from './sports-bets.service.ts';

let database: DatabaseHandle;
let db: Db;
let book: TestBook;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  await insertBettingCode(db, { id: 96, code: 'RESETTLE', amount: 1_000, wager: 3, minOdds: 1.01 });
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await database.close();
});
beforeEach(() => {
  book = testBook(db);
});

const operator = () => ({ db, sportsbook: book.sportsbook, operator: 'alice', now: book.now() });
const on = (selection: SelectionParam) => ({
  eventId: selection.event_id,
  marketKey: selection.market_key,
  selectionKey: selection.selection_key,
});
const settle = (selection: SelectionParam, outcome: LegOutcome) =>
  settleLegsByHand(operator(), on(selection), outcome);
const resettle = (selection: SelectionParam, outcome: LegOutcome) =>
  resettleSelection(operator(), on(selection), outcome);

async function corrections(betId: string) {
  return db
    .selectFrom('ledger_transactions')
    .select('kind')
    .where('reference', '=', `sports_bet:${betId}`)
    .execute();
}

describe('resettling a settled selection (decision 0048)', () => {
  it('pays a lost bet that won by one correcting posting, once; a second correction takes it back', async () => {
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 10_000);
    const [selection] = upcomingSelections(book, 1);
    const bet = await placeBet(book.deps, userId, slip([selection!], { stake: 1_000 }));
    await settle(selection!, 'lose');
    expect(await playerBalance(db, userId)).toBe(9_000);
    const won = Math.floor((1_000 * selection!.odds) / 1000);

    expect(await resettle(selection!, 'win')).toMatchObject({ legs: 1, resettled: 1, shortfall: 0 });
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({ status: 'won', return: won });
    expect(await playerBalance(db, userId)).toBe(9_000 + won);
    // Run again: the leg already says win, nothing is corrected twice.
    expect(await resettle(selection!, 'win')).toMatchObject({ legs: 0, resettled: 0 });
    expect(await playerBalance(db, userId)).toBe(9_000 + won);

    // Back to lost: the return is taken back by a second correction; the first stays in the ledger.
    expect(await resettle(selection!, 'lose')).toMatchObject({ resettled: 1, shortfall: 0 });
    expect(await playerBalance(db, userId)).toBe(9_000);
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({ status: 'lost', return: 0 });
    expect((await corrections(bet.id)).map((row) => row.kind)).toEqual([
      'sports_bet_resettlement',
      'sports_bet_resettlement',
    ]);
    const rows = await db
      .selectFrom('sports_bet_resettlements')
      .selectAll()
      .where('bet_id', '=', bet.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((row) => [row.seq, row.from_status, row.to_status, row.posted, row.operator])).toEqual([
      [1, 'lost', 'won', won, 'alice'],
      [2, 'won', 'lost', -won, 'alice'],
    ]);
  });

  it('recomputes an accumulator from its corrected leg; a debit the balance cannot cover leaves a shortfall, never a negative balance', async () => {
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 1_000);
    // Each test bets on selections of its own: a resettlement corrects every bet on its selection.
    const [, a, b] = upcomingSelections(book, 3);
    const bet = await placeBet(book.deps, userId, slip([a!, b!], { stake: 1_000 }));
    await settle(a!, 'win');
    await settle(b!, 'win');
    const paid = (await getBet(book.deps, userId, bet.id)).return!;
    expect(await playerBalance(db, userId)).toBe(paid);
    // The player spends most of it (a withdrawal, say) before the correction.
    await fundPlayer(db, userId, -(paid - 100));
    // Leg b was void after all: the bet returns stake × odds of a only.
    const corrected = Math.floor((1_000 * a!.odds) / 1000);
    const run = await resettle(b!, 'void');
    expect(run).toMatchObject({ resettled: 1, shortfall: paid - corrected - 100 });
    expect(await playerBalance(db, userId)).toBe(0);
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({ status: 'won', return: corrected });
  });

  it("corrects a bonus-funded bet on its bonus, and takes a bet now void out of the bonus's wagering", async () => {
    const userId = await insertPlayer(db);
    const user = (await findUser(db, userId))!;
    const granted = await activateBettingPromoCode(db, { user, code: 'RESETTLE', locale: 'en' }, book.now());
    const selection = upcomingSelections(book, 4)[3];
    await placeBet(book.deps, userId, slip([selection!], { stake: 400, funding: 'betting_bonus' }));
    await settle(selection!, 'lose');
    const bonus = () =>
      db
        .selectFrom('betting_bonuses')
        .selectAll()
        .where('id', '=', granted!.bonus_id)
        .executeTakeFirstOrThrow();
    expect(await bonus()).toMatchObject({ wagered: 400, played: -400 });
    expect(await bettingBonusBalance(db, userId)).toBe(600);

    await resettle(selection!, 'void');
    expect(await bonus()).toMatchObject({ wagered: 0, played: 0, status: 'active' });
    expect(await bettingBonusBalance(db, userId)).toBe(1_000);

    // Won after all: it counts again, and the return lands on the bonus.
    await resettle(selection!, 'win');
    const won = Math.floor((400 * selection!.odds) / 1000);
    expect(await bonus()).toMatchObject({ wagered: 400, played: won - 400 });
    expect(await bettingBonusBalance(db, userId)).toBe(600 + won);
  });

  it('reopens an accumulator settled early on a leg now won, and settles it again when its last leg comes in', async () => {
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 10_000);
    const [, , , , , c, d] = upcomingSelections(book, 7);
    const bet = await placeBet(book.deps, userId, slip([c!, d!], { stake: 1_000 }));
    await settle(c!, 'lose');
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({ status: 'lost', return: 0 });

    // Leg c won after all, and leg d is still to play: the bet is open again, with no early cash-out.
    expect(await resettle(c!, 'win')).toMatchObject({ resettled: 1, shortfall: 0 });
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({
      status: 'open',
      return: null,
      settled_at: null,
      cash_out: null,
    });
    await expect(cashOut(book.deps, userId, { bet_id: bet.id, amount: 0 })).rejects.toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
    });
    expect(await playerBalance(db, userId)).toBe(9_000);

    await settle(d!, 'win');
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({
      status: 'won',
      return: bet.potential_return,
    });
    expect(await playerBalance(db, userId)).toBe(9_000 + bet.potential_return);
    const rows = await db
      .selectFrom('sports_bet_resettlements')
      .selectAll()
      .where('bet_id', '=', bet.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((row) => [row.from_status, row.to_status, row.posted, row.operator])).toEqual([
      ['lost', 'open', 0, 'alice'],
      ['open', 'won', bet.potential_return, 'settler'],
    ]);
  });

  it('voids a reopened bet as a whole by a correction: its stake goes back', async () => {
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 10_000);
    const [, , , , , , , e, f] = upcomingSelections(book, 9);
    const bet = await placeBet(book.deps, userId, slip([e!, f!], { stake: 1_000 }));
    await settle(e!, 'lose');
    await resettle(e!, 'win');
    expect(await voidBet(operator(), bet.id)).toBe(true);
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({ status: 'void', return: 1_000 });
    expect(await playerBalance(db, userId)).toBe(10_000);
    // Its last leg coming in changes nothing now.
    await settle(f!, 'win');
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({ status: 'void', return: 1_000 });
    expect(await playerBalance(db, userId)).toBe(10_000);
  });

  it('the operator command resettles and says what it did', async () => {
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 10_000);
    const selection = upcomingSelections(book, 5)[4];
    await placeBet(book.deps, userId, slip([selection!], { stake: 1_000 }));
    await settle(selection!, 'win');
    const lines: string[] = [];
    const args = ['resettle', selection!.event_id, selection!.market_key, selection!.selection_key, 'lose'];
    expect(await runSportsbookCommand(args, operator(), (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(['1 legs resettled lose; 1 bets corrected, 0 unchanged.']);
    expect(await playerBalance(db, userId)).toBe(9_000);
    const action = await db
      .selectFrom('sportsbook_operator_actions')
      .selectAll()
      .where('action', '=', 'resettle')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(action).toMatchObject({ operator: 'alice', outcome: 'lose', affected: 1 });
  });
});
