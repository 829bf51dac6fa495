import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { testBook, upcomingSelections } from '../../test/sportsbook-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';

describe('sports bets over the API', () => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    player = await registerPlayer(t);
    await fundPlayer(t.database.db, player.uid, 50_000);
  });
  afterAll(async () => {
    await t.close();
  });

  // The app's book runs on the real clock with the test seed; this one reads the same feed.
  const selections = () => upcomingSelections(testBook(t.database.db, Date.now()), 2);

  it('places, lists, shows and cashes out a bet', async () => {
    const placed = await postAction(
      t,
      'sportsbook.placeBet',
      {
        slip_id: randomUUID(),
        type: 'accumulator',
        selections: JSON.stringify(selections()),
        stake: '1000',
        odds_change: 'higher',
      },
      player,
    );
    expect(placed.statusCode).toBe(200);
    const bet = placed.json().data;
    expect(bet).toMatchObject({
      type: 'accumulator',
      status: 'open',
      total_stake: 1_000,
      cash_out: { amount: 950 },
    });

    const list = await getAction(t, 'sportsbook.getBets', { status: 'open' }, player);
    expect(list.json().data).toMatchObject({ count: 1, items: [{ id: bet.id }] });
    const one = await getAction(t, 'sportsbook.getBet', { id: bet.id }, player);
    expect(one.json().data.legs).toHaveLength(2);

    const cashed = await postAction(t, 'sportsbook.cashOut', { bet_id: bet.id, amount: '950' }, player);
    expect(cashed.json().data).toMatchObject({ status: 'cashed_out', return: 950 });
  });

  it('answers refusals with the error envelope', async () => {
    const [selection] = selections();
    const closed = await postAction(
      t,
      'sportsbook.placeBet',
      {
        slip_id: randomUUID(),
        type: 'single',
        selections: JSON.stringify([{ ...selection, selection_key: 'nobody' }]),
        stake: '1000',
      },
      player,
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error).toMatchObject({
      type: 'InvalidRequestException',
      code: 'SELECTION_CLOSED',
      error_data: { selections: [{ index: 0, state: 'closed', odds: null }] },
    });

    const malformed = await postAction(
      t,
      'sportsbook.placeBet',
      { slip_id: 'not-a-uuid', type: 'single', selections: '[{', stake: '-1' },
      player,
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.invalid_parameters).sort()).toEqual([
      'selections',
      'slip_id',
      'stake',
    ]);

    const guest = await postAction(t, 'sportsbook.cashOut', { bet_id: randomUUID(), amount: '0' });
    expect(guest.json().error.type).toBe('AuthorizationException');
    const missing = await getAction(t, 'sportsbook.getBet', { id: randomUUID() }, player);
    expect(missing.json().error).toMatchObject({ type: 'InvalidParameterException', code: 'BET_NOT_FOUND' });
  });

  it('keeps the sportsbook game in the catalogue out of the house games launcher', async () => {
    const game = await t.database.db
      .selectFrom('games')
      .select(['type', 'provider', 'is_active'])
      .where('sysname', '=', 'sportsbook')
      .executeTakeFirstOrThrow();
    expect(game).toEqual({ type: 'betting', provider: 'sportsbook', is_active: true });
    const launch = await t.app.inject({
      url: '/platform/game/sportsbook/play',
      headers: { cookie: player.cookie },
    });
    expect(launch.statusCode).toBe(404);
  });
});
