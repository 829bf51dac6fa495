import type { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { slip, testBook, upcomingSelections } from '../../test/sportsbook-factory.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { playerAccount } from '../wallet/ledger-accounts.service.ts';
import { placeBet } from './bet-placement.service.ts';
import { resettleSelection } from './bet-resettlement.service.ts';
import { settleDueBets } from './bet-settler.service.ts';
import { settleLegsByHand } from './book-operator.service.ts';
import { cashOut } from './sports-bets.service.ts';

describe.skipIf(!testDatabaseUrl)('sports bets under real concurrency on PostgreSQL', () => {
  const database = ledgerCheckedPostgres();

  async function balance(userId: number): Promise<number> {
    const id = await playerAccount(database.db, userId, 'main', 'USD');
    const row = await database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.balance);
  }

  it('places the same slip sent 10 times at once as one bet with one stake', async () => {
    const db = database.db;
    const book = testBook(db);
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 100_000);
    const params = slip(upcomingSelections(book, 2), { stake: 2_500 });
    const bets = await Promise.all(Array.from({ length: 10 }, () => placeBet(book.deps, userId, params)));
    expect(new Set(bets.map((bet) => bet.id)).size).toBe(1);
    expect(bets.every((bet) => bet.status === 'open')).toBe(true);
    const stored = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
    expect(stored).toHaveLength(1);
    expect(await balance(userId)).toBe(97_500);
    const stakes = await db
      .selectFrom('game_wallet_transactions')
      .select('transaction_id')
      .where('provider', '=', 'sportsbook')
      .where('operation', '=', 'bet')
      .where('transaction_id', '=', `${stored[0]!.id}:stake`)
      .execute();
    expect(stakes).toHaveLength(1);
  });

  it('pays a cash-out racing the settlement of the same bet once', async () => {
    const db = database.db;
    // The player cashes out on the clock before the final whistle; the settler runs on the clock after it.
    const before = testBook(db);
    const after = testBook(db);
    after.finishAll();
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 1_000_000);
    const selections = upcomingSelections(before, 12);
    const bets = [];
    for (const selection of selections) bets.push(await placeBet(before.deps, userId, slip([selection])));

    const results = await Promise.all(
      bets.flatMap((bet, index) => [
        // Every other bet also has a partial cash-out in the race.
        ...(index % 2 === 0
          ? [
              cashOut(before.deps, userId, { bet_id: bet.id, amount: 0, part: 100 }).then(
                () => 'cashed',
                (error: ApiError) => error.code,
              ),
            ]
          : []),
        cashOut(before.deps, userId, { bet_id: bet.id, amount: 0 }).then(
          () => 'cashed',
          (error: ApiError) => error.code,
        ),
        settleDueBets(db, after.sportsbook, after.now(), { recoveryGraceMs: 30_000 }).then(
          () => 'settler',
          (error: unknown) => `settler failed: ${error}`,
        ),
      ]),
    );
    expect(results.filter((result) => result.startsWith('settler failed'))).toEqual([]);
    expect(results.every((result) => ['cashed', 'settler', 'CASH_OUT_UNAVAILABLE'].includes(result))).toBe(
      true,
    );

    const stored = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
    expect(stored.every((bet) => bet.settled_at !== null && bet.paid_at !== null)).toBe(true);
    for (const bet of stored) {
      const payments = await db
        .selectFrom('game_wallet_transactions')
        .select(['transaction_id', 'amount'])
        .where('provider', '=', 'sportsbook')
        .where('round_pk', 'is not', null)
        .where('transaction_id', 'like', `${bet.id}:%`)
        .where('operation', '!=', 'bet')
        .execute();
      const final = payments.filter((payment) => !payment.transaction_id.includes(':cash-out:'));
      expect(final).toHaveLength(1);
      expect(Number(final[0]!.amount)).toBe(bet.settled_return);
      expect(payments.length - 1).toBeLessThanOrEqual(1);
      const partial =
        payments.reduce((sum, payment) => sum + Number(payment.amount), 0) - bet.settled_return!;
      expect(partial).toBe(bet.cashed_out);
    }
    const staked = stored.reduce((sum, bet) => sum + bet.total_stake, 0);
    const returned = stored.reduce((sum, bet) => sum + (bet.settled_return ?? 0) + bet.cashed_out, 0);
    expect(await balance(userId)).toBe(1_000_000 - staked + returned);
  });

  it('resettlements racing each other leave every bet as its legs say, its money corrected once per change', async () => {
    const db = database.db;
    const book = testBook(db);
    const operator = { db, sportsbook: book.sportsbook, operator: 'race', now: book.now() };
    const players = await Promise.all(Array.from({ length: 4 }, () => insertPlayer(db)));
    const [selection] = upcomingSelections(book, 1, { selection: 1 });
    const target = {
      eventId: selection!.event_id,
      marketKey: selection!.market_key,
      selectionKey: selection!.selection_key,
    };
    for (const userId of players) {
      await fundPlayer(db, userId, 10_000);
      await placeBet(book.deps, userId, slip([selection!], { stake: 1_000 }));
    }
    await settleLegsByHand(operator, target, 'lose');
    await Promise.all([
      resettleSelection(operator, target, 'win'),
      resettleSelection(operator, target, 'win'),
      resettleSelection(operator, target, 'void'),
      resettleSelection(operator, target, 'win'),
    ]);
    const legs = await db
      .selectFrom('sports_bet_legs')
      .select('outcome')
      .where('event_id', '=', target.eventId)
      .where('selection_key', '=', target.selectionKey)
      .execute();
    const outcome = legs[0]!.outcome;
    expect(legs.every((leg) => leg.outcome === outcome)).toBe(true);
    const expected = outcome === 'win' ? Math.floor((1_000 * selection!.odds) / 1000) : 1_000;
    for (const userId of players) {
      const [bet] = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
      expect(bet).toMatchObject({ status: outcome === 'win' ? 'won' : 'void', settled_return: expected });
      expect(await balance(userId)).toBe(9_000 + expected);
    }
  });
});
