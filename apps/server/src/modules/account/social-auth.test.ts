import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeChallengeS256, newCodeVerifier } from '../../lib/crypto/pkce.ts';
import { form, registerPlayer, sessionCookie } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ORIGIN = 'http://localhost:3000';
let address = 0;

/** Each sign-in from its own address: the callback counts against the per-IP sign-in limit. */
function nextAddress() {
  address += 1;
  return `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function cookiePair(setCookie: string | string[] | undefined, name: string): string {
  const header = [setCookie].flat().find((value) => value?.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie`);
  return header.split(';')[0] as string;
}

function get(action: string, cookie: string) {
  return t.app.inject({ method: 'GET', url: `/api/${action}?lang=en`, headers: { cookie } });
}

function post(action: string, fields: Record<string, string>, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: { ...FORM, cookie },
  });
}

/** /oauth/init: the provider's authorize URL and the browser-binding cookie. */
async function init(query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `/oauth/init?${new URLSearchParams(query)}` });
  expect(response.statusCode).toBe(302);
  return {
    authorize: new URL(response.headers.location as string, ORIGIN),
    stateCookie: cookiePair(response.headers['set-cookie'], 'oauth_state'),
  };
}

/** The consent form posted as the demo provider's page posts it. */
function consent(authorize: URL, fields: Record<string, string>) {
  const hidden = Object.fromEntries(
    ['response_type', 'client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method'].map(
      (key) => [key, authorize.searchParams.get(key) ?? ''],
    ),
  );
  return t.app.inject({
    method: 'POST',
    url: '/oauth/demo/authorize',
    payload: form({ ...hidden, ...fields }),
    headers: FORM,
  });
}

/** The whole pop-up journey, answering the callback page and the player's session cookie, if any. */
async function socialSignIn(identity: { name: string; email: string }, query: Record<string, string> = {}) {
  const { authorize, stateCookie } = await init({ service: 'demo', redirect_url: '/gamehall', ...query });
  const approved = await consent(authorize, { ...identity, decision: 'allow' });
  expect(approved.statusCode).toBe(303);
  const callback = new URL(approved.headers.location as string);
  const page = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookie },
    remoteAddress: nextAddress(),
  });
  const sid = [page.headers['set-cookie']].flat().find((value) => value?.startsWith('sid='));
  return { page, callback, stateCookie, cookie: sid ? sessionCookie(sid) : undefined };
}

describe('social sign-in through the demo provider', () => {
  it('sends the pop-up to the provider with state and an S256 PKCE challenge', async () => {
    const { authorize, stateCookie } = await init({
      service: 'demo',
      redirect_url: '/',
      type_auth: 'registration',
    });
    expect(authorize.pathname).toBe('/oauth/demo/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: `${ORIGIN}/oauth/callback/demo`,
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(stateCookie).toBe(`oauth_state=${authorize.searchParams.get('state')}`);
    const page = await t.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<label for="email">Email</label>');
  });

  it('registers a new player who must complete registration, and finds them again next time', async () => {
    const identity = { name: 'Dana Demo', email: `dana-${Date.now()}@example.com` };
    const first = await socialSignIn(identity, { redirect_url: '/de/gamehall' });
    expect(first.page.statusCode).toBe(200);
    expect(first.page.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    // The opener is told on the page's own origin only, never '*'.
    expect(first.page.body).toContain('postMessage(data.message, window.location.origin)');
    expect(first.page.body).not.toContain("'*'");
    expect(first.page.body).toContain('"status":"signed-in","created":true');
    expect(first.page.body).toContain('href="/de/gamehall"');
    expect([first.page.headers['set-cookie']].flat()).toContain(
      'oauth_state=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );

    const cookie = first.cookie as string;
    const info = (await get('account.getInfo', cookie)).json().data;
    expect(info).toMatchObject({ login: identity.email, is_registration_completed: false, locale: 'de' });
    const profile = (await get('account.getprofileinfo', cookie)).json().data;
    expect(profile).toMatchObject({ first_name: 'Dana', last_name: 'Demo' });

    const fields = (await get('account.getRegistrationFields', cookie)).json().data;
    expect(fields.map((field: { sysname: string }) => field.sysname)).toEqual(['country_code', 'region']);

    const refused = await post('account.completeRegistration', { country_code: 'XX' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.invalid_parameters).toEqual({
      country_code: 'Wrong field',
      terms: 'Please tick this box to continue',
    });
    const done = await post(
      'account.completeRegistration',
      { country_code: 'BR', region: 'SP', terms: '1' },
      cookie,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ is_registration_completed: true, country_code: 'BR' });
    expect((await get('account.getRegistrationFields', cookie)).json().data).toEqual([]);
    const again = await post('account.completeRegistration', { terms: '1' }, cookie);
    expect(again.json().error.type).toBe('InvalidRequestException');

    const second = await socialSignIn({ name: 'Someone Else', email: identity.email.toUpperCase() });
    expect(second.page.body).toContain('"created":false');
    const me = (await get('account.getInfo', second.cookie as string)).json().data;
    expect(me).toMatchObject({ uid: info.uid, is_registration_completed: true });
  });

  it('never links a social profile to an existing account by its email', async () => {
    const player = await registerPlayer(t);
    const social = await socialSignIn({ name: 'Mallory', email: player.email });
    const cookie = social.cookie as string;
    const info = (await get('account.getInfo', cookie)).json().data;
    expect(info.uid).not.toBe(player.uid);
    expect(info.login).toMatch(/^demo-[0-9a-f]{16}$/);
    const fields = (await get('account.getRegistrationFields', cookie)).json().data;
    expect(fields.map((field: { sysname: string }) => field.sysname)).toEqual([
      'email',
      'country_code',
      'region',
    ]);
    const taken = await post(
      'account.completeRegistration',
      { email: player.email, country_code: 'DE', terms: '1' },
      cookie,
    );
    expect(taken.json().error.invalid_parameters).toEqual({ email: 'This email is already registered' });
    expect((await get('account.getInfo', cookie)).json().data.is_registration_completed).toBe(false);
  });

  it('refuses a callback this browser did not start, and a replayed one', async () => {
    const { authorize, stateCookie } = await init({ service: 'demo' });
    const approved = await consent(authorize, { name: 'Eve', email: 'eve@example.com', decision: 'allow' });
    const callback = new URL(approved.headers.location as string);
    const url = `${callback.pathname}${callback.search}`;

    const forged = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: 'oauth_state=someone-elses' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('"status":"failed"');
    expect([forged.headers['set-cookie']].flat().some((value) => value?.startsWith('sid='))).toBe(false);

    const { authorize: next, stateCookie: nextCookie } = await init({ service: 'demo' });
    const ok = await consent(next, { name: 'Eve', email: 'eve@example.com', decision: 'allow' });
    const okUrl = new URL(ok.headers.location as string);
    const headers = { cookie: nextCookie };
    const used = await t.app.inject({ method: 'GET', url: `${okUrl.pathname}${okUrl.search}`, headers });
    expect(used.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: `${okUrl.pathname}${okUrl.search}`, headers });
    expect(replay.statusCode).toBe(401);
    expect(stateCookie).not.toBe(nextCookie);
  });

  it('reports a cancelled sign-in and keeps only safe return paths', async () => {
    for (const redirect of ['javascript:alert(1)', '//evil.example/x', 'https://evil.example/', '/\\evil']) {
      const { authorize, stateCookie } = await init({ service: 'demo', redirect_url: redirect });
      const denied = await consent(authorize, { decision: 'deny' });
      expect(denied.statusCode).toBe(303);
      const callback = new URL(denied.headers.location as string);
      expect(callback.searchParams.get('error')).toBe('access_denied');
      const page = await t.app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: stateCookie },
      });
      expect(page.body).toContain('"status":"cancelled"');
      expect(page.body).toContain('"redirect":"/"');
    }
  });

  /** The callback page of a sign-in started with `redirectUrl` and cancelled on the provider's page. */
  async function cancelledCallback(redirectUrl: string) {
    const { authorize, stateCookie } = await init({ service: 'demo', redirect_url: redirectUrl });
    const denied = await consent(authorize, { decision: 'deny' });
    const callback = new URL(denied.headers.location as string);
    return t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: stateCookie },
    });
  }

  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('returns home, not to the hostile %s', async (_label, url) => {
    const page = await cancelledCallback(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"redirect":"/"');
    expect(page.body).toContain('href="/"');
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('returns to the address of the site %s', async (_label, url) => {
    const page = await cancelledCallback(url);
    expect(page.body).toContain(`"redirect":${JSON.stringify(url).replace(/</g, '\\u003c')}`);
  });

  it('refuses unknown services and bad authorization requests without redirecting', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/oauth/init?service=evil&redirect_url=/' });
    expect(unknown.statusCode).toBe(400);
    const { authorize } = await init({ service: 'demo' });
    for (const [key, value] of [
      ['redirect_uri', 'https://evil.example/oauth/callback/demo'],
      ['redirect_uri', `${ORIGIN}/oauth/callback/demo?x=1`],
      ['client_id', 'someone'],
      ['code_challenge_method', 'plain'],
    ] as const) {
      const bad = new URL(authorize);
      bad.searchParams.set(key, value);
      const page = await t.app.inject({ method: 'GET', url: `${bad.pathname}${bad.search}` });
      expect(page.statusCode, `${key}=${value}`).toBe(400);
      expect(page.headers.location).toBeUndefined();
    }
  });

  it('asks again for a wrong demo identity', async () => {
    const { authorize } = await init({ service: 'demo' });
    const page = await consent(authorize, { name: 'R2D2', email: 'not-an-email', decision: 'allow' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('aria-invalid="true"');
    expect(page.body).toContain('wrong email address');
  });
});

describe('the demo token endpoint', () => {
  async function codeFor(verifier: string) {
    const challenge = codeChallengeS256(verifier);
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'aurora-casino',
      redirect_uri: `${ORIGIN}/oauth/callback/demo`,
      state: 'test-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const approved = await consent(new URL(`/oauth/demo/authorize?${query}`, ORIGIN), {
      name: 'Tess',
      email: 'tess@example.com',
      decision: 'allow',
    });
    return new URL(approved.headers.location as string).searchParams.get('code') as string;
  }

  function token(fields: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/oauth/demo/token',
      payload: form({
        grant_type: 'authorization_code',
        client_id: 'aurora-casino',
        redirect_uri: `${ORIGIN}/oauth/callback/demo`,
        ...fields,
      }),
      headers: FORM,
    });
  }

  it('exchanges a code once, and only with its PKCE verifier', async () => {
    const verifier = newCodeVerifier();
    const wrong = await token({ code: await codeFor(verifier), code_verifier: newCodeVerifier() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');

    const code = await codeFor(verifier);
    const ok = await token({ code, code_verifier: verifier });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json().userinfo).toMatchObject({
      name: 'Tess',
      email: 'tess@example.com',
      email_verified: false,
    });
    expect((await token({ code, code_verifier: verifier })).json().error).toBe('invalid_grant');
  });
});

describe('fast registration by phone', () => {
  function register(fields: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth.register?lang=en',
      payload: form({ password: 'secret12', terms: '1', ...fields }),
      headers: FORM,
      remoteAddress: nextAddress(),
    });
  }

  it("checks the number against the chosen country's mask", async () => {
    const ok = await register({ mobile: '(415) 555-0134', phone_country_code: '+1', country_code: 'US' });
    expect(ok.json().data).toMatchObject({ login: '14155550134', country_code: 'US' });
    const short = await register({ mobile: '415 555', phone_country_code: '+1' });
    expect(short.json().error.invalid_parameters).toEqual({ mobile: 'wrong phone format' });
    // A number pasted with its country code in front keeps it once.
    const pasted = await register({ mobile: '+49 1512 3456789', phone_country_code: '+49' });
    expect(pasted.json().data.login).toBe('4915123456789');
  });

  it('refuses a country or region the site does not list', async () => {
    const response = await register({ email: `r-${Date.now()}@example.com`, country_code: 'XX' });
    expect(response.json().error.invalid_parameters).toEqual({ country_code: 'Wrong field' });
    const region = await register({ email: `q-${Date.now()}@example.com`, country_code: 'BR', region: 'ZZ' });
    expect(region.json().error.invalid_parameters).toEqual({ region: 'Wrong field' });
  });
});
