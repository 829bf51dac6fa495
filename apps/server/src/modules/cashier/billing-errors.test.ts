import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { confirmContacts, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';

const deposit = (t: TestApp, player: TestPlayer, amount: number) =>
  postAction(t, 'makedeposit', { method: 'visa_mastercard', amount: String(amount) }, player);

async function depositStatuses(t: TestApp, player: TestPlayer) {
  const history = await getAction(t, 'gethistory', { offset: '0', count: '10', type: 'deposit' }, player);
  return history.json().data.items.map((item: { status: string }) => item.status);
}

describe('the built-in gateway’s test amounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [40_200, 'BillingTransactionDeclinedException', 422],
    [50_200, 'BillingServiceErrorException', 502],
    [50_300, 'BillingUnavailableException', 502],
  ])('a deposit of %i answers %s, and the deposit closes as failed', async (amount, type, status) => {
    const player = await registerPlayer(t);
    const refused = await deposit(t, player, amount);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().error.type).toBe(type);
    expect(await depositStatuses(t, player)).toEqual(['failed']);
    // Any other amount goes through.
    expect((await deposit(t, player, 40_100)).statusCode).toBe(200);
  });

  it('lists the gateway’s banks', async () => {
    const banks = (await getAction(t, 'getbanks', {})).json().data;
    expect(banks.length).toBeGreaterThan(0);
    expect(banks[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  });
});

describe('the gateway down (DEMO_PAY_OUTAGE)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('unavailable: deposits and banks answer BillingUnavailable; a withdrawal stays requested for the recovery', async () => {
    t = await createTestApp(undefined, { demoPayOutage: 'unavailable' });
    const player = await registerPlayer(t);
    const refused = await deposit(t, player, 5_000);
    expect(refused.json().error.type).toBe('BillingUnavailableException');
    expect((await getAction(t, 'getbanks', {})).json().error.type).toBe('BillingUnavailableException');

    await confirmContacts(t, player);
    await fundPlayer(t.database.db, player.uid, 10_000);
    const withdrawal = await postAction(
      t,
      'makewithdrawal',
      { method: 'visa_mastercard', amount: '2000', card_number: '4111111111111111', card_holder: 'Jane Doe' },
      player,
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(withdrawal.json().data.status).toBe('requested');
    const row = await t.database.db
      .selectFrom('payments')
      .select('provider_status')
      .where('public_id', '=', withdrawal.json().data.transaction)
      .executeTakeFirstOrThrow();
    expect(row.provider_status).toBeNull();
  });

  it('failing: deposits answer BillingServiceError', async () => {
    const failing = await createTestApp(undefined, { demoPayOutage: 'failing' });
    try {
      const player = await registerPlayer(failing);
      expect((await deposit(failing, player, 5_000)).json().error.type).toBe('BillingServiceErrorException');
    } finally {
      await failing.close();
    }
  });
});
