import { ApiError } from '@casino/shared/errors/api-error';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { bettingBonusBalance, insertBettingCode } from '../../test/betting-bonus-factory.ts';
import { slip, testBook, upcomingSelections } from '../../test/sportsbook-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import { activateBettingPromoCode } from '../bonuses/betting-bonuses.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { placeBet } from './bet-placement.service.ts';
import { resettleSelection } from './bet-resettlement.service.ts';
import { settleDueBets } from './bet-settler.service.ts';
import type { Odds } from './odds.ts';
import type { LegOutcome } from './settle-selection.ts';
import { cashOut, storedBetType } from './sports-bets.service.ts';

let database: DatabaseHandle;
let db: Db;

const FUNDS = 20_000;
const BONUS = 5_000;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  // Never wagered within a run: the bonus stays active, its money where the bets leave it.
  await insertBettingCode(db, { id: 98, code: 'PROPERTY', amount: BONUS, wager: 1_000, minOdds: 1.01 });
});
afterAll(async () => {
  await database.close();
});

const OUTCOMES: LegOutcome[] = ['win', 'lose', 'push', 'half-win', 'half-lose', 'void'];

type Step =
  | { op: 'place'; legs: number[]; stake: number; bonus: boolean }
  | { op: 'cashOut'; bet: number; part: number | null }
  | { op: 'advance'; minutes: number }
  | { op: 'settle' }
  | { op: 'resettle'; bet: number; leg: number; outcome: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('place' as const),
    legs: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 2 }),
    stake: fc.integer({ min: 10, max: 3_000 }),
    bonus: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('cashOut' as const),
    bet: fc.nat(20),
    part: fc.option(fc.integer({ min: 1, max: 2_000 })),
  }),
  fc.record({ op: fc.constant('advance' as const), minutes: fc.integer({ min: 30, max: 300 }) }),
  fc.constant({ op: 'settle' as const }),
  fc.record({ op: fc.constant('resettle' as const), bet: fc.nat(20), leg: fc.nat(1), outcome: fc.nat(5) }),
);

const EXPECTED_REFUSALS = new Set([
  'SELECTION_CLOSED',
  'SELECTION_SUSPENDED',
  'INSUFFICIENT_FUNDS',
  'INSUFFICIENT_BONUS_FUNDS',
  'STAKE_TOO_HIGH',
  'CASH_OUT_UNAVAILABLE',
]);

it('bonus-funded and real bets through any place / cash-out / settle / resettle sequence: the ledger balances, no balance goes below zero, every bet pays what its legs say, and the money adds up', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.nat(23), async (steps, hour) => {
      const book = testBook(db);
      book.advance(hour * 3_600_000);
      const userId = await insertPlayer(db);
      await fundPlayer(db, userId, FUNDS);
      const user = (await findUser(db, userId))!;
      await activateBettingPromoCode(db, { user, code: 'PROPERTY', locale: 'en' }, book.now());
      const pool = upcomingSelections(book, 6);
      const bets: string[] = [];
      const settle = () => settleDueBets(db, book.sportsbook, book.now(), { recoveryGraceMs: 30_000 });
      const operator = () => ({ db, sportsbook: book.sportsbook, operator: 'property', now: book.now() });

      for (const action of steps) {
        try {
          if (action.op === 'place') {
            const selections = action.legs.map((index) => pool[index]!);
            const funding = action.bonus ? ('betting_bonus' as const) : ('main' as const);
            const params = slip(selections, { stake: action.stake, odds_change: 'any', funding });
            bets.push((await placeBet(book.deps, userId, params)).id);
          } else if (action.op === 'cashOut' && bets.length > 0) {
            const id = bets[action.bet % bets.length]!;
            await cashOut(book.deps, userId, { bet_id: id, amount: 0, part: action.part ?? undefined });
          } else if (action.op === 'advance') {
            book.advance(action.minutes * 60_000);
          } else if (action.op === 'settle') {
            await settle();
          } else if (action.op === 'resettle' && bets.length > 0) {
            const leg = await db
              .selectFrom('sports_bet_legs')
              .selectAll()
              .where('bet_id', '=', bets[action.bet % bets.length]!)
              .where('outcome', 'is not', null)
              .orderBy('position')
              .execute();
            const chosen = leg[action.leg % Math.max(1, leg.length)];
            if (chosen) {
              await resettleSelection(
                operator(),
                {
                  eventId: chosen.event_id,
                  marketKey: chosen.market_key,
                  selectionKey: chosen.selection_key,
                },
                OUTCOMES[action.outcome]!,
              );
            }
          }
        } catch (error) {
          const expected =
            error instanceof ApiError &&
            (EXPECTED_REFUSALS.has(error.code) || error.invalidParameters?.part !== undefined);
          if (!expected) throw error;
        }
        expect(await playerBalance(db, userId)).toBeGreaterThanOrEqual(0);
        expect(await bettingBonusBalance(db, userId)).toBeGreaterThanOrEqual(0);
      }

      book.finishAll();
      await settle();
      const stored = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
      expect(stored.every((bet) => bet.settled_at !== null && bet.paid_at !== null)).toBe(true);
      // Every settled bet says what its legs say (a resettlement corrected it), cashed-out ones aside.
      for (const bet of stored.filter((each) => each.status !== 'cashed_out')) {
        const legs = await db
          .selectFrom('sports_bet_legs')
          .selectAll()
          .where('bet_id', '=', bet.id)
          .execute();
        const settlement = book.sportsbook.settle(
          storedBetType(bet),
          bet.unit_stake,
          legs.map((leg) => ({ odds: leg.odds as Odds, outcome: leg.outcome ?? 'open' })),
          bet.currency,
        );
        expect(settlement).toMatchObject({ state: 'settled', returned: bet.settled_return });
      }
      const corrections = await db
        .selectFrom('sports_bet_resettlements')
        .innerJoin('sports_bets', 'sports_bets.id', 'sports_bet_resettlements.bet_id')
        .select('sports_bet_resettlements.shortfall')
        .where('sports_bets.user_id', '=', userId)
        .execute();
      const shortfall = corrections.reduce((sum, row) => sum + Number(row.shortfall), 0);
      const staked = stored.reduce((sum, bet) => sum + bet.total_stake, 0);
      const returned = stored.reduce((sum, bet) => sum + (bet.settled_return ?? 0) + bet.cashed_out, 0);
      const held = (await playerBalance(db, userId)) + (await bettingBonusBalance(db, userId));
      expect(held).toBe(FUNDS + BONUS - staked + returned + shortfall);
      expect(await checkLedger(db)).toEqual([]);
    }),
    { numRuns: 12 },
  );
  // Twelve runs of up to twelve steps against the database: slower than one test's default allowance.
}, 120_000);
