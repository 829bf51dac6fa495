import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

// The demo welcome offer grants its free-spin pack with its bonus, once; `freespins.get` lists it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const WELCOME = 1;

async function depositWith(player: TestPlayer, offerId: number) {
  const started = await postAction(
    t,
    'makedeposit',
    { method: 'visa_mastercard', amount: '5000', campaign_offer_id: String(offerId) },
    player,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { url } = started.json().data as { url: string };
  const paid = await t.app.inject({
    method: 'POST',
    url,
    payload: form({ outcome: 'success' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
}

async function packs(player: TestPlayer, query: Record<string, string> = {}) {
  const response = await getAction(t, 'freespins.get', query, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('freespins.get', () => {
  it('needs a signed-in player', async () => {
    const response = await getAction(t, 'freespins.get', {});
    expect(response.json().error.type).toBe('AuthorizationException');
  });

  it('lists the welcome pack granted with the first deposit, once', async () => {
    const player = await registerPlayer(t);
    expect(await packs(player)).toEqual([]);
    await depositWith(player, WELCOME);
    const [pack, ...others] = await packs(player, { fields: 'description' });
    expect(others).toEqual([]);
    expect(pack).toMatchObject({
      game: { sysname: 'secrets-of-gems', title: 'Secrets of Gems' },
      remaining_count: 10,
      status: 'active',
      description: { title: 'Welcome free spins', total_count: 10, stake: 100, wager: 30, winnings: 0 },
    });
    // Without fields: the spec's three, and nothing finished yet.
    expect(Object.keys((await packs(player))[0]).sort()).toEqual(['game', 'id', 'remaining_count', 'status']);
    expect(await packs(player, { status: 'finished' })).toEqual([]);
    // A second deposit (the welcome offer is once-only; the reload offer has no pack) adds none.
    await depositWith(player, 2);
    expect(await packs(player)).toHaveLength(1);
  });

  it('refuses an unknown status or too large a count', async () => {
    const player = await registerPlayer(t);
    expect((await getAction(t, 'freespins.get', { status: 'lost' }, player)).statusCode).toBe(400);
    expect((await getAction(t, 'freespins.get', { count: '100' }, player)).statusCode).toBe(400);
  });
});
