import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

// Promo codes that grant free spins (decision 0044): the demo content's SPINS20 gives 20 spins of
// Secrets of Gems at $0.20 and no bonus; its promotion (id 5) takes the same code in one click.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const activate = (code: string, player: TestPlayer) =>
  postAction(t, 'campaigns.activateOffer', { promo_code: code }, player);

async function packs(player: TestPlayer) {
  const response = await getAction(t, 'freespins.get', { fields: 'description' }, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    game: { sysname: string };
    remaining_count: number;
    description: { title: string; stake: number };
  }[];
}

async function postings() {
  const row = await t.database.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a promo code that grants free spins', () => {
  it('grants its pack once per player, says what it granted, and moves no money', async () => {
    const player = await registerPlayer(t);
    const before = await postings();
    const response = await activate('spins20', player);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      bonus_id: null,
      status: null,
      amount: null,
      currency: 'USD',
      title: 'Promo code SPINS20',
      free_spins: { title: 'SPINS20 free spins', game: 'secrets-of-gems', count: 20, stake: 20 },
    });
    expect(await postings()).toBe(before);
    expect(await packs(player)).toEqual([
      expect.objectContaining({
        game: expect.objectContaining({ sysname: 'secrets-of-gems' }),
        remaining_count: 20,
        description: expect.objectContaining({ title: 'SPINS20 free spins', stake: 20 }),
      }),
    ]);

    const again = await activate('SPINS20', player);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.error_data).toEqual({ promo_code: ['ALREADY_USED'] });
    // The promotion of the code is the same grant.
    const promotion = await postAction(t, 'campaigns.takepromotions', { offer_id: '5' }, player);
    expect(promotion.json().error.error_data).toEqual({ offer_id: ['ALREADY_USED'] });
    const check = await postAction(t, 'campaigns.checkPromocode', { promo_code: 'SPINS20' }, player);
    expect(check.json().error.error_data).toEqual({ promo_code: ['ALREADY_USED'] });
    expect(await packs(player)).toHaveLength(1);
  });

  it('is taken from the promotions page as well, in the page language', async () => {
    const player = await registerPlayer(t);
    const taken = await postAction(t, 'campaigns.takepromotions', { offer_id: '5' }, player);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.free_spins).toMatchObject({ count: 20 });
    expect(await packs(player)).toHaveLength(1);
  });

  it('counts a pack-only grant as a use of the code: max_uses holds', async () => {
    await t.database.db
      .insertInto('promo_codes')
      .values({
        id: 300,
        code: 'ONESPIN',
        amounts: JSON.stringify({}),
        wager: 0,
        days: 1,
        free_spins: JSON.stringify({
          titles: { en: 'One pack' },
          game: 'secrets-of-gems',
          count: 5,
          stake: 10,
          days: 1,
          wager: 1,
        }),
        max_uses: 1,
        texts: JSON.stringify({ en: { title: 'ONESPIN', text: 'Once in all' } }),
        started_at: null,
        finished_at: null,
      })
      .execute();
    const first = await registerPlayer(t);
    const second = await registerPlayer(t);
    expect((await activate('ONESPIN', first)).statusCode).toBe(200);
    const refused = await activate('ONESPIN', second);
    expect(refused.json().error.error_data).toEqual({ promo_code: ['LIMIT_REACHED'] });
    expect(await packs(second)).toEqual([]);
  });

  it('grants a code with a bonus and free spins both, and answers both', async () => {
    await t.database.db
      .insertInto('promo_codes')
      .values({
        id: 301,
        code: 'BOTH',
        amounts: JSON.stringify({ USD: 700 }),
        wager: 5,
        days: 3,
        free_spins: JSON.stringify({
          titles: { en: 'Both pack' },
          game: 'secrets-of-gems',
          count: 7,
          stake: 10,
          days: 1,
          wager: 1,
        }),
        max_uses: null,
        texts: JSON.stringify({ en: { title: 'BOTH', text: 'Bonus and spins' } }),
        started_at: null,
        finished_at: null,
      })
      .execute();
    const player = await registerPlayer(t);
    const response = await activate('BOTH', player);
    expect(response.json().data).toMatchObject({
      status: 'active',
      amount: 700,
      wager_required: 3500,
      free_spins: { count: 7, title: 'Both pack' },
    });
    expect(await packs(player)).toHaveLength(1);
  });
});
