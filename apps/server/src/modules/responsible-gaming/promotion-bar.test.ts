import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

// Player protection (issue 19) closes promotions: a player taking a break or self-excluded claims no
// bonus, activates no promo code, takes no promotion and buys nothing in the loyalty shop. Each refusal
// is an InvalidParameter naming TIME_OUT or SELF_EXCLUDED under the parameter the player gave.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const HOUR = 3_600_000;

async function onBreak(player: TestPlayer) {
  await t.database.db
    .insertInto('play_time_outs')
    .values({
      user_id: player.uid,
      period: '24h',
      started_at: new Date(Date.now() - HOUR),
      ends_at: new Date(Date.now() + 23 * HOUR),
    })
    .execute();
}

async function selfExcluded(player: TestPlayer) {
  await t.database.db
    .insertInto('self_exclusions')
    .values({
      user_id: player.uid,
      period: 'permanent',
      started_at: new Date(Date.now() - HOUR),
      ends_at: null,
    })
    .execute();
}

/** The player's pending bonus from a promo code taken before the break (another code made it pending). */
async function pendingBonus(player: TestPlayer): Promise<number> {
  expect(
    (await postAction(t, 'campaigns.activateOffer', { promo_code: 'WELCOME10' }, player)).statusCode,
  ).toBe(200);
  const [bonus] = (await getAction(t, 'bonuses.get', {}, player)).json().data as { id: number }[];
  expect(
    (await postAction(t, 'bonuses.deactivate', { bonus_id: String(bonus!.id) }, player)).statusCode,
  ).toBe(200);
  return bonus!.id;
}

async function grants(player: TestPlayer) {
  const [bonuses, packs] = await Promise.all([
    t.database.db.selectFrom('bonuses').select(['id', 'status']).where('user_id', '=', player.uid).execute(),
    t.database.db.selectFrom('free_spin_packs').select('id').where('user_id', '=', player.uid).execute(),
  ]);
  return { bonuses, packs };
}

describe.each([
  ['taking a break', onBreak, 'TIME_OUT'],
  ['self-excluded', selfExcluded, 'SELF_EXCLUDED'],
])('a player %s', (_name, protect, reason) => {
  it('activates no promo code, takes no promotion, claims no bonus and buys nothing', async () => {
    const player = await registerPlayer(t);
    const bonusId = await pendingBonus(player);
    await protect(player);
    const before = await grants(player);

    const code = await postAction(t, 'campaigns.activateOffer', { promo_code: 'SPINS20' }, player);
    expect(code.statusCode).toBe(400);
    expect(code.json().error).toMatchObject({
      type: 'InvalidParameterException',
      error_data: { promo_code: [reason] },
    });
    const promotion = await postAction(t, 'campaigns.takepromotions', { offer_id: '5' }, player);
    expect(promotion.json().error.error_data).toEqual({ offer_id: [reason] });
    const claim = await postAction(t, 'bonuses.activate', { bonus_id: String(bonusId) }, player);
    expect(claim.statusCode).toBe(400);
    expect(claim.json().error.error_data).toEqual({ bonus_id: [reason] });
    const purchase = await postAction(t, 'loyalty.buyproduct', { id: '4', idempotency_key: 'x' }, player);
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().error.error_data).toEqual({ id: [reason] });

    expect(await grants(player)).toEqual(before);
  });
});

it('a break that has ended closes nothing', async () => {
  const player = await registerPlayer(t);
  await t.database.db
    .insertInto('play_time_outs')
    .values({
      user_id: player.uid,
      period: '24h',
      started_at: new Date(Date.now() - 25 * HOUR),
      ends_at: new Date(Date.now() - HOUR),
    })
    .execute();
  expect((await postAction(t, 'campaigns.activateOffer', { promo_code: 'SPINS20' }, player)).statusCode).toBe(
    200,
  );
});
