import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { walletCall } from '../game-wallet/seamless-wallet.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { stakesEarned } from './loyalty.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

// The demo content (content/site.json): characters 1 Fox, 2 Owl, 3 Bear; Silver at 1,000 lifetime
// points, Gold at 5,000; slots earn 10 points per $1.

async function characterOf(player: TestPlayer) {
  const response = await getAction(t, 'loyalty.getinfo', {}, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.character as { id: number; name: string; picture: string } | null;
}

async function notices(player: TestPlayer, lang = 'en') {
  const response = await getAction(t, 'loyalty.getnotifications', { lang }, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as { trigger: string; amount: number; title: string; message: string }[];
}

/** Stakes `amount` minor units on a slot with real money. */
async function stake(player: TestPlayer, amount: number) {
  const slot = await t.database.db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', 'slot')
    .where('is_active', '=', true)
    .where('has_jackpot', '=', false)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const session = await openGameSession(t.database.db, {
    userId: player.uid,
    sysname: slot.sysname,
    mode: 'real',
    now: new Date(),
  });
  await walletCall(
    t.database.db,
    'house',
    'bet',
    { session: session.token, transaction_id: randomUUID(), round_id: randomUUID(), amount },
    new Date(),
  );
  // The stake earns after the wallet's answer.
  await stakesEarned(t.database.db);
}

describe('characters', () => {
  it('getcharacters lists the content characters, localized, with the spec page fields', async () => {
    const response = await getAction(t, 'loyalty.getcharacters', { lang: 'de' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      items: [
        { id: 1, name: 'Fuchs', picture: '/images/loyalty/characters/fox.svg' },
        { id: 2, name: 'Eule', picture: '/images/loyalty/characters/owl.svg' },
        { id: 3, name: 'Bär', picture: '/images/loyalty/characters/bear.svg' },
      ],
      offset: 0,
      limit: 50,
      total: 3,
    });
    const page = await getAction(t, 'loyalty.getcharacters', { limit: '1', offset: '1' });
    expect(page.json().data).toMatchObject({
      items: [{ id: 2, name: 'Owl' }],
      offset: 1,
      limit: 1,
      total: 3,
    });
  });

  it('setcharacter sets and changes the character loyalty info shows; an unknown one is refused', async () => {
    const player = await registerPlayer(t);
    expect(await characterOf(player)).toBeNull();
    expect((await postAction(t, 'loyalty.setcharacter', { id: '2' }, player)).json().data).toBe(1);
    expect(await characterOf(player)).toEqual({
      id: 2,
      name: 'Owl',
      picture: '/images/loyalty/characters/owl.svg',
    });
    await postAction(t, 'loyalty.setcharacter', { id: '3' }, player);
    expect((await characterOf(player))?.id).toBe(3);

    const unknown = await postAction(t, 'loyalty.setcharacter', { id: '99' }, player);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ error_data: { id: ['NOT_FOUND'] } });
    expect((await characterOf(player))?.id).toBe(3);
  });

  it('account info carries the chosen character for the header, in the request language', async () => {
    const player = await registerPlayer(t);
    const info = async () => (await getAction(t, 'account.getInfo', {}, player)).json().data;
    expect((await info()).character).toBeNull();
    await postAction(t, 'loyalty.setcharacter', { id: '2' }, player);
    expect((await info()).character).toEqual({
      id: 2,
      name: 'Owl',
      picture: '/images/loyalty/characters/owl.svg',
    });
  });

  it('setcharacter needs a signed-in player', async () => {
    const response = await postAction(t, 'loyalty.setcharacter', { id: '1' });
    expect(response.statusCode).toBe(401);
  });

  it('registration stores character_id; an unknown one is a field error and registers nobody', async () => {
    const player = await registerPlayer(t, { character_id: '1' });
    expect((await characterOf(player))?.name).toBe('Fox');
    const none = await registerPlayer(t, { character_id: '0' });
    expect(await characterOf(none)).toBeNull();
    await expect(registerPlayer(t, { character_id: '42' })).rejects.toThrow(/character_id/);
  });
});

describe('notices', () => {
  it('reaching a level writes one level notice, answered once, in the player locale', async () => {
    const player = await registerPlayer(t);
    await fundPlayer(t.database.db, player.uid, 1_000_000);
    await stake(player, 5_000); // 500 points: still Bronze
    expect(await notices(player)).toEqual([]);
    await stake(player, 6_000); // 1,100 points: Silver
    const [notice, ...rest] = await notices(player, 'de');
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      trigger: 'level',
      amount: 2,
      type: 'other',
      amountType: 'level',
      title: 'Silber',
      image: null,
    });
    expect(notice?.message).toBe('Aurora Club');
    // Seen once: asked again, there is nothing.
    expect(await notices(player)).toEqual([]);
    await stake(player, 1_000); // still Silver
    expect(await notices(player)).toEqual([]);
  });

  it('a stake that jumps two levels tells of the highest only', async () => {
    const player = await registerPlayer(t);
    await fundPlayer(t.database.db, player.uid, 1_000_000);
    await stake(player, 60_000); // 6,000 points: Gold
    expect((await notices(player)).map((n) => [n.trigger, n.amount])).toEqual([['level', 3]]);
  });

  it('getnotifications needs a signed-in player', async () => {
    expect((await getAction(t, 'loyalty.getnotifications', {})).statusCode).toBe(401);
  });
});
