import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
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

const take = (id: number, player?: TestPlayer) =>
  postAction(t, 'campaigns.takepromotions', { offer_id: String(id) }, player);

async function bonusCount(player: TestPlayer) {
  const response = await getAction(t, 'bonuses.get', {}, player);
  return (response.json().data as unknown[]).length;
}

function expectRefusal(response: Awaited<ReturnType<typeof take>>, reason: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({
    type: 'InvalidParameterException',
    error_data: { offer_id: [reason] },
  });
}

describe('campaigns.getpromotions', () => {
  it('lists the demo promotions, each naming a deposit offer, cashback or promo code that exists', async () => {
    const response = await getAction(t, 'campaigns.getpromotions', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: 1, kind: 'offer', ref_id: 1, title: 'Welcome bonus 100%' }),
      expect.objectContaining({ id: 2, kind: 'promo_code', ref_id: 1, title: 'Promo code WELCOME10' }),
      expect.objectContaining({ id: 3, kind: 'offer', ref_id: 2 }),
      expect.objectContaining({ id: 4, kind: 'cashback', ref_id: 1 }),
      expect.objectContaining({ id: 5, kind: 'promo_code', ref_id: 2, title: 'Promo code SPINS20' }),
    ]);
  });

  it('leaves out a promotion whose period has ended', async () => {
    await t.database.db
      .insertInto('promotions')
      .values({
        id: 90,
        position: 90,
        kind: 'promo_code',
        ref_id: 1,
        image: null,
        texts: JSON.stringify({ en: { title: 'Over', text: 'Ended' } }),
        started_at: null,
        finished_at: new Date('2020-01-01T00:00:00Z'),
      })
      .execute();
    const response = await getAction(t, 'campaigns.getpromotions', {});
    expect(response.json().data.map((promotion: { id: number }) => promotion.id)).not.toContain(90);
    expectRefusal(await take(90, await registerPlayer(t)), 'EXPIRED');
  });
});

describe('campaigns.takepromotions', () => {
  it("grants the promo code's bonus once, the same bonus the code gives", async () => {
    const player = await registerPlayer(t);
    const taken = await take(2, player);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({
      status: 'active',
      amount: 1000,
      currency: 'USD',
      wager_required: 20_000,
    });
    expectRefusal(await take(2, player), 'ALREADY_USED');
    // The code and the promotion are one grant: the code is used too.
    const code = await postAction(t, 'campaigns.activateOffer', { promo_code: 'WELCOME10' }, player);
    expect(code.json().error.error_data).toEqual({ promo_code: ['ALREADY_USED'] });
    expect(await bonusCount(player)).toBe(1);
  });

  it('refuses deposit offers, cashback and unknown promotions, granting nothing', async () => {
    const player = await registerPlayer(t);
    expectRefusal(await take(1, player), 'DEPOSIT_REQUIRED');
    expectRefusal(await take(4, player), 'DEPOSIT_REQUIRED');
    expectRefusal(await take(999, player), 'NOT_FOUND');
    expect(await bonusCount(player)).toBe(0);
  });

  it('asks a guest to sign in and refuses a bad id with the error envelope', async () => {
    const guest = await take(2);
    expect(guest.statusCode).not.toBe(200);
    expect(guest.json().error).toBeDefined();
    const bad = await postAction(t, 'campaigns.takepromotions', { offer_id: 'x' }, await registerPlayer(t));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.type).toBe('InvalidParameterException');
  });
});
