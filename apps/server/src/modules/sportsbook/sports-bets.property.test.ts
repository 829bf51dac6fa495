import { ApiError } from '@casino/shared/errors/api-error';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { slip, testBook, upcomingSelections } from '../../test/sportsbook-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { placeBet } from './bet-placement.service.ts';
import { settleDueBets } from './bet-settler.service.ts';
import { cashOut } from './sports-bets.service.ts';

let database: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const FUNDS = 20_000;

type Step =
  | { op: 'place'; legs: number[]; system: boolean; stake: number }
  | { op: 'cashOut'; bet: number; part: number | null }
  | { op: 'void'; bet: number; leg: number }
  | { op: 'advance'; minutes: number }
  | { op: 'settle' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('place' as const),
    legs: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }),
    system: fc.boolean(),
    stake: fc.integer({ min: 10, max: 5_000 }),
  }),
  fc.record({
    op: fc.constant('cashOut' as const),
    bet: fc.nat(20),
    part: fc.option(fc.integer({ min: 1, max: 3_000 })),
  }),
  fc.record({ op: fc.constant('void' as const), bet: fc.nat(20), leg: fc.nat(2) }),
  fc.record({ op: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 240 }) }),
  fc.constant({ op: 'settle' as const }),
);

/** Refusals a random sequence runs into by design; anything else fails the property. */
const EXPECTED_REFUSALS = new Set([
  'SELECTION_CLOSED',
  'SELECTION_SUSPENDED',
  'INSUFFICIENT_FUNDS',
  'STAKE_TOO_HIGH',
  'CASH_OUT_UNAVAILABLE',
]);

it('keeps the ledger balanced and balances whole through any place / settle / (partial) cash-out / void sequence', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.nat(23), async (steps, hour) => {
      const book = testBook(db);
      book.advance(hour * 3_600_000);
      const userId = await insertPlayer(db);
      await fundPlayer(db, userId, FUNDS);
      const balance = () => playerBalance(db, userId);
      const pool = upcomingSelections(book, 8);
      const bets: string[] = [];
      const settle = () => settleDueBets(db, book.sportsbook, book.now(), { recoveryGraceMs: 30_000 });

      for (const action of steps) {
        try {
          if (action.op === 'place') {
            const selections = action.legs.map((index) => pool[index]!);
            const type = selections.length === 3 && action.system ? 'trixie' : undefined;
            const bet = await placeBet(
              book.deps,
              userId,
              slip(selections, { stake: action.stake, odds_change: 'any', ...(type ? { type } : {}) }),
            );
            bets.push(bet.id);
          } else if (action.op === 'cashOut' && bets.length > 0) {
            await cashOut(book.deps, userId, {
              bet_id: bets[action.bet % bets.length]!,
              amount: 0,
              part: action.part ?? undefined,
            });
          } else if (action.op === 'void' && bets.length > 0) {
            // The event of a leg still to come in is abandoned.
            await db
              .updateTable('sports_bet_legs')
              .set({ event_id: 'abandoned-event' })
              .where('bet_id', '=', bets[action.bet % bets.length]!)
              .where('position', '=', action.leg)
              .where('outcome', 'is', null)
              .execute();
          } else if (action.op === 'advance') {
            book.advance(action.minutes * 60_000);
          } else if (action.op === 'settle') {
            await settle();
          }
        } catch (error) {
          const expected =
            error instanceof ApiError &&
            (EXPECTED_REFUSALS.has(error.code) || error.invalidParameters?.part !== undefined);
          if (!expected) throw error;
        }
        expect(await balance()).toBeGreaterThanOrEqual(0);
      }

      book.finishAll();
      await settle();
      const stored = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
      expect(stored.every((bet) => bet.settled_at !== null && bet.paid_at !== null)).toBe(true);
      const staked = stored.reduce((sum, bet) => sum + bet.total_stake, 0);
      const returned = stored.reduce((sum, bet) => sum + (bet.settled_return ?? 0) + bet.cashed_out, 0);
      expect(await balance()).toBe(FUNDS - staked + returned);
      expect(await checkLedger(db)).toEqual([]);
    }),
    { numRuns: 15 },
  );
});
