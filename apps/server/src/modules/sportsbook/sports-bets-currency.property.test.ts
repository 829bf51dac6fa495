import { ApiError } from '@casino/shared/errors/api-error';
import { hundredthsIn, toMinor } from '@casino/shared/money/minor-units';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { slip, testBook, upcomingSelections } from '../../test/sportsbook-factory.ts';
import { freshPglite, freshPostgres, testConfig, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { placeBet } from './bet-placement.service.ts';
import { settleDueBets } from './bet-settler.service.ts';

// The sportsbook's stake limits and largest payout per currency (decision 0061): the configured amounts
// in hundredths are the same amounts of every currency, so 1.00 USDT is a stake like 1.00 USD. On
// PostgreSQL when TEST_DATABASE_URL is set.

let database: DatabaseHandle;
beforeAll(async () => {
  database = testDatabaseUrl ? await freshPostgres() : await freshPglite();
});
afterAll(async () => {
  expect(await checkLedger(database.db)).toEqual([]);
  await database.close();
});

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('sports bets per currency', () => {
  it('holds a USDT stake to 0.10 … 10,000.00 USDT, answering the limits in micro-units', async () => {
    const book = testBook(database.db);
    const userId = await insertPlayer(database.db, 'USDT');
    await fundPlayer(database.db, userId, toMinor(100, 'USDT'), 'USDT');
    const [selection] = upcomingSelections(book, 1);
    const limits = { min_stake: toMinor(0.1, 'USDT'), max_stake: toMinor(10_000, 'USDT') };
    // The two-digit 1.00 (100 minor units) is 0.0001 USDT: below the least stake.
    const low = await refusal(placeBet(book.deps, userId, slip([selection!], { stake: 100 })));
    expect(low.code).toBe('STAKE_TOO_LOW');
    expect(low.errorData).toEqual(limits);
    const high = await refusal(
      placeBet(book.deps, userId, slip([selection!], { stake: toMinor(10_001, 'USDT') })),
    );
    expect(high.code).toBe('STAKE_TOO_HIGH');
    const bet = await placeBet(book.deps, userId, slip([selection!], { stake: toMinor(1, 'USDT') }));
    expect(bet).toMatchObject({ currency: 'USDT', total_stake: toMinor(1, 'USDT') });
    expect(await playerBalance(database.db, userId, 'main', 'USDT')).toBe(toMinor(99, 'USDT'));
  });

  it('takes and pays any accepted stake in the player currency, capped at its largest payout (property)', async () => {
    const currencies = ['USD', 'USDT'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...currencies),
        fc.integer({ min: 10, max: 50_000 }),
        fc.integer({ min: 1, max: 3 }),
        async (currency, hundredths, legs) => {
          const book = testBook(database.db);
          const userId = await insertPlayer(database.db, currency);
          const funded = toMinor(1_000, currency);
          await fundPlayer(database.db, userId, funded, currency);
          const stake = hundredthsIn(hundredths, currency);
          const bet = await placeBet(book.deps, userId, slip(upcomingSelections(book, legs), { stake }));
          expect(bet).toMatchObject({ currency, total_stake: stake });
          expect(bet.potential_return).toBeLessThanOrEqual(
            hundredthsIn(testConfig.sportsbook.maxPayout, currency),
          );
          book.finishAll();
          await settleDueBets(database.db, book.sportsbook, book.now(), { recoveryGraceMs: 30_000 });
          const settled = await database.db
            .selectFrom('sports_bets')
            .select(['status', 'settled_return'])
            .where('id', '=', bet.id)
            .executeTakeFirstOrThrow();
          expect(settled.status).not.toBe('open');
          const returned = Number(settled.settled_return ?? 0);
          expect(await playerBalance(database.db, userId, 'main', currency)).toBe(funded - stake + returned);
        },
      ),
      { numRuns: 30 },
    );
  });
});
