import type { ApiError } from '@casino/shared/errors/api-error';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signTelegramInitData } from '../../lib/crypto/telegram-init-data.ts';
import { totpCode } from '../../lib/crypto/totp.ts';
import { form, registerPlayer, sessionCookie, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { login } from './auth.service.ts';
import { deviceKey } from './known-device.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function post(
  action: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: { ...FORM, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function get(action: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: `/api/${action}?lang=en`, headers: cookie ? { cookie } : {} });
}

describe('registration', () => {
  it('creates the player, signs them in with an HttpOnly SameSite=Lax cookie and answers account info', async () => {
    const response = await post('auth.register', {
      email: 'Ana@Example.com',
      password: 'secret12',
      terms: '1',
      notify: '1',
    });
    expect(response.statusCode).toBe(200);
    const info = response.json().data;
    expect(info).toMatchObject({ login: 'ana@example.com', is_subscribed: true, two_factor_auth: false });
    expect(info.balance_main).toEqual({ amount: 0, currency: 'USD' });
    const cookie = [response.headers['set-cookie']].flat()[0] as string;
    expect(cookie).toMatch(/^sid=[\w-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    const me = await get('account.getInfo', sessionCookie(cookie));
    expect(me.json().data.uid).toBe(info.uid);
  });

  it('refuses invalid input with the spec messages and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post('auth.register', { email: 'not-an-email', password: '123', terms: '0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: {
        email: expect.any(String),
        password: 'Min length is 6',
        terms: 'Please tick this box to continue',
      },
    });
    const after = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('refuses an email that is already registered', async () => {
    const player = await registerPlayer(t);
    const response = await post('auth.register', {
      email: player.email.toUpperCase(),
      password: 'secret12',
      terms: '1',
    });
    expect(response.json().error.invalid_parameters).toEqual({ email: 'This email is already registered' });
  });

  it('registers by phone with the country code as the login', async () => {
    const response = await post('auth.register', {
      mobile: '(11) 98765-4321',
      phone_country_code: '+55',
      password: 'secret12',
      terms: '1',
    });
    expect(response.json().data.login).toBe('5511987654321');
  });
});

describe('sign-in and sessions', () => {
  it('rotates the session token at every sign-in and signs out', async () => {
    const player = await registerPlayer(t);
    const first = await post(
      'auth.login',
      { login: player.email, password: player.password },
      { cookie: player.cookie },
    );
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookie(first.headers['set-cookie']);
    expect(cookie).not.toBe(player.cookie);
    // The session the sign-in replaced is over.
    expect((await get('account.getInfo', player.cookie)).statusCode).toBe(401);
    expect((await get('account.getInfo', cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/auth.logout?lang=en',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect([out.headers['set-cookie']].flat()[0]).toMatch(/^sid=; Path=\/; Max-Age=0/);
    expect((await get('account.getInfo', cookie)).json().error.type).toBe('AuthorizationException');
  });

  it('answers wrong credentials with one generic refusal', async () => {
    const player = await registerPlayer(t);
    for (const fields of [
      { login: player.email, password: 'wrong-pass' },
      { login: 'nobody@example.com', password: player.password },
    ]) {
      const response = await post('auth.login', fields, {}, '10.9.9.9');
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        type: 'AuthorizationException',
        message: 'Wrong login or password',
      });
    }
  });

  it('ends sessions that were idle too long or passed their absolute expiry', async () => {
    const idle = await registerPlayer(t);
    await t.database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 13 * 3600_000) })
      .where('user_id', '=', idle.uid)
      .execute();
    expect((await get('account.getInfo', idle.cookie)).statusCode).toBe(401);

    const old = await registerPlayer(t);
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', old.uid)
      .execute();
    expect((await get('account.getInfo', old.cookie)).statusCode).toBe(401);
  });

  it('lists sessions and signs out every other one', async () => {
    const player = await registerPlayer(t);
    const second = sessionCookie(
      (await post('auth.login', { login: player.email, password: player.password })).headers['set-cookie'],
    );
    const listed = (await get('account.getSessions', second)).json().data;
    expect(listed).toHaveLength(2);
    expect(listed.filter((session: { is_current: boolean }) => session.is_current)).toHaveLength(1);
    await post('account.revokeSessions', {}, { cookie: second });
    expect((await get('account.getInfo', player.cookie)).statusCode).toBe(401);
    expect((await get('account.getInfo', second)).statusCode).toBe(200);
  });

  it('changing the password signs out the other sessions and the new password works', async () => {
    const player = await registerPlayer(t);
    const other = sessionCookie(
      (await post('auth.login', { login: player.email, password: player.password })).headers['set-cookie'],
    );
    const change = await post(
      'account.changepassword',
      { old_password: player.password, password: 'newpass99' },
      { cookie: player.cookie },
    );
    expect(change.json()).toEqual({ data: 1 });
    expect((await get('account.getInfo', other)).statusCode).toBe(401);
    expect((await post('auth.login', { login: player.email, password: 'newpass99' })).statusCode).toBe(200);
  });

  it('refuses a banned player', async () => {
    const player = await registerPlayer(t);
    await t.database.db.updateTable('users').set({ status: 'banned' }).where('id', '=', player.uid).execute();
    // The session ends, and its browser is told why (spec §8: a fatal 403 leading to the block page).
    const refused = await get('account.getInfo', player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.type).toBe('UserBannedException');
    const response = await post('auth.login', { login: player.email, password: player.password });
    expect(response.json().error.type).toBe('UserBannedException');
  });
});

describe('protection', () => {
  it('refuses cross-site state-changing calls (CSRF) and changes nothing', async () => {
    const player = await registerPlayer(t);
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const response = await post(
        'account.changelocale',
        { locale: 'de' },
        { ...headers, cookie: player.cookie },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.type).toBe('AccessDeniedException');
    }
    const fromSite = await post(
      'account.changelocale',
      { locale: 'de' },
      { origin: 'http://localhost:80', cookie: player.cookie },
    );
    expect(fromSite.statusCode).toBe(200);
    expect((await get('account.getInfo', player.cookie)).json().data.locale).toBe('de');
  });

  it('a link from another site to auth.logout does not sign the player out (spec §7 GET, same-site only)', async () => {
    const player = await registerPlayer(t);
    // A top-level navigation from another site carries the SameSite=Lax cookie; the browser says where
    // it comes from in Sec-Fetch-Site, an older one only in the Referer.
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'same-site', referer: 'https://partner.localhost/' },
      { referer: 'not a url' },
    ] as Record<string, string>[]) {
      const link = await t.app.inject({
        method: 'GET',
        url: '/api/auth.logout?lang=en',
        headers: { ...headers, cookie: player.cookie },
      });
      expect(link.statusCode).toBe(403);
      expect(link.json().error.type).toBe('AccessDeniedException');
      expect(link.headers['set-cookie']).toBeUndefined();
    }
    expect((await get('account.getInfo', player.cookie)).statusCode).toBe(200);
    // The site's own call (same-origin fetch, or a page of the site as referrer) signs out.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/auth.logout?lang=en',
      headers: { cookie: player.cookie, referer: 'http://localhost:80/profile' },
    });
    expect(own.statusCode).toBe(200);
    expect((await get('account.getInfo', player.cookie)).statusCode).toBe(401);
  });

  it('limits sign-in attempts per account with TooManyRequestsException', async () => {
    const player = await registerPlayer(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (
          await post(
            'auth.login',
            { login: player.email, password: 'wrong-pass' },
            {},
            `10.8.0.${attempt + 1}`,
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const last = await post('auth.login', { login: player.email, password: player.password }, {}, '10.8.1.1');
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({
      type: 'TooManyRequestsException',
      error_data: { retry_after: expect.any(Number) },
    });
  });
});

describe('sign-in limits that cannot lock the owner out (decision 0011)', () => {
  /** The known-device cookie pair of a reply, e.g. `device=…`. */
  function deviceCookie(setCookie: string | string[] | undefined): string {
    const header = [setCookie].flat().find((value) => value?.startsWith('device='));
    if (!header) throw new Error('no device cookie in the reply');
    return header.split(';')[0] as string;
  }

  /** Counts `hits` attempts already made in a window starting now (what many requests would leave). */
  async function spent(key: string, hits: number, windowStart = new Date()) {
    await t.database.db.insertInto('rate_limits').values({ key, window_start: windowStart, hits }).execute();
  }

  async function signIn(player: TestPlayer, address: string, cookie?: string, password = player.password) {
    return post('auth.login', { login: player.email, password }, cookie ? { cookie } : {}, address);
  }

  async function hammer(player: TestPlayer, attempts: number, firstOctet = 1) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt++) {
      const address = `10.${firstOctet}.${Math.floor(attempt / 250)}.${(attempt % 250) + 1}`;
      statuses.push((await signIn(player, address, undefined, 'wrong-pass')).statusCode);
    }
    return statuses;
  }

  it('gives a browser that signed in a signed, HttpOnly, long-lived device cookie', async () => {
    const player = await registerPlayer(t);
    const response = await signIn(player, '10.20.0.1');
    const header = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('device='));
    expect(header).toMatch(
      /^device=\d+\.[\w-]{22}\.[\w-]{43}; Path=\/; Max-Age=34560000; SameSite=Lax; HttpOnly$/,
    );
  });

  it('an attacker guessing from many addresses is bounded, yet the owner signs in on a known device', async () => {
    const player = await registerPlayer(t);
    const known = deviceCookie((await signIn(player, '10.21.0.1')).headers['set-cookie']);

    // 10 guesses per 15 minutes for every browser that never signed in, from whichever address.
    const statuses = await hammer(player, 40, 22);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9).every((status) => status === 429)).toBe(true);
    const stranger = await signIn(player, '10.23.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.error_data).toMatchObject({ limit: 'login:account' });

    // The owner's own browser, even from an address the attacker used up (a shared NAT, say).
    await spent('login:ip:10.22.9.9', 30);
    expect((await signIn(player, '10.22.9.9')).statusCode).toBe(429);
    const owner = await signIn(player, '10.22.9.9', known);
    expect(owner.statusCode).toBe(200);
    // A second account's device cookie, or a forged one, does not open this account.
    const other = await registerPlayer(t);
    const otherDevice = deviceCookie((await signIn(other, '10.24.0.1')).headers['set-cookie']);
    expect((await signIn(player, '10.24.0.2', otherDevice)).statusCode).toBe(429);
    const forged = otherDevice.replace(/^device=\d+/, `device=${player.uid}`);
    const tampered = `${known.slice(0, -4)}AAAA`;
    for (const cookie of [forged, tampered]) {
      expect((await signIn(player, '10.24.0.3', cookie)).statusCode).toBe(429);
    }
  });

  it('aliases of one account share the budget, and a known device has a budget of its own', async () => {
    const player = await registerPlayer(t, { mobile: '(11) 98765-1234', phone_country_code: '+55' });
    const known = deviceCookie((await signIn(player, '10.25.0.1')).headers['set-cookie']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const login = attempt % 2 === 0 ? player.email : '5511987651234';
      statuses.push(
        (await post('auth.login', { login, password: 'wrong-pass' }, {}, `10.26.0.${attempt + 1}`))
          .statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);

    // Only the device's holder can use up its budget.
    const own: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      own.push((await signIn(player, '10.27.0.1', known, 'wrong-pass')).statusCode);
    }
    expect(own.slice(0, 10)).toEqual(Array(10).fill(401));
    const spent = await signIn(player, '10.27.0.1', known);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error.error_data).toMatchObject({ limit: 'login:device' });
  });

  it('still limits one address across accounts', async () => {
    const [first, second] = [await registerPlayer(t), await registerPlayer(t)];
    await spent('login:ip:10.28.0.1', 28);
    expect((await signIn(first, '10.28.0.1', undefined, 'wrong-pass')).statusCode).toBe(401);
    expect((await signIn(second, '10.28.0.1', undefined, 'wrong-pass')).statusCode).toBe(401);
    const refused = await signIn(first, '10.28.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.error_data).toMatchObject({ limit: 'login:ip' });
  });

  it('a new browser becomes known by restoring the password with the emailed code', async () => {
    const player = await registerPlayer(t);
    await hammer(player, 12, 29);
    expect((await signIn(player, '10.30.0.1')).statusCode).toBe(429);

    await post('auth.restore', { login: player.email }, {}, '10.30.0.1');
    const message = await vi.waitFor(() =>
      t.database.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', player.email)
        .where('subject', '=', 'Restore your password')
        .executeTakeFirstOrThrow(),
    );
    const code = /\b(\d{6})\b/.exec(message.body)?.[1] as string;
    const restored = await post(
      'auth.restore',
      { login: player.email, code, password: 'restored1' },
      {},
      '10.30.0.1',
    );
    expect(restored.json()).toEqual({ data: 1 });
    const device = deviceCookie(restored.headers['set-cookie']);
    expect(
      (
        await post(
          'auth.login',
          { login: player.email, password: 'restored1' },
          { cookie: device },
          '10.30.0.1',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('bounds guesses from unknown browsers per day as well', async () => {
    const player = await registerPlayer(t);
    const key = deviceKey(testConfig.sessionSecret);
    // 48 guesses earlier today, in windows of 15 minutes that have passed.
    await spent(`login:account:day:user:${player.uid}`, 48, new Date(Date.now() - 3 * 3600_000));
    const attempt = (ip: string) =>
      login(
        t.database.db,
        { login: player.email, password: 'wrong-pass' },
        { ip, userAgent: null },
        key,
      ).catch((error: ApiError) =>
        error.type === 'TooManyRequestsException' ? String(error.errorData?.limit) : error.type,
      );
    expect(await attempt('10.31.0.1')).toBe('AuthorizationException');
    expect(await attempt('10.31.0.2')).toBe('AuthorizationException');
    expect(await attempt('10.31.0.3')).toBe('login:account:day');
  });
});

describe('two-factor sign-in', () => {
  it('sends a code to the player, accepts it once and refuses it again', async () => {
    const player = await registerPlayer(t);
    await t.database.db
      .updateTable('users')
      .set({ two_factor_method: 'code' })
      .where('id', '=', player.uid)
      .execute();
    const first = await post('auth.login', { login: player.email, password: player.password });
    expect(first.statusCode).toBe(401);
    expect(first.json().error).toMatchObject({
      message: 'two_factor_auth is enable',
      error_data: { resend_time: 60 },
    });

    const resend = await post('auth.login', { login: player.email, password: player.password });
    expect(resend.json().error.message).toMatch(/^Resend time is \d+$/);

    const message = await t.database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', player.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(message.body)?.[1] as string;
    expect(
      (await post('auth.login', { login: player.email, password: player.password, code: '12' })).json().error
        .message,
    ).toBe('the code must contain 6 digits');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post('auth.login', { login: player.email, password: player.password, code: wrong })).json().error
        .message,
    ).toBe('two_factor_auth: code is invalid');
    expect(
      (await post('auth.login', { login: player.email, password: player.password, code })).statusCode,
    ).toBe(200);
    expect(
      (await post('auth.login', { login: player.email, password: player.password, code })).json().error
        .message,
    ).toBe('two_factor_auth: code is invalid');
  });

  it('refuses an expired code with Time expired', async () => {
    const player = await registerPlayer(t);
    await t.database.db
      .updateTable('users')
      .set({ two_factor_method: 'code' })
      .where('id', '=', player.uid)
      .execute();
    await post('auth.login', { login: player.email, password: player.password });
    await t.database.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', player.uid)
      .execute();
    const response = await post('auth.login', {
      login: player.email,
      password: player.password,
      code: '123456',
    });
    expect(response.json().error.message).toBe('Time expired');
  });

  it('accepts an authenticator code once per time step', async () => {
    const player = await registerPlayer(t);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.database.db
      .updateTable('users')
      .set({ two_factor_method: 'totp', totp_secret: secret })
      .where('id', '=', player.uid)
      .execute();
    const code = totpCode(secret, Date.now());
    expect(
      (await post('auth.login', { login: player.email, password: player.password })).json().error.error_data,
    ).toEqual({ resend_time: 0 });
    expect(
      (await post('auth.login', { login: player.email, password: player.password, code })).statusCode,
    ).toBe(200);
    const replay = await post('auth.login', { login: player.email, password: player.password, code });
    expect(replay.json().error.message).toBe('two_factor_auth: code is invalid');
  });
});

describe('password restore', () => {
  /** The latest restore code sent to `email` (it is issued just after the answer). */
  async function restoreCode(email: string) {
    const message = await vi.waitFor(() =>
      t.database.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', email)
        .where('subject', '=', 'Restore your password')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    );
    return /\b(\d{6})\b/.exec(message.body)?.[1] as string;
  }

  it('answers the same for unknown logins and sends nothing', async () => {
    const response = await post('auth.restore', { login: 'nobody-here@example.com' }, {}, '10.7.0.1');
    expect(response.json()).toEqual({ data: 1 });
    // A known login asked after it has its code: the unknown one's turn has passed.
    const player = await registerPlayer(t);
    await post('auth.restore', { login: player.email }, {}, '10.7.0.1');
    await restoreCode(player.email);
    const sent = await t.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', 'nobody-here@example.com')
      .execute();
    expect(sent).toEqual([]);
  });

  it('sets a new password with the code once, ending every session', async () => {
    const player = await registerPlayer(t);
    expect((await post('auth.restore', { login: player.email }, {}, '10.7.0.2')).json()).toEqual({ data: 1 });
    const code = await restoreCode(player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post('auth.restore', { login: player.email, code: wrong, password: 'brandnew1' });
    expect(refused.json().error.invalid_parameters).toEqual({ code: 'The code is invalid or has expired' });

    expect((await post('auth.restore', { login: player.email, code, password: 'brandnew1' })).json()).toEqual(
      { data: 1 },
    );
    expect((await get('account.getInfo', player.cookie)).statusCode).toBe(401);
    expect((await post('auth.login', { login: player.email, password: player.password })).statusCode).toBe(
      401,
    );
    expect((await post('auth.login', { login: player.email, password: 'brandnew1' })).statusCode).toBe(200);
    const again = await post('auth.restore', { login: player.email, code, password: 'another12' });
    expect(again.json().error.type).toBe('InvalidParameterException');
  });
});

describe('Telegram mini-app registration', () => {
  const botToken = '123456789:TEST-token-for-the-mini-app-tests';
  const tgUser = { id: 777000111, first_name: 'Ivo', username: 'ivo_tg', language_code: 'de' };
  const initData = (fields: Record<string, string> = {}) =>
    signTelegramInitData(
      {
        auth_date: String(Math.floor(Date.now() / 1000)),
        query_id: 'AAE1',
        user: JSON.stringify(tgUser),
        ...fields,
      },
      botToken,
    );

  it('registers a verified Telegram user once and signs them in again', async () => {
    const payload = initData();
    const first = await post(
      'auth.register',
      { is_tg: '1', id: String(tgUser.id), language_code: 'de', payload },
      {},
      '10.6.0.1',
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ login: 'tg777000111', fakename: 'ivo_tg', locale: 'de' });
    const again = await post('auth.register', { is_tg: '1', id: String(tgUser.id), payload }, {}, '10.6.0.2');
    expect(again.json().data.uid).toBe(first.json().data.uid);
  });

  it('refuses tampered, stale or mismatched initData', async () => {
    const tampered = initData().replace('ivo_tg', 'someone_else');
    const stale = initData({ auth_date: String(Math.floor(Date.now() / 1000) - 2 * 86400) });
    for (const [payload, id] of [
      [tampered, String(tgUser.id)],
      [stale, String(tgUser.id)],
      [initData(), '1'],
    ] as const) {
      const response = await post('auth.register', { is_tg: '1', id, payload }, {}, '10.6.1.1');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.type).toBe('AuthorizationException');
    }
  });
});
