import { randomUUID } from 'node:crypto';
import { minorPerMajorOf } from '@casino/shared/money/currencies';
import { toMinor } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { gameOfKind } from '../../test/game-factory.ts';
import { houseGameApi, launchHouseGame } from '../../test/house-game-client.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

// Players of other currencies than USD, end to end through the API (decision 0051): each registers in
// its currency, deposits, plays a house-game round and withdraws; every movement stays in that currency,
// with its own system accounts, and no USD account of the player ever appears.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // No jackpot win in the middle of the sums (the pools are USD's anyway).
  await t.database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
});
afterAll(() => t.close());

const get = (action: string, query: Record<string, string>, player?: TestPlayer) =>
  getAction(t, action, query, player);
const post = (action: string, fields: Record<string, string>, player: TestPlayer) =>
  postAction(t, action, fields, player);

/** The player's ledger accounts as currency → kind → balance. */
async function ledgerOf(userId: number) {
  const rows = await t.database.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'currency', 'balance'])
    .where('user_id', '=', userId)
    .execute();
  const byCurrency: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    byCurrency[row.currency] = { ...byCurrency[row.currency], [row.kind]: Number(row.balance) };
  }
  return byCurrency;
}

/** Every currency's accounts sum to zero: money only moved between accounts of one currency. */
async function sumsPerCurrency() {
  const rows = await t.database.db
    .selectFrom('ledger_accounts')
    .select(['currency', (eb) => eb.fn.sum<string>('balance').as('total')])
    .groupBy('currency')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.total)]));
}

/** System accounts of a currency that moved: the house keeps one set per currency. */
async function systemKindsOf(currency: string) {
  const rows = await t.database.db
    .selectFrom('ledger_accounts')
    .select('kind')
    .distinct()
    .where('user_id', 'is', null)
    .where('currency', '=', currency)
    .where('balance', '!=', 0 as never)
    .execute();
  return rows.map((row) => row.kind).sort();
}

async function launchDice(player: TestPlayer) {
  const { response, boot } = await launchHouseGame(
    t.app,
    await gameOfKind(t.database.db, 'dice'),
    'play',
    player.cookie,
  );
  expect(response.statusCode).toBe(200);
  return boot!.token;
}

const gameApi = (token: string, path: string, body?: unknown) => houseGameApi(t.app, token, path, body);

describe.each([
  ['EUR', '50', '20'],
  ['USDT', '50', '20'],
])('a %s player', (currency, depositUnits, withdrawUnits) => {
  it('registers, deposits, plays and withdraws in that currency only', async () => {
    const player = await registerPlayer(t, { currency });
    const info = (await get('account.getInfo', {}, player)).json().data;
    expect(info.balance_main).toEqual({ amount: 0, currency });

    // The cashier speaks the player's currency: the card's limits are that currency's (content), in its
    // minor units.
    const settings = (await get('getdepositsettings', {}, player)).json().data;
    expect(settings.currency).toBe(currency);
    const card = settings.methods.find((method: { sysname: string }) => method.sysname === 'visa_mastercard');
    expect(card).toMatchObject({ currency, min: toMinor(10, currency), max: toMinor(5000, currency) });
    expect(card.presets[0]).toBe(toMinor(20, currency));

    const deposited = toMinor(depositUnits, currency);
    const started = await post(
      'makedeposit',
      { method: 'visa_mastercard', amount: String(deposited) },
      player,
    );
    expect(started.statusCode, started.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: started.json().data.url,
      payload: form({ outcome: 'success' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect((await get('account.getBalance', {}, player)).json().data.balance_main).toEqual({
      amount: deposited,
      currency,
    });
    // A deposit below the method's least in this currency is refused with the range in the currency.
    const tooLittle = await post(
      'makedeposit',
      { method: 'visa_mastercard', amount: String(toMinor(9, currency)) },
      player,
    );
    expect(tooLittle.json().error.invalid_parameters.amount).toContain(
      currency === 'EUR' ? '€10' : '10 USDT',
    );

    // A house-game round: the session, its balance and its money factor are the player's currency.
    const token = await launchDice(player);
    const init = (await gameApi(token, '/init')).json().data;
    expect(init.balance).toEqual({ amount: deposited, currency });
    expect(init.minorPerMajor).toBe(minorPerMajorOf(currency));
    // Stakes are the same amounts of every currency (decision 0061): 1.00 EUR, 1.00 USDT.
    const stake = toMinor(1, currency);
    expect(init.limits.steps).toContain(stake);
    const round = await gameApi(token, '/play', {
      request_id: randomUUID(),
      stake,
      params: { target: 5000, direction: 'over' },
    });
    expect(round.statusCode, round.body).toBe(200);
    const payout = round.json().data.round.payout as number;
    const afterRound = deposited - stake + payout;
    expect(round.json().data.balance).toEqual({ amount: afterRound, currency });

    await confirmContacts(t, player);
    const withdrawn = toMinor(withdrawUnits, currency);
    const requested = await post(
      'makewithdrawal',
      {
        method: 'visa_mastercard',
        card_number: '4111 1111 1111 1111',
        card_holder: 'Jane Doe',
        amount: String(withdrawn),
      },
      player,
    );
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data).toMatchObject({ amount: withdrawn, currency, status: 'requested' });

    // The player's money is in this currency only: no account in any other currency was touched.
    const ledger = await ledgerOf(player.uid);
    expect(Object.keys(ledger)).toEqual([currency]);
    expect(ledger[currency]?.main).toBe(afterRound - withdrawn);
    expect((await get('account.getBalance', {}, player)).json().data.balance_main.amount).toBe(
      afterRound - withdrawn,
    );
    // The house side of the deposit, the round and the withdrawal sits in this currency's own accounts.
    expect(await systemKindsOf(currency)).toEqual(expect.arrayContaining(['payment_clearing']));
    expect((await sumsPerCurrency())[currency]).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('choosing a currency', () => {
  it('refuses one the platform or the site does not offer, in the spec envelope', async () => {
    for (const currency of ['GBP', 'usdt', 'FUN', 'US']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth.register?lang=en',
        payload: form({
          email: `cur-${randomUUID()}@example.com`,
          password: 'secret12',
          terms: '1',
          currency,
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '10.9.9.9',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { currency: 'This currency is not available' },
      });
    }
  });

  it("gives a player who names none the site's default currency", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth.register?lang=en',
      payload: form({ email: `cur-${randomUUID()}@example.com`, password: 'secret12', terms: '1' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.9.9.10',
    });
    expect(response.json().data.balance_main).toEqual({ amount: 0, currency: 'USD' });
  });

  it('serves the display rates of the offered currencies as account.getcurrencyrates', async () => {
    const rates = (await get('account.getcurrencyrates', {})).json().data;
    expect(rates).toEqual({ base: 'USD', rates: { USD: 1, EUR: 0.92, BRL: 5.45, USDT: 1 } });
    expect((await get('getcurrencyrates', {})).json().error.type).toBe('MethodNotFoundException');
  });
});
