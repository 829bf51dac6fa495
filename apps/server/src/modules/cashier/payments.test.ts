import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../lib/body-signature.ts';
import { gatewayEventId, settleDuePending } from '../../providers/demo-pay/demo-pay.service.ts';
import { getAction, postAction } from '../../test/api-calls.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { WEBHOOK_PATH } from './payment-webhook.ts';
import { SIGNATURE_HEADER, webhookSecret } from './webhook-signature.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = webhookSecret(testConfig.sessionSecret);
const nowS = () => Math.floor(Date.now() / 1000);

const post = (action: string, fields: Record<string, string>, player: TestPlayer) =>
  postAction(t, action, fields, player);

const get = (action: string, query: Record<string, string>, player?: TestPlayer) =>
  getAction(t, action, query, player);

async function mainBalance(player: TestPlayer): Promise<number> {
  return (await get('account.getBalance', {}, player)).json().data.balance_main.amount;
}

async function deposit(player: TestPlayer, amount: number, method = 'visa_mastercard') {
  const response = await post('makedeposit', { method, amount: String(amount) }, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { transaction: string; url: string };
}

function checkout(url: string, outcome: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: form({ outcome }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function webhook(event: Record<string, unknown>, options: { signWith?: string; at?: number } = {}) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(options.signWith ?? secret, body, options.at ?? nowS()),
    },
  });
}

describe('deposits through the built-in gateway', () => {
  it('lists methods with limits and presets in minor units, for guests too', async () => {
    const data = (await get('getdepositsettings', {})).json().data;
    const card = data.methods.find((method: { sysname: string }) => method.sysname === 'visa_mastercard');
    expect(card).toMatchObject({ min: 1_000, max: 500_000, currency: 'USD' });
    expect(card.presets).toContain(5_000);
  });

  it('credits the main balance once when the payer pays, and the ledger stays consistent', async () => {
    const player = await registerPlayer(t);
    const { transaction, url } = await deposit(player, 5_000);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay successfully');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const paid = await checkout(url, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/cashier/paysuccess/${transaction}`);
    expect(await mainBalance(player)).toBe(5_000);
    expect((await get('getdepositinfo', { transaction }, player)).json().data.status).toBe('success');

    // The payer goes back and chooses again: the order is closed, nothing more is credited.
    expect((await checkout(url, 'success')).statusCode).toBe(409);
    expect(await mainBalance(player)).toBe(5_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits nothing for a declined or cancelled payment', async () => {
    const player = await registerPlayer(t);
    const failed = await deposit(player, 2_000);
    expect((await checkout(failed.url, 'fail')).headers.location).toBe(
      `/cashier/payfail/${failed.transaction}`,
    );
    const cancelled = await deposit(player, 2_000);
    expect((await checkout(cancelled.url, 'cancel')).headers.location).toBe('/cashier/paycancel');
    expect(await mainBalance(player)).toBe(0);
    const history = (await get('gethistory', { type: 'deposit' }, player)).json().data;
    expect(history.count).toBe(2);
    expect(history.items.map((item: { status: string }) => item.status)).toEqual(['cancelled', 'failed']);
  });

  it('a pending payment succeeds later, once', async () => {
    const player = await registerPlayer(t);
    const { transaction, url } = await deposit(player, 3_000);
    expect((await checkout(url, 'pending')).headers.location).toBe(`/cashier/paypending/${transaction}`);
    expect((await get('getdepositinfo', { transaction }, player)).json().data.status).toBe('pending');
    expect(await mainBalance(player)).toBe(0);
    const gateway = {
      db: t.database.db,
      secret,
      notify: async (body: string, signature: string) => {
        const response = await t.app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          payload: body,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        });
        expect(response.statusCode).toBe(200);
      },
    };
    expect(await settleDuePending(gateway, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await settleDuePending(gateway, new Date(Date.now() + 60_000))).toBe(0);
    expect(await mainBalance(player)).toBe(3_000);
  });

  it('refuses amounts outside the method range or with cents, with the sum message', async () => {
    const player = await registerPlayer(t);
    const low = await post('makedeposit', { method: 'visa_mastercard', amount: '500' }, player);
    expect(low.statusCode).toBe(400);
    expect(low.json().error.invalid_parameters.amount).toMatch(/\$10.*\$5,000/);
    const cents = await post('makedeposit', { method: 'visa_mastercard', amount: '1050' }, player);
    expect(cents.json().error.invalid_parameters.amount).toBeTruthy();
    const unknown = await post('makedeposit', { method: 'nope', amount: '5000' }, player);
    expect(unknown.json().error.invalid_parameters.method).toBeTruthy();
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/makedeposit?lang=en',
      payload: form({ method: 'visa_mastercard', amount: '5000' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the payment webhook', () => {
  async function openDeposit(amount = 4_000) {
    const player = await registerPlayer(t);
    const { transaction } = await deposit(player, amount);
    const event = {
      event_id: gatewayEventId(transaction, 'success'),
      transaction,
      status: 'success',
      amount,
      currency: 'USD',
    };
    return { player, transaction, event };
  }

  it.each([
    ['a bad signature', { signWith: 'not-the-secret' }, {}],
    ['a stale timestamp', { at: nowS() - 400 }, {}],
    ['a timestamp from the future', { at: nowS() + 400 }, {}],
    ['a wrong amount', {}, { amount: 4_001 }],
    ['a wrong currency', {}, { currency: 'EUR' }],
    ['an unknown transaction', {}, { transaction: 'nope' }],
  ])('credits nothing for %s', async (_name, options, change) => {
    const { player, event } = await openDeposit();
    const response = await webhook({ ...event, ...change }, options);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await mainBalance(player)).toBe(0);
  });

  it('answers a duplicate without effect and ignores a pending notice that arrives after success', async () => {
    const { player, transaction, event } = await openDeposit();
    expect((await webhook(event)).json().data).toMatchObject({ firstDelivery: true, applied: true });
    expect((await webhook(event)).json().data).toMatchObject({ firstDelivery: false, applied: false });
    const late = await webhook({
      ...event,
      event_id: gatewayEventId(transaction, 'pending'),
      status: 'pending',
    });
    expect(late.json().data).toMatchObject({ applied: false, status: 'success' });
    const fail = await webhook({
      ...event,
      event_id: gatewayEventId(transaction, 'failed'),
      status: 'failed',
    });
    expect(fail.json().data).toMatchObject({ applied: false, status: 'success' });
    expect(await mainBalance(player)).toBe(4_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('withdrawals', () => {
  async function fundedPlayer(amount: number) {
    const player = await registerPlayer(t);
    // The demo content asks for a confirmed contact before a withdrawal (withdrawal-gates.test.ts).
    await confirmContacts(t, player);
    const { url } = await deposit(player, amount);
    await checkout(url, 'success');
    return player;
  }

  const card = { method: 'visa_mastercard', card_number: '4111 1111 1111 1111', card_holder: 'Jane Doe' };

  it('reserves the amount at once, and a cancel returns it', async () => {
    const player = await fundedPlayer(10_000);
    const requested = await post('makewithdrawal', { ...card, amount: '4000' }, player);
    expect(requested.statusCode, requested.body).toBe(200);
    const payment = requested.json().data;
    expect(payment).toMatchObject({ status: 'requested', requisites: '411111...1111', amount: 4_000 });
    expect(await mainBalance(player)).toBe(6_000);
    const settings = (await get('getwithdrawsettings', {}, player)).json().data;
    expect(settings.available).toBe(6_000);
    expect(settings.requisites).toEqual([{ method: 'visa_mastercard', value: '411111...1111' }]);

    expect((await post('cancelwithdrawal', { transaction: payment.transaction }, player)).json().data).toBe(
      1,
    );
    expect(await mainBalance(player)).toBe(10_000);
    const again = await post('cancelwithdrawal', { transaction: payment.transaction }, player);
    expect(again.json().error.type).toBe('WithdrawalDeclinedException');
    expect(await mainBalance(player)).toBe(10_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('the gateway approves one payout and declines another; a cancel after approval changes nothing', async () => {
    const player = await fundedPlayer(10_000);
    const first = (await post('makewithdrawal', { ...card, amount: '3000' }, player)).json().data;
    const second = (await post('makewithdrawal', { ...card, amount: '2000' }, player)).json().data;
    const decide = (transaction: string, status: string, amount: number) =>
      webhook({
        event_id: gatewayEventId(transaction, status),
        transaction,
        status,
        amount,
        currency: 'USD',
      });
    expect((await decide(first.transaction, 'approved', 3_000)).json().data.applied).toBe(true);
    expect((await decide(second.transaction, 'declined', 2_000)).json().data.applied).toBe(true);
    expect(await mainBalance(player)).toBe(7_000);
    const late = await post('cancelwithdrawal', { transaction: first.transaction }, player);
    expect(late.json().error.type).toBe('WithdrawalDeclinedException');
    expect(await mainBalance(player)).toBe(7_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses more than the balance, bad requisites, and answers a retried request once', async () => {
    const player = await fundedPlayer(5_000);
    const tooMuch = await post('makewithdrawal', { ...card, amount: '6000' }, player);
    expect(tooMuch.json().error.invalid_parameters.amount).toBeTruthy();
    const badCard = await post(
      'makewithdrawal',
      { ...card, card_number: '4111111111111112', amount: '2000' },
      player,
    );
    expect(badCard.json().error.invalid_parameters.card_number).toBeTruthy();
    const badHolder = await post(
      'makewithdrawal',
      { ...card, card_holder: 'J4ne <b>', amount: '2000' },
      player,
    );
    expect(badHolder.json().error.invalid_parameters.card_holder).toBeTruthy();
    const badIban = await post(
      'makewithdrawal',
      { method: 'bank_transfer', iban: 'DE89370400440532013001', amount: '6000' },
      player,
    );
    expect(badIban.json().error.invalid_parameters.iban).toBeTruthy();
    expect(await mainBalance(player)).toBe(5_000);

    const key = { ...card, amount: '2000', idempotency_key: 'tab-1-attempt-1' };
    const first = (await post('makewithdrawal', key, player)).json().data;
    const retry = (await post('makewithdrawal', key, player)).json().data;
    expect(retry.transaction).toBe(first.transaction);
    expect(await mainBalance(player)).toBe(3_000);
  });
});

describe('the identity check before large deposits', () => {
  it("refuses a deposit that takes an unverified player past the operator's threshold, and takes it once verified", async () => {
    // The demo content requires the identity check beyond $5,000 deposited in all.
    const player = await registerPlayer(t);
    expect(
      (await post('makedeposit', { method: 'visa_mastercard', amount: '300000' }, player)).statusCode,
    ).toBe(200);
    const refused = await post('makedeposit', { method: 'visa_mastercard', amount: '250000' }, player);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      type: 'VerificationRequiredException',
      error_data: { threshold_amount: 500_000, deposited_amount: 300_000, on_verification: false },
    });
    // Nothing was started for the refused one.
    const started = await t.database.db
      .selectFrom('payments')
      .select('amount')
      .where('user_id', '=', player.uid)
      .execute();
    expect(started.map((row) => Number(row.amount))).toEqual([300_000]);
    expect(
      (await post('makedeposit', { method: 'visa_mastercard', amount: '200000' }, player)).statusCode,
    ).toBe(200);

    await t.database.db
      .updateTable('users')
      .set({ is_verified: true })
      .where('id', '=', player.uid)
      .execute();
    expect(
      (await post('makedeposit', { method: 'visa_mastercard', amount: '250000' }, player)).statusCode,
    ).toBe(200);
  });
});
