import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const activate = (code: string, player?: TestPlayer) =>
  postAction(t, 'campaigns.activateOffer', { promo_code: code }, player);

async function balances(player: TestPlayer) {
  const response = await getAction(t, 'account.getBalance', {}, player);
  const data = response.json().data;
  return { main: data.balance_main.amount as number, bonus: data.balance_bonus.amount as number };
}

async function bonuses(player: TestPlayer) {
  const response = await getAction(t, 'bonuses.get', {}, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { status: string; title: string; amount: number; wager_required: number }[];
}

/** What a refusal must leave alone: the player's bonuses, balances and the ledger. */
async function snapshot(player: TestPlayer) {
  const postings = await t.database.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { bonuses: await bonuses(player), balances: await balances(player), postings: postings.n };
}

let nextId = 100;
/** A promo code stored as the content seed would store it. */
async function promoCode(
  overrides: Partial<{ amounts: Record<string, number> }> & Record<string, unknown> = {},
) {
  nextId += 1;
  const code = `TEST${nextId}${randomUUID().slice(0, 4)}`;
  const { amounts, ...rest } = overrides;
  await t.database.db
    .insertInto('promo_codes')
    .values({
      id: nextId,
      code,
      amounts: JSON.stringify(amounts ?? { USD: 500 }),
      wager: 10,
      days: 3,
      max_uses: null,
      texts: JSON.stringify({ en: { title: `Code ${code}`, text: 'A test code' } }),
      started_at: null,
      finished_at: null,
      ...rest,
    })
    .execute();
  return code;
}

function expectRefusal(response: Awaited<ReturnType<typeof activate>>, reason: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({
    type: 'InvalidParameterException',
    error_data: { promo_code: [reason] },
  });
  expect(response.json().error.invalid_parameters.promo_code).toEqual(expect.any(String));
}

describe('campaigns.activateOffer with a promo code', () => {
  it('grants the content code once per player, as a bonus on the bonus balance', async () => {
    const player = await registerPlayer(t);
    const granted = await activate(' welcome10 ', player);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({
      status: 'active',
      amount: 1000,
      currency: 'USD',
      wager_required: 20_000,
      title: 'Promo code WELCOME10',
    });
    expect(await balances(player)).toEqual({ main: 0, bonus: 1000 });
    expect(await bonuses(player)).toMatchObject([
      { status: 'active', title: 'Promo code WELCOME10', amount: 1000, wager_required: 20_000 },
    ]);

    const before = await snapshot(player);
    expectRefusal(await activate('WELCOME10', player), 'ALREADY_USED');
    expect(await snapshot(player)).toEqual(before);
  });

  it('grants it pending while another bonus is active (decision 0022)', async () => {
    const player = await registerPlayer(t);
    expect((await activate(await promoCode(), player)).json().data.status).toBe('active');
    const second = await activate(await promoCode({ amounts: { USD: 700 } }), player);
    expect(second.json().data).toMatchObject({ status: 'pending', amount: 700 });
    expect(await balances(player)).toEqual({ main: 0, bonus: 1_200 });
  });

  it('refuses codes that are unknown, over, not started, used up or not in the currency, changing nothing', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const usedUp = await promoCode({ max_uses: 1 });
    expect((await activate(usedUp, other)).statusCode).toBe(200);
    const before = await snapshot(player);
    expectRefusal(await activate('NO-SUCH-CODE', player), 'NOT_FOUND');
    expectRefusal(
      await activate(await promoCode({ finished_at: new Date(Date.now() - 1000) }), player),
      'EXPIRED',
    );
    expectRefusal(
      await activate(await promoCode({ started_at: new Date(Date.now() + 86_400_000) }), player),
      'EXPIRED',
    );
    expectRefusal(await activate(usedUp, player), 'LIMIT_REACHED');
    expectRefusal(await activate(await promoCode({ amounts: { EUR: 500 } }), player), 'CURRENCY_NOT_OFFERED');
    expect(await snapshot(player)).toEqual(before);
  });

  it('answers bad input and guests with the error envelope', async () => {
    const player = await registerPlayer(t);
    for (const promo_code of ['', 'x'.repeat(65)]) {
      const response = await activate(promo_code, player);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ type: 'InvalidParameterException' });
      expect(response.json().error.invalid_parameters).toHaveProperty('promo_code');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns.activateOffer?lang=en',
      payload: form({}),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
    });
    expect(missing.statusCode).toBe(400);
    const guest = await activate('WELCOME10');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toMatchObject({ type: 'AuthorizationException' });
    expect(await bonuses(player)).toEqual([]);
  });
});

describe('campaigns.checkPromocode with a bonus code', () => {
  const check = (code: string, player?: TestPlayer) =>
    postAction(t, 'campaigns.checkPromocode', { promo_code: code }, player);

  it('names it to a player until they used it; to guests (the registration form) it is unknown', async () => {
    expectRefusal(await check('WELCOME10'), 'NOT_FOUND');
    const player = await registerPlayer(t);
    const open = await check('welcome10', player);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toEqual({
      offer_id: null,
      title: 'Promo code WELCOME10',
      text: expect.stringContaining('WELCOME10'),
    });
    await activate('WELCOME10', player);
    expectRefusal(await check('WELCOME10', player), 'ALREADY_USED');
    expectRefusal(
      await check(await promoCode({ finished_at: new Date(Date.now() - 1000) }), player),
      'EXPIRED',
    );
  });
});
