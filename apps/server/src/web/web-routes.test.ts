import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { PersonalParts } from '@casino/shared/routing/personal-parts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY } from '../lib/security-headers.ts';
import { recordAudit } from '../modules/staff/audit.service.ts';
import { registerPlayer, type TestPlayer } from '../test/player-factory.ts';
import { createTestApp, freshPglite, type TestApp, testConfig } from '../test/test-app.ts';
import { fundPlayer } from '../test/wallet-factory.ts';
import type { PageHandler } from './web-routes.ts';

/** What the platform hands a page's render (the site's AppLoadContext), as far as these stand-ins read it. */
interface PageContext {
  api: ApiCaller;
  signedIn: boolean;
  personalParts?: PersonalParts;
}

const PLAYER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/**
 * Stands in for React Router (the tests have no web build): answers the address the page was asked
 * for, as the root loader reads it for canonical, hreflang and Open Graph, and counts its renders.
 */
function recordingHandler() {
  const seen: Array<{ url: string; signedIn: boolean }> = [];
  const handler: PageHandler = async (request, context) => {
    const { signedIn, personalParts } = context as unknown as PageContext;
    // Asked to render a signed-in page for every player (decision 0047), it confirms no holes, so the
    // page is rendered for the player: only the renders that answer are counted.
    if (!personalParts) seen.push({ url: request.url, signedIn });
    const { pathname } = new URL(request.url);
    // As the root loader sends a guest away from a member-only page, with the address it asked for.
    if (pathname === '/cashier') {
      const { search } = new URL(request.url);
      const location = `/?redirectUrl=${encodeURIComponent(`${pathname}${search}`)}`;
      return new Response(null, { status: 302, headers: { location } });
    }
    const canonical = new URL(pathname, request.url).href;
    const filler = pathname.endsWith('/long') ? `<p>${'A page of some length. '.repeat(200)}</p>` : '';
    return new Response(`<link rel="canonical" href="${canonical}">${filler}`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  return { handler, seen };
}

describe('pages on http', () => {
  let t: TestApp;
  let player: TestPlayer;
  const pages = recordingHandler();
  beforeAll(async () => {
    t = await createTestApp(undefined, {}, { renderPage: pages.handler });
    player = await registerPlayer(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': PLAYER_UA, ...headers } });

  it('sees its address on PUBLIC_URL whatever Host and forwarding headers say', async () => {
    pages.seen.length = 0;
    const page = await get('/about?page=1', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(pages.seen.map((render) => render.url)).toEqual([`${testConfig.publicUrl}/about?page=1`]);
    expect(page.body).toBe(`<link rel="canonical" href="${testConfig.publicUrl}/about">`);
    // Another Host gets its own guest-cache entry, but never another origin in the page.
    const other = await get('/about?page=1', { host: 'mirror.example' });
    expect(other.body).toBe(page.body);
  });

  it('keeps a scheme-relative path on the site', async () => {
    pages.seen.length = 0;
    await get('//evil.example/about');
    expect(pages.seen[0]?.url).toBe(`${testConfig.publicUrl}//evil.example/about`);
    expect(new URL(pages.seen[0]?.url ?? '').origin).toBe(testConfig.publicUrl);
  });

  it("renders a signed-in player's page for them alone, stored by no cache", async () => {
    pages.seen.length = 0;
    const first = await get('/gamehall', { cookie: player.cookie });
    const second = await get('/gamehall', { cookie: player.cookie });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(pages.seen).toEqual([
      { url: `${testConfig.publicUrl}/gamehall`, signedIn: true },
      { url: `${testConfig.publicUrl}/gamehall`, signedIn: true },
    ]);
  });

  it("keeps a guest's page shared by the guest page cache, without private, no-store", async () => {
    pages.seen.length = 0;
    const first = await get('/promotions');
    const second = await get('/promotions');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(pages.seen).toHaveLength(1);
    expect(first.headers['cache-control']).toBeUndefined();
    expect(second.headers['cache-control']).toBeUndefined();
  });

  it('renders a guest page once for any number of tracking, campaign and unknown parameters', async () => {
    pages.seen.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        get(n % 2 ? `/winners?track_id=t${n}&utm_source=s${n}&promo_code=P${n}` : `/winners?x=${n}`),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // Rendered from the address the browser's head script leaves.
    expect(pages.seen.map((render) => render.url)).toEqual([`${testConfig.publicUrl}/winners`]);
    // A parameter pages read is another page.
    await get('/winners?page=2&gclid=G');
    expect(pages.seen.at(-1)?.url).toBe(`${testConfig.publicUrl}/winners?page=2`);
  });

  it("renders a signed-in player's page from the same reduced address", async () => {
    pages.seen.length = 0;
    await get('/gamehall?category=slots&utm_campaign=c', { cookie: player.cookie });
    expect(pages.seen).toEqual([{ url: `${testConfig.publicUrl}/gamehall?category=slots`, signedIn: true }]);
  });

  it('answers a redirect for the whole address, which it takes along', async () => {
    pages.seen.length = 0;
    const first = await get('/cashier?track_id=T1&zzz=1');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/?redirectUrl=%2Fcashier%3Ftrack_id%3DT1%26zzz%3D1');
    expect(pages.seen.map((render) => render.url)).toEqual([
      `${testConfig.publicUrl}/cashier`,
      `${testConfig.publicUrl}/cashier?track_id=T1&zzz=1`,
    ]);
    const second = await get('/cashier?track_id=T2');
    expect(second.headers.location).toBe('/?redirectUrl=%2Fcashier%3Ftrack_id%3DT2');
    expect(pages.seen).toHaveLength(3);
  });

  it('answers every response with the permissions and opener policies, and no HSTS on http', async () => {
    for (const response of [
      await get('/'),
      await get('/', { cookie: player.cookie }),
      await get('/api/getgeneralinfo?lang=en'),
      await get('/healthz'),
    ]) {
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('fullscreen=(self)');
  });

  it('leaves the social sign-in pop-up its opener', async () => {
    const init = await get('/oauth/init?service=demo&redirect_url=/');
    expect(init.statusCode).toBe(302);
    expect(init.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const callback = await get('/oauth/callback/demo?state=x&error=access_denied');
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('sends pages compressed to browsers that take it, a stored guest page without compressing it again', async () => {
    const plain = await get('/long');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4000);
    const guest = await get('/long', { 'accept-encoding': 'gzip, deflate, br' });
    expect(guest.headers['content-encoding']).toBe('gzip');
    expect(guest.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(guest.rawPayload).toString()).toBe(plain.body);
    expect(guest.rawPayload.length).toBeLessThan(plain.body.length / 5);

    const personal = await get('/long', { 'accept-encoding': 'br, gzip', cookie: player.cookie });
    expect(personal.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(personal.rawPayload).toString()).toBe(plain.body);
    expect(
      (await get('/long', { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it("answers the API's per-player replies with private, no-store", async () => {
    const info = await get('/api/account.getInfo?lang=en', { cookie: player.cookie });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('private, no-store');
  });
});

describe('pages on https', () => {
  let t: TestApp;
  const pages = recordingHandler();
  beforeAll(async () => {
    t = await createTestApp(
      await freshPglite(),
      { publicUrl: 'https://casino.example' },
      { renderPage: pages.handler },
    );
  });
  afterAll(() => t.close());

  it('asks browsers for HTTPS only on every response', async () => {
    for (const url of ['/', '/api/getgeneralinfo?lang=en', '/healthz', '/oauth/init?service=demo']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'internal:3000' } });
      expect(response.headers['strict-transport-security']).toBe(HSTS);
    }
    expect(HSTS).toMatch(/^max-age=\d{8,}/);
  });

  it('builds absolute addresses from PUBLIC_URL behind a plain-http balancer', async () => {
    pages.seen.length = 0;
    const page = await t.app.inject({
      method: 'GET',
      url: '/de/about',
      headers: { host: '10.0.0.7:3000', 'user-agent': PLAYER_UA },
    });
    expect(pages.seen.map((render) => render.url)).toEqual(['https://casino.example/de/about']);
    expect(page.body).toContain('href="https://casino.example/de/about"');
  });
});

/**
 * Stands in for the site's render of a signed-in page as decision 0047 has it: rendered for every player,
 * the header's login a hole filled per request from `account.getInfo` read with the asking player's
 * session; rendered for one player, the login read directly.
 */
function sharingHandler() {
  const renders: Array<{ shared: boolean; cookie: string | null }> = [];
  const reads = { count: 0 };
  const handler: PageHandler = async (request, context) => {
    const { personalParts, api, signedIn } = context as unknown as PageContext;
    renders.push({ shared: personalParts !== undefined, cookie: request.headers.get('cookie') });
    let login = '';
    if (personalParts) {
      personalParts.read('user', (playerApi) => {
        reads.count += 1;
        return playerApi('account.getInfo');
      });
      login = personalParts.hole((data) => {
        const user = data.user as { login: string; balance_main: { amount: number } };
        // The balance only once there is one, so the other tests read the login alone.
        return `${user.login}${Number(user.balance_main.amount) === 0 ? '' : ` ${user.balance_main.amount}`}`;
      });
      personalParts.confirm();
    } else if (signedIn) {
      login = (await api('account.getInfo')).login;
    }
    return new Response(`<header>${login}</header><p>the same games for everyone</p>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  return { handler, renders, reads };
}

describe('signed-in pages shared by every player (decision 0047)', () => {
  let t: TestApp;
  let players: TestPlayer[];
  const pages = sharingHandler();
  beforeAll(async () => {
    t = await createTestApp(await freshPglite(), {}, { renderPage: pages.handler });
    players = [await registerPlayer(t), await registerPlayer(t)];
  });
  afterAll(() => t.close());

  it('gives two players asking at once each only their own values, from one render; a guest none', async () => {
    const ask = (cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/gamehall',
        headers: { 'user-agent': PLAYER_UA, ...(cookie ? { cookie: `${cookie}; theme=light` } : {}) },
      });
    const askers = [...players, ...players, ...players, undefined];
    const answers = await Promise.all(askers.map((player) => ask(player?.cookie)));
    for (const [index, answer] of answers.entries()) {
      const player = askers[index];
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['set-cookie']).toBeUndefined();
      if (!player) {
        expect(answer.body).toBe('<header></header><p>the same games for everyone</p>');
        expect(answer.headers['cache-control']).toBeUndefined();
        continue;
      }
      expect(answer.body).toBe(`<header>${player.email}</header><p>the same games for everyone</p>`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    // One render for every player (which never saw a session cookie) and one for guests.
    const shared = pages.renders.filter((render) => render.shared);
    expect(shared).toEqual([{ shared: true, cookie: 'theme=light' }]);
    expect(pages.renders).toHaveLength(2);
  });

  it('reads a player’s values again only once something about them changed (decision 0058)', async () => {
    const player = players[1] as TestPlayer;
    const ask = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/gamehall',
          headers: { 'user-agent': PLAYER_UA, cookie: `${player.cookie}; theme=light` },
        })
      ).body;
    await ask();
    const before = pages.reads.count;
    expect(await ask()).toBe(`<header>${player.email}</header><p>the same games for everyone</p>`);
    expect(pages.reads.count).toBe(before);
    // A posting on the player's balance shows on the very next page.
    await fundPlayer(t.database.db, player.uid, 2_500);
    expect(await ask()).toContain(`<header>${player.email} 2500</header>`);
    expect(pages.reads.count).toBe(before + 1);
    // An action of theirs (any POST) and a staff decision about them are read again too.
    const liked = await t.app.inject({
      method: 'POST',
      url: '/api/addLike?lang=en',
      payload: 'sysname=no-such-game',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
    });
    expect(liked.statusCode).toBeGreaterThanOrEqual(200);
    await ask();
    expect(pages.reads.count).toBe(before + 2);
    await recordAudit(
      t.database.db,
      { staffId: null, ip: null, userAgent: null },
      {
        action: 'players.test',
        target: { type: 'player', id: player.uid },
      },
    );
    await ask();
    expect(pages.reads.count).toBe(before + 3);
    // Another player's change reads nothing of this one.
    await fundPlayer(t.database.db, (players[0] as TestPlayer).uid, 100);
    await ask();
    expect(pages.reads.count).toBe(before + 3);
    // Signed out, the same cookie gets a guest's page at once, though its session was just kept.
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth.logout?lang=en',
      headers: { cookie: player.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
    expect(await ask()).toBe('<header></header><p>the same games for everyone</p>');
  });

  it("renders React Router's data requests for the player alone", async () => {
    pages.renders.length = 0;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/gamehall.data',
      headers: { 'user-agent': PLAYER_UA, cookie: players[0]?.cookie ?? '' },
    });
    expect(answer.body).toContain(players[0]?.email);
    expect(pages.renders).toEqual([{ shared: false, cookie: players[0]?.cookie }]);
  });
});
