import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer } from '../../test/player-factory.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FINGERPRINT_AGENT_JS } from './fingerprint-agent.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** A POST from its own address, so one test's budget is not another's. */
function postFrom(action: string, fields: Record<string, string>, cookie?: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
  });
}

describe('tracking parameters at registration', () => {
  it('stores track_id, publisher_id, goal_id and link_id on the new player', async () => {
    const player = await registerPlayer(t, {
      track_id: 'aff-7',
      publisher_id: 'pub-3',
      goal_id: 'goal-1',
      link_id: 'link-9',
    });
    const row = await t.database.db
      .selectFrom('player_attribution')
      .selectAll()
      .where('user_id', '=', player.uid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      track_id: 'aff-7',
      publisher_id: 'pub-3',
      goal_id: 'goal-1',
      link_id: 'link-9',
    });
  });

  it('stores nothing for a player who came without them', async () => {
    const player = await registerPlayer(t);
    const row = await t.database.db
      .selectFrom('player_attribution')
      .selectAll()
      .where('user_id', '=', player.uid)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a parameter longer than an id with the spec envelope', async () => {
    const response = await postAction(t, 'auth.register', {
      email: `long-${Date.now()}@example.com`,
      password: 'secret12',
      terms: '1',
      track_id: 'x'.repeat(101),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.type).toBe('InvalidParameterException');
  });
});

describe('events.handle identifies the signed-in player', () => {
  it('stores an event sent in a session as the player’s, a guest’s as nobody’s', async () => {
    const player = await registerPlayer(t);
    const params = encodeURIComponent(JSON.stringify({ method: 'password' }));
    await t.app.inject({
      method: 'GET',
      url: `/api/events.handle?event_name=login&event_params=${params}`,
      headers: { cookie: player.cookie },
    });
    await getAction(t, 'events.handle', { event_name: 'anonymize' });
    const rows = await t.database.db
      .selectFrom('tracking_events')
      .select(['event_name', 'user_id', 'event_params'])
      .where('event_name', 'in', ['login', 'anonymize'])
      .orderBy('id')
      .execute();
    expect(rows).toContainEqual({
      event_name: 'login',
      user_id: player.uid,
      event_params: { method: 'password' },
    });
    expect(rows.find((row) => row.event_name === 'anonymize')?.user_id).toBeNull();
  });
});

describe('signals.deviceRisk', () => {
  it('stores the signal per session and player and rates a device shared by players', async () => {
    const first = await registerPlayer(t);
    const second = await registerPlayer(t);
    const third = await registerPlayer(t);
    const payload = `aurora-shared-${Date.now()}`;
    const ask = async (cookie: string, session: string) =>
      (await postFrom('signals.deviceRisk', { session, payload, automated: '0' }, cookie)).json();
    expect(await ask(first.cookie, 'session-1')).toEqual({ data: { risk: 'low' } });
    expect(await ask(second.cookie, 'session-2')).toEqual({ data: { risk: 'medium' } });
    expect(await ask(third.cookie, 'session-3')).toEqual({ data: { risk: 'high' } });
    const rows = await t.database.db
      .selectFrom('device_signals')
      .select(['session_id', 'user_id', 'risk', 'accounts_on_device'])
      .where('session_id', 'in', ['session-1', 'session-2', 'session-3'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { session_id: 'session-1', user_id: first.uid, risk: 'low', accounts_on_device: 1 },
      { session_id: 'session-2', user_id: second.uid, risk: 'medium', accounts_on_device: 2 },
      { session_id: 'session-3', user_id: third.uid, risk: 'high', accounts_on_device: 3 },
    ]);
  });

  it('rates a browser driven by automation high, and a guest’s signal is nobody’s', async () => {
    const response = await postFrom('signals.deviceRisk', {
      session: 'guest-session-1',
      payload: `aurora-bot-${Date.now()}`,
      automated: '1',
    });
    expect(response.json()).toEqual({ data: { risk: 'high' } });
    const row = await t.database.db
      .selectFrom('device_signals')
      .select(['user_id', 'automated'])
      .where('session_id', '=', 'guest-session-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, automated: true });
  });

  it('refuses a malformed session or payload with the spec envelope', async () => {
    for (const fields of [
      { session: 'has space here', payload: 'aurora-0123456789abcdef' },
      { session: 'session-1', payload: '<script>alert(1)</script>' },
      { session: 'session-1', payload: 'a'.repeat(4097) },
      { session: 'session-1', payload: 'too-short' },
      { session: 'short', payload: 'aurora-0123456789abcdef' },
      { session: 's'.repeat(65), payload: 'aurora-0123456789abcdef' },
      { payload: 'aurora-0123456789abcdef' },
    ] as Record<string, string>[]) {
      const response = await postFrom('signals.deviceRisk', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
  });

  it('limits a guest address and a player each to their own budget', async () => {
    const player = await registerPlayer(t);
    const fields = { session: 'budget-session', payload: `aurora-budget-${Date.now()}` };
    const from = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signals.deviceRisk?lang=en',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        remoteAddress: '10.99.0.1',
      });
    const guestAnswers: number[] = [];
    for (let i = 0; i < 31; i++) guestAnswers.push((await from()).statusCode);
    expect(guestAnswers.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await from();
    expect(refused.json().error.type).toBe('TooManyRequestsException');
    // A player on that same address still has their own budget: a crowd at the address cannot use it up.
    expect((await from(player.cookie)).statusCode).toBe(200);
  });
});

describe('signals.webVitals', () => {
  it('stores each metric of a report for the day, the route and its rating', async () => {
    const response = await postFrom('signals.webVitals', {
      route: 'rum-test-route',
      metrics: JSON.stringify([
        { name: 'LCP', value: 2100, rating: 'good' },
        { name: 'CLS', value: 0.012, rating: 'good' },
        { name: 'INP', value: 640, rating: 'poor' },
      ]),
    });
    expect(response.json()).toEqual({ data: 1 });
    const rows = await t.database.db
      .selectFrom('web_vitals')
      .select(['route', 'name', 'value', 'rating', sql<string>`day::text`.as('day')])
      .where('route', '=', 'rum-test-route')
      .orderBy('name')
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual([
      { route: 'rum-test-route', name: 'CLS', value: 0.012, rating: 'good', day: today },
      { route: 'rum-test-route', name: 'INP', value: 640, rating: 'poor', day: today },
      { route: 'rum-test-route', name: 'LCP', value: 2100, rating: 'good', day: today },
    ]);
  });

  it('refuses unknown metrics, impossible values, too many metrics and a bad route', async () => {
    const metric = { name: 'LCP', value: 1, rating: 'good' };
    for (const fields of [
      { route: 'index', metrics: JSON.stringify([{ ...metric, name: 'FID' }]) },
      { route: 'index', metrics: JSON.stringify([{ ...metric, value: -1 }]) },
      { route: 'index', metrics: JSON.stringify([{ ...metric, value: 1e9 }]) },
      { route: 'index', metrics: JSON.stringify([{ ...metric, rating: 'great' }]) },
      { route: 'index', metrics: JSON.stringify(Array(6).fill(metric)) },
      { route: 'index', metrics: JSON.stringify([]) },
      { route: 'index', metrics: 'not json' },
      { route: 'has space', metrics: JSON.stringify([metric]) },
      { route: 'r'.repeat(121), metrics: JSON.stringify([metric]) },
    ]) {
      const response = await postFrom('signals.webVitals', fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
  });

  it('accepts a report as sendBeacon sends it, without the API’s query parameters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signals.webVitals',
      payload: new URLSearchParams({
        route: 'beacon-route',
        metrics: JSON.stringify([{ name: 'TTFB', value: 120, rating: 'good' }]),
      }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
      remoteAddress: '10.98.0.1',
    });
    expect(response.json()).toEqual({ data: 1 });
  });
});

describe('the built-in fingerprint agent', () => {
  it('is served as a script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/signals/fingerprint.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toBe(FINGERPRINT_AGENT_JS);
  });

  it('gives the same payload on the same device and another on another', async () => {
    const payloadOn = async (userAgent: string) => {
      const win: Record<string, unknown> = {
        navigator: { userAgent, language: 'en', languages: ['en'], platform: 'x', hardwareConcurrency: 4 },
        screen: { width: 1280, height: 720, colorDepth: 24 },
      };
      new Function('window', FINGERPRINT_AGENT_JS)(win);
      return (win.seon as { getSession: () => Promise<string> }).getSession();
    };
    const first = await payloadOn('Browser A');
    expect(first).toMatch(/^aurora-[0-9a-z]+$/);
    expect(await payloadOn('Browser A')).toBe(first);
    expect(await payloadOn('Browser B')).not.toBe(first);
  });
});

describe('the back-office player card', () => {
  it('shows the tracking parameters the player registered with and their latest device risk', async () => {
    const player = await registerPlayer(t, { track_id: 'card-aff', link_id: 'card-link' });
    await postFrom(
      'signals.deviceRisk',
      { session: 'card-session', payload: `aurora-card-${Date.now()}`, automated: '1' },
      player.cookie,
    );
    const support = await signedInStaff(t, 'support');
    const card = (await backofficeCall(t, 'players.get', { id: String(player.uid) }, support.cookie)).json()
      .data;
    expect(card.attribution).toEqual({
      track_id: 'card-aff',
      publisher_id: null,
      goal_id: null,
      link_id: 'card-link',
    });
    expect(card.device_risk).toMatchObject({ risk: 'high', accounts_on_device: 1, automated: true });
    const other = await registerPlayer(t);
    const plain = (await backofficeCall(t, 'players.get', { id: String(other.uid) }, support.cookie)).json()
      .data;
    expect(plain.attribution).toBeNull();
    expect(plain.device_risk).toBeNull();
  });
});
