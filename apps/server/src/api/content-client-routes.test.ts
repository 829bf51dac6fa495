import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { form, registerPlayer, sessionCookie } from '../test/player-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;

/** A call as a content client in the site's page makes it: same origin, form or JSON body. */
function call(
  method: 'GET' | 'POST',
  url: string,
  fields: Record<string, unknown> = {},
  { cookie, json = false, origin }: { cookie?: string; json?: boolean; origin?: string } = {},
) {
  address += 1;
  return t.app.inject({
    method,
    url: `${url}?lang=en`,
    remoteAddress: `10.77.${address % 250}.${Math.floor(address / 250) + 1}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(origin ? { origin } : {}),
      ...(method === 'POST'
        ? { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }
        : {}),
    },
    ...(method === 'POST'
      ? { payload: json ? JSON.stringify(fields) : form(fields as Record<string, string>) }
      : {}),
  });
}

async function lastCode(email: string, subject: string): Promise<string> {
  let body = '';
  await vi.waitFor(async () => {
    const message = await t.database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', email)
      .where('subject', '=', subject)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(message).toBeDefined();
    body = message?.body ?? '';
  });
  return /\b(\d{6})\b/.exec(body)?.[1] ?? '';
}

describe('content client calls (spec §7)', () => {
  it('registers, reads users/me and signs in with auth/local, in the spec envelope', async () => {
    const email = `content-client-${Date.now()}@example.com`;
    const registered = await call(
      'POST',
      '/api/auth/local/register',
      { email, password: 'secret12', terms: '1', currency: 'USD' },
      { json: true },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toMatchObject({ login: email, balance_main: { currency: 'USD' } });
    const cookie = sessionCookie(registered.headers['set-cookie']);

    const me = await call('GET', '/api/users/me', {}, { cookie });
    expect(me.json().data.uid).toBe(registered.json().data.uid);
    expect(me.headers['cache-control']).toBe('private, no-store');

    const signedIn = await call('POST', '/api/auth/local', { identifier: email, password: 'secret12' });
    expect(signedIn.json().data.uid).toBe(registered.json().data.uid);
    expect(sessionCookie(signedIn.headers['set-cookie'])).not.toBe(cookie);
  });

  it('answers the platform errors under the names the client sent', async () => {
    const guest = await call('GET', '/api/users/me');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.type).toBe('AuthorizationException');

    const missing = await call('POST', '/api/auth/local', { password: 'secret12' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.invalid_parameters)).toEqual(['identifier']);

    const wrong = await call('POST', '/api/auth/local', {
      identifier: 'nobody@example.com',
      password: 'secret12',
    });
    expect(wrong.json().error.type).toBe('AuthorizationException');
  });

  it('restores a password: forgot-password sends the code, reset-password sets it after the confirmation check', async () => {
    const player = await registerPlayer(t);
    const asked = await call('POST', '/api/auth/forgot-password', { email: player.email });
    expect(asked.json()).toEqual({ data: 1 });
    const code = await lastCode(player.email, 'Restore your password');

    const unequal = await call('POST', '/api/auth/reset-password', {
      email: player.email,
      code,
      password: 'newpass34',
      passwordConfirmation: 'newpass35',
    });
    expect(unequal.json().error.invalid_parameters).toEqual({ passwordConfirmation: 'passwords not equal' });

    const reset = await call('POST', '/api/auth/reset-password', {
      email: player.email,
      code,
      password: 'newpass34',
      passwordConfirmation: 'newpass34',
    });
    expect(reset.json()).toEqual({ data: 1 });
    const signedIn = await call('POST', '/api/auth/local', {
      identifier: player.email,
      password: 'newpass34',
    });
    expect(signedIn.json().data.uid).toBe(player.uid);
  });

  it('changes the password and sends an email confirmation for the signed-in player', async () => {
    const player = await registerPlayer(t);
    const refused = await call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'not-it-12', password: 'changed56', passwordConfirmation: 'changed56' },
      { cookie: player.cookie },
    );
    expect(refused.json().error.type).toBe('InvalidParameterException');
    expect(Object.keys(refused.json().error.invalid_parameters)).toEqual(['currentPassword']);
    const changed = await call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: player.password, password: 'changed56', passwordConfirmation: 'changed56' },
      { cookie: player.cookie },
    );
    expect(changed.json(), changed.body).toEqual({ data: 1 });

    const sent = await call(
      'POST',
      '/api/auth/send-email-confirmation',
      { email: player.email },
      { cookie: player.cookie },
    );
    expect(sent.json(), sent.body).toEqual({ data: 1 });
    expect(await lastCode(player.email, 'Confirm your email address')).toMatch(/^\d{6}$/);
  });

  it('refuses state changes from another site, as the platform actions do', async () => {
    const player = await registerPlayer(t);
    const foreign = await call(
      'POST',
      '/api/auth/change-password',
      { currentPassword: player.password, password: 'changed56', passwordConfirmation: 'changed56' },
      { cookie: player.cookie, origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.type).toBe('AccessDeniedException');
    const own = await call(
      'POST',
      '/api/auth/local',
      { identifier: player.email, password: player.password },
      {
        origin: new URL(testConfig.publicUrl).origin,
      },
    );
    expect(own.statusCode).toBe(200);
  });

  it('hands provider connect and callback to the social sign-in with their query', async () => {
    const connect = await t.app.inject({
      method: 'GET',
      url: '/api/connect/google?redirect_url=%2Fgamehall&type_auth=registration',
    });
    expect(connect.statusCode).toBe(302);
    expect(connect.headers.location).toBe(
      '/oauth/init?service=google&redirect_url=%2Fgamehall&type_auth=registration',
    );
    const callback = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?state=s1&code=c2' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/oauth/callback/google?state=s1&code=c2');
  });

  it('never answers hostile input with a 500', async () => {
    const hostile: Array<[string, string, Record<string, unknown>, boolean]> = [
      ['POST', '/api/auth/local', { identifier: { $ne: null }, password: ['a', 'b'] }, true],
      ['POST', '/api/auth/local', { identifier: 'a\u0000b', password: 'x'.repeat(10_000) }, false],
      [
        'POST',
        '/api/auth/local/register',
        { username: 'x'.repeat(500), email: 'not-an-email', is_tg: '1' },
        false,
      ],
      ['POST', '/api/auth/forgot-password', { email: 42 }, true],
      [
        'POST',
        '/api/auth/reset-password',
        { email: 'a@b.c', code: '000000', password: 'p', passwordConfirmation: 'p' },
        true,
      ],
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: null, password: true, passwordConfirmation: true },
        true,
      ],
      ['POST', '/api/auth/send-email-confirmation', { email: '<script>' }, false],
    ];
    for (const [method, url, fields, json] of hostile) {
      const response = await call(method as 'POST', url, fields, { json });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      expect(response.json().error.type, url).toMatch(/Exception$/);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: 'identifier=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    for (const url of [
      '/api/connect/..%2F..%2Fetc',
      '/api/auth/%3Cscript%3E/callback',
      `/api/connect/${'x'.repeat(64)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
  });
});
