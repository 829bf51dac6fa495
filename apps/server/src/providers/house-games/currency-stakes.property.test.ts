import { randomUUID } from 'node:crypto';
import { hundredthsIn, toMinor } from '@casino/shared/money/minor-units';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../modules/wallet/ledger-check.ts';
import { gameOfKind } from '../../test/game-factory.ts';
import { houseGameApi, launchHouseGame } from '../../test/house-game-client.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, freshPostgres, type TestApp, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';

// House-game stakes per currency (decision 0061): the limits and stake steps are the same amounts of
// every currency — 1.00 is one dollar and one USDT — and every round moves exactly its stake and payout
// in the player's currency. On PostgreSQL when TEST_DATABASE_URL is set.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(testDatabaseUrl ? await freshPostgres() : undefined);
  // No jackpot win in the middle of the sums.
  await t.database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
});
afterAll(() => t.close());

async function launch(player: TestPlayer, kind: string): Promise<string> {
  const { boot } = await launchHouseGame(t.app, await gameOfKind(t.database.db, kind), 'play', player.cookie);
  return boot!.token;
}

const gameApi = (token: string, path: string, body?: unknown) => houseGameApi(t.app, token, path, body);

const CURRENCIES = ['USD', 'USDT'] as const;

describe('house-game stakes per currency', () => {
  it.each(CURRENCIES)('offers the same stake amounts in %s: 0.10 to 100.00 for dice', async (currency) => {
    const player = await registerPlayer(t, { currency });
    const init = (await gameApi(await launch(player, 'dice'), '/init')).json().data;
    expect(init.limits).toMatchObject({ min: toMinor(0.1, currency), max: toMinor(100, currency) });
    expect(init.limits.default).toBe(toMinor(1, currency));
    expect(init.limits.steps).toContain(toMinor(1, currency));
  });

  it('refuses a USDT stake below 0.10 USDT (the two-digit 1.00 is 0.0001 USDT), saying so in USDT', async () => {
    const player = await registerPlayer(t, { currency: 'USDT' });
    await fundPlayer(t.database.db, player.uid, toMinor(10, 'USDT'), 'USDT');
    const token = await launch(player, 'dice');
    const refused = await gameApi(token, '/play', {
      request_id: randomUUID(),
      stake: 100,
      params: { target: 5000, direction: 'over' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.invalid_parameters.stake).toBe('The stake must be between 0.10 and 100');
    expect((await gameApi(token, '/init')).json().data.balance.amount).toBe(toMinor(10, 'USDT'));
  });

  it('takes roulette chips of 1.00 USDT and pays them in USDT', async () => {
    const player = await registerPlayer(t, { currency: 'USDT' });
    await fundPlayer(t.database.db, player.uid, toMinor(10, 'USDT'), 'USDT');
    const token = await launch(player, 'roulette');
    const chip = toMinor(1, 'USDT');
    const round = await gameApi(token, '/play', {
      request_id: randomUUID(),
      stake: 2 * chip,
      params: {
        bets: [
          { kind: 'red', amount: chip },
          { kind: 'black', amount: chip },
        ],
      },
    });
    expect(round.statusCode, round.body).toBe(200);
    const { payout } = round.json().data.round;
    // Red and black: one of them pays 2 chips unless zero came.
    expect([0, 2 * chip]).toContain(payout);
    expect(round.json().data.balance).toEqual({
      amount: toMinor(10, 'USDT') - 2 * chip + payout,
      currency: 'USDT',
    });
    // The verify page recomputes the round and writes its amounts in USDT's units.
    const rotated = (await gameApi(token, '/seed', { rotate: true })).json().data;
    const { sysname } = await t.database.db
      .selectFrom('house_rounds')
      .select('sysname')
      .where('id', '=', round.json().data.round.id)
      .executeTakeFirstOrThrow();
    const query = new URLSearchParams({
      game: sysname,
      server_seed: rotated.revealed.serverSeed,
      client_seed: rotated.revealed.clientSeed,
      nonce: '0',
    });
    const page = await t.app.inject({ method: 'GET', url: `/platform/game/verify?${query}` });
    expect(page.body).toContain(`matches: stake 2, paid ${payout === 0 ? '0' : '2'}.`);
  });

  it('moves exactly the stake and the payout of any round in the player currency (property)', async () => {
    const players = new Map<string, { player: TestPlayer; token: string; balance: number }>();
    const funded = toMinor(1_000, 'USD');
    for (const currency of CURRENCIES) {
      const player = await registerPlayer(t, { currency });
      const balance = hundredthsIn(funded, currency);
      await fundPlayer(t.database.db, player.uid, balance, currency);
      players.set(currency, { player, token: await launch(player, 'dice'), balance });
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CURRENCIES),
        fc.nat(9),
        fc.integer({ min: 500, max: 9_400 }),
        fc.boolean(),
        async (currency, step, target, over) => {
          const state = players.get(currency)!;
          const { limits } = (await gameApi(state.token, '/init')).json().data;
          const stake = limits.steps[step % limits.steps.length] as number;
          const round = await gameApi(state.token, '/play', {
            request_id: randomUUID(),
            stake,
            params: { target, direction: over ? 'over' : 'under' },
          });
          expect(round.statusCode, round.body).toBe(200);
          const { payout } = round.json().data.round;
          state.balance = state.balance - stake + payout;
          expect(round.json().data.balance).toEqual({ amount: state.balance, currency });
        },
      ),
      { numRuns: 40 },
    );
    for (const currency of CURRENCIES) {
      const { player, balance } = players.get(currency)!;
      const accounts = await t.database.db
        .selectFrom('ledger_accounts')
        .select(['currency', 'balance'])
        .where('user_id', '=', player.uid)
        .where('kind', '=', 'main')
        .execute();
      expect(accounts.map((row) => [row.currency, Number(row.balance)])).toEqual([[currency, balance]]);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
