import { randomUUID } from 'node:crypto';
import { MINOR_PER_MAJOR } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGameApi, launchHouseGame } from '../../test/house-game-client.ts';
import { registerPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
});
afterAll(async () => {
  await t.close();
});

async function gameOf(kind: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('games')
    .select('sysname')
    .where('kind', '=', kind)
    .where('is_active', '=', true)
    .where('has_demo', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.sysname;
}

/** Opens the game page and reads the session token the page hands to its client. */
const launch = (sysname: string, mode: 'demo' | 'play', cookie?: string) =>
  launchHouseGame(t.app, sysname, mode, cookie);

const api = (token: string, path: string, body?: unknown) => houseGameApi(t.app, token, path, body);

describe('launcher', () => {
  it('opens a demo game for a guest, as a framed-by-the-site page loading only its own files', async () => {
    const sysname = await gameOf('video-slot');
    const { response, boot } = await launch(sysname, 'demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(boot).toMatchObject({ engine: 'slot' });
    expect(response.body).not.toMatch(/\son[a-z]+="/);

    const script = /<script type="module" src="([^"]+)"/.exec(response.body)![1]!;
    const asset = await t.app.inject({ method: 'GET', url: script });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    const css = await t.app.inject({ method: 'GET', url: script.replace('slot.js', 'game.css') });
    expect(css.headers['content-type']).toContain('text/css');
    // The game's text is in the device's own faces (decision 0067): nothing to download.
    expect(css.body).not.toContain('@font-face');
  });

  it('asks a guest to sign in for real money, and plays for a signed-in player', async () => {
    const sysname = await gameOf('dice');
    const guest = await launch(sysname, 'play');
    expect(guest.response.statusCode).toBe(401);
    expect(guest.response.body).toContain('Sign in to play');
    // The site's pages around the frame, as the wiring hands them over (site-paths.ts).
    expect(guest.response.body).toContain(`href="/game/${sysname}?show_popup_auth=1" target="_top"`);
    expect(guest.response.body).toContain(`href="/game/${sysname}#real" target="_top"`);
    expect(guest.boot).toBeUndefined();

    const player = await registerPlayer(t);
    const signedIn = await launch(sysname, 'play', player.cookie);
    expect(signedIn.response.statusCode).toBe(200);
    const init = await api(signedIn.boot!.token, '/init');
    expect(init.json().data.game).toMatchObject({ sysname, mode: 'real' });
    expect(init.json().data.balance.currency).toBe('USD');
  });

  it('answers 404 for an unknown game or mode', async () => {
    const unknown = (await launch('no-such-game', 'demo')).response;
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<a href="/gamehall" target="_top">Back to the game hall</a>');
    // The site around the frame reads this marker and shows its errors slot page (spec §2.4).
    expect(unknown.body).toContain('data-game-launch-error="not-found"');
    const sysname = await gameOf('dice');
    const odd = await t.app.inject({ method: 'GET', url: `/platform/game/${sysname}/sideways` });
    expect(odd.statusCode).toBe(404);
  });

  it('opens a custom launch name as the game the content service maps it to', async () => {
    const demo = await t.app.inject({ method: 'GET', url: '/platform/game/custom/game-of-the-week/demo' });
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('Secrets of Gems');
    // The mode defaults to play: a guest is asked to sign in.
    const play = await t.app.inject({ method: 'GET', url: '/platform/game/custom/live-roulette' });
    expect(play.statusCode).toBe(401);
    expect(play.body).toContain('Grand Roulette Live');
    for (const url of [
      '/platform/game/custom/no-such-launch/demo',
      '/platform/game/custom/constructor/demo',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('game API', () => {
  it('gives the client its config, rules, fairness and balance, and plays rounds', async () => {
    const sysname = await gameOf('mines');
    const { boot } = await launch(sysname, 'demo');
    const init = (await api(boot!.token, '/init')).json().data;
    expect(init).toMatchObject({
      game: { engine: 'mines', mode: 'demo' },
      balance: { amount: 100_000, currency: 'FUN' },
      minorPerMajor: MINOR_PER_MAJOR,
      moneySign: { prefix: 'FUN ', suffix: '' },
      fairness: { nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      round: null,
      config: { tiles: 25 },
    });
    expect(init.rules.length).toBeGreaterThan(0);

    const started = await api(boot!.token, '/play', {
      request_id: randomUUID(),
      stake: 100,
      params: { mines: 24 },
    });
    expect(started.statusCode).toBe(200);
    const round = started.json().data.round;
    expect(round).toMatchObject({ status: 'open', stake: 100 });
    expect(round.view.mineTiles).toBeNull();
    // With 24 mines the first tile is a mine 24 times in 25; reveal until the round ends.
    let answer = started.json().data;
    for (let tile = 0; answer.round.status === 'open'; tile++) {
      answer = (
        await api(boot!.token, '/act', {
          request_id: randomUUID(),
          round_id: round.id,
          action: 'reveal',
          params: { tile },
        })
      ).json().data;
    }
    expect(answer.round.view.mineTiles).toHaveLength(24);
    expect(answer.balance.amount).toBe(100_000 - 100 + answer.round.payout);
    const history = (await api(boot!.token, '/history')).json().data.rounds;
    expect(history[0]).toMatchObject({ id: round.id, status: 'closed', stake: 100 });
  });

  it('answers every bad request with a clean JSON error, never a 500', async () => {
    const sysname = await gameOf('dice');
    const { boot } = await launch(sysname, 'demo');
    const cases = [
      await api('not-a-session-token-at-all', '/init'),
      await t.app.inject({ method: 'GET', url: '/platform/game/api/init' }),
      await api(boot!.token, '/play', { request_id: randomUUID(), stake: 'lots', params: {} }),
      await api(boot!.token, '/play', { request_id: randomUUID(), stake: 100, params: { target: 'x' } }),
      await api(boot!.token, '/play', { stake: 100, params: { target: 5000, direction: 'over' } }),
      await api(boot!.token, '/act', { request_id: randomUUID(), round_id: 'nope', action: 'reveal' }),
      await api(boot!.token, '/seed', { client_seed: '' }),
      await api(boot!.token, '/live'),
      await t.app.inject({
        method: 'POST',
        url: '/platform/game/api/play',
        headers: { 'x-game-session': boot!.token, 'content-type': 'application/json' },
        payload: '{not json',
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatchObject({ type: expect.any(String), message: expect.any(String) });
    }
  });

  it('refuses a body of the wrong shape in the envelope, playing nothing', async () => {
    const { boot } = await launch(await gameOf('dice'), 'demo');
    const rounds = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('house_rounds')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await rounds();
    const dice = { target: 5000, direction: 'over' };
    const cases = [
      await api(boot!.token, '/play', [{ request_id: randomUUID(), stake: 100, params: dice }]),
      await api(boot!.token, '/play', { request_id: [randomUUID()], stake: 100, params: dice }),
      await api(boot!.token, '/play', { request_id: randomUUID(), stake: '100', params: dice }),
      await api(boot!.token, '/play', { request_id: randomUUID(), stake: 100, params: [5000, 'over'] }),
      await api(boot!.token, '/act', { request_id: randomUUID(), round_id: 7, action: 'reveal' }),
      await api(boot!.token, '/act', { request_id: randomUUID(), round_id: 'r', action: { name: 'reveal' } }),
      await api(boot!.token, '/seed', { client_seed: ['a', 'b'] }),
      await api(boot!.token, '/seed', { rotate: 'yes' }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/\n\s+at |ZodError|stack/);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
    expect(await rounds()).toBe(before);
  });

  it('refuses a state-changing call from another site', async () => {
    const { boot } = await launch(await gameOf('dice'), 'demo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/platform/game/api/seed',
      headers: {
        'x-game-session': boot!.token,
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: JSON.stringify({ rotate: true }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('verify page', () => {
  it('recomputes a recorded round from its revealed seeds', async () => {
    const sysname = await gameOf('dice');
    const { boot } = await launch(sysname, 'demo');
    await api(boot!.token, '/seed', { client_seed: 'verify me' });
    const played = (
      await api(boot!.token, '/play', {
        request_id: randomUUID(),
        stake: 100,
        params: { target: 3000, direction: 'under' },
      })
    ).json().data;
    const rotated = (await api(boot!.token, '/seed', { rotate: true })).json().data;
    const query = new URLSearchParams({
      game: sysname,
      server_seed: rotated.revealed.serverSeed,
      client_seed: 'verify me',
      nonce: '0',
    });
    const page = await t.app.inject({ method: 'GET', url: `/platform/game/verify?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(rotated.revealed.serverSeedHash);
    expect(page.body).toContain(`Roll: ${(played.round.view.roll / 100).toFixed(2)}`);
    expect(page.body).toContain(`Recorded round ${played.round.id} matches`);

    const wrong = await t.app.inject({
      method: 'GET',
      url: `/platform/game/verify?${new URLSearchParams({ game: sysname, server_seed: 'zz', client_seed: 'a', nonce: '0' })}`,
    });
    expect(wrong.statusCode).toBe(400);
    const repeated = await t.app.inject({
      method: 'GET',
      url: `/platform/game/verify?game=${sysname}&game=other&server_seed=a&client_seed=b&nonce=0`,
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.headers['content-type']).toContain('text/html');
    expect(repeated.body).toContain('Verify a round');
    const overLong = await t.app.inject({
      method: 'GET',
      url: `/platform/game/verify?game=${sysname}&server_seed=${'a'.repeat(5000)}&client_seed=b&nonce=0`,
    });
    expect(overLong.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'GET', url: '/platform/game/verify' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Verify a round');
  });
});
