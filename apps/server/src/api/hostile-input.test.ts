import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { MULTIPART_TYPE, multipartBody } from '../test/multipart.ts';
import { registerPlayer, type TestPlayer } from '../test/player-factory.ts';
import { freshPglite, type TestApp, testConfig } from '../test/test-app.ts';

// The app with a logger writing into `logLines`, to check what a refused request leaves in the log.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    callback();
  },
});

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  const database = await freshPglite();
  const app = await buildApp(
    {
      config: testConfig,
      db: database.db,
      contentCache: (await import('../modules/content/content.service.ts')).createContentCache(),
      listen: database.listen,
    },
    { logger: { level: 'info', stream: logStream }, rollUpDashboardAtStart: false },
  );
  await app.ready();
  t = {
    app,
    database,
    contentCache: undefined as never,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  player = await registerPlayer(t);
});
afterAll(() => t.close());

function expectEnvelope(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error?: { type?: string; code?: string; message?: string } };
  expect(body.error).toEqual(
    expect.objectContaining({
      type: expect.any(String),
      code: expect.any(String),
      message: expect.any(String),
    }),
  );
  return body.error as { type: string; invalid_parameters?: Record<string, string> };
}

/** Log lines written while `run` ran. */
async function loggedDuring(run: () => Promise<unknown>): Promise<string[]> {
  const start = logLines.length;
  await run();
  return logLines.slice(start);
}

function expectOneShortLine(lines: string[]) {
  expect(lines).toHaveLength(1);
  expect(lines[0]?.length).toBeLessThan(400);
  expect(lines[0]).not.toMatch(/select|insert|params|stack/i);
}

describe('multipart bodies', () => {
  it('refuses a truncated multipart body with 400 and one short log line', async () => {
    const whole = multipartBody({ login: 'someone@example.com', password: 'secret12' });
    const lines = await loggedDuring(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth.login',
        headers: { 'content-type': MULTIPART_TYPE },
        payload: whole.slice(0, whole.length - 20),
      });
      expect(expectEnvelope(response, 400).type).toBe('InvalidRequestException');
    });
    expectOneShortLine(lines);
  });

  it('refuses a multipart body over the 1 MiB body limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth.login',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: multipartBody({ login: 'a@example.com', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(expectEnvelope(response, 413).type).toBe('InvalidRequestException');
  });

  it('refuses files, which no action takes', async () => {
    // Large enough that busboy, left to skip it, never finished the parse (the request hung).
    const payload = multipartBody({ login: 'a@example.com' }, { doc: 200_000 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth.login',
      headers: { 'content-type': MULTIPART_TYPE },
      payload,
    });
    expect(expectEnvelope(response, 400).type).toBe('InvalidRequestException');
  });

  it('refuses a multipart content type without a boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth.login',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'login=a',
    });
    expect(expectEnvelope(response, 400).type).toBe('InvalidRequestException');
  });

  it('still reads a well-formed multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth.login',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: multipartBody({ login: player.email, password: player.password }),
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('other bodies', () => {
  it('refuses a text/plain body, which Fastify reads but no action takes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/createhistoryexportrequest',
      headers: { 'content-type': 'text/plain', cookie: player.cookie },
      payload: 'anything',
    });
    expect(expectEnvelope(response, 415).type).toBe('InvalidRequestException');
  });
});

describe('control characters', () => {
  const withNul = 'a\u0000b';
  it.each([
    ['auth.login', { login: withNul, password: 'secret12' }, 'login'],
    ['auth.register', { email: `x${withNul}@example.com`, password: 'secret12', terms: '1' }, 'email'],
    ['auth.restore', { login: withNul }, 'login'],
    ['campaigns.checkPromocode', { promo_code: withNul }, 'promo_code'],
  ])(
    '%s refuses a NUL byte with InvalidParameterException and one short log line',
    async (action, fields, field) => {
      const lines = await loggedDuring(async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/${action}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
          remoteAddress: '10.9.0.2',
        });
        const error = expectEnvelope(response, 400);
        expect(error.type).toBe('InvalidParameterException');
        expect(Object.keys(error.invalid_parameters ?? {})).toContain(field);
      });
      expect(lines.every((line) => line.length < 400 && !/select|insert|stack/i.test(line))).toBe(true);
    },
  );

  it.each(['account.saveProfileInfo', 'account.changelocale', 'makewithdrawal'])(
    '%s refuses control characters from a player',
    async (action) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
        payload: 'first_name=A%00&locale=e%01n&method=card&amount=100&idempotency_key=k%00&card_number=1%1b',
      });
      expect(expectEnvelope(response, 400).type).toBe('InvalidParameterException');
    },
  );

  it('refuses a NUL byte in a query parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/games.get?query=a%00b' });
    expect(expectEnvelope(response, 400).invalid_parameters).toHaveProperty('query');
  });

  it('keeps tabs and line breaks, which multi-line text may hold', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events.handle?event_name=ok&event_params=${encodeURIComponent('{"a":\n"b\\tc"}')}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

const ODD_AMOUNTS = [
  '0x7d0',
  '0b11111010000',
  '0o3720',
  '2e3',
  '+2000',
  ' 2000',
  '2000 ',
  '\t2000',
  '2000.0000000000001',
  '2000.0',
  '2000.',
  '.5',
  '02000',
  '2,000',
  '1_000',
  'Infinity',
  '-2000',
  '２０００',
];

/** Every action that takes an amount or a stake, with the rest of its parameters valid. */
const AMOUNT_FIELDS: Array<{ action: string; field: string; params: Record<string, string> }> = [
  { action: 'makedeposit', field: 'amount', params: { method: 'skrill' } },
  { action: 'makewithdrawal', field: 'amount', params: { method: 'skrill', wallet: 'p@example.com' } },
  { action: 'account.setDepositLimit', field: 'limit_amount', params: { period: 'day' } },
  {
    action: 'sportsbook.placeBet',
    field: 'stake',
    params: {
      slip_id: '6f1c1c8e-7a43-4f58-9a52-0d2d8f0c3a11',
      type: 'single',
      selections: '[{"event_id":"football-1-1","market_key":"1x2","selection_key":"home","odds":2000}]',
    },
  },
  {
    action: 'sportsbook.cashOut',
    field: 'amount',
    params: { bet_id: '6f1c1c8e-7a43-4f58-9a52-0d2d8f0c3a11' },
  },
];

describe('amounts in every action that takes one', () => {
  it.each(
    AMOUNT_FIELDS.flatMap(({ action, field, params }) =>
      ODD_AMOUNTS.map((amount) => [action, amount, field, params] as const),
    ),
  )('%s refuses %j', async (action, amount, field, params) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
      payload: new URLSearchParams({ ...params, [field]: amount }).toString(),
    });
    const error = expectEnvelope(response, 400);
    expect(error.type).toBe('InvalidParameterException');
    expect(error.invalid_parameters?.[field]).toBe('Wrong field');
  });
});

describe('amounts', () => {
  it.each([
    '0x7d0',
    '0b11111010000',
    '2e3',
    '+2000',
    ' 2000',
    '2000 ',
    '2000.0000000000001',
    '2000.0',
    '02000',
    '2,000',
    '1_000',
    'Infinity',
    '-2000',
  ])('makedeposit refuses the amount %j', async (amount) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/makedeposit',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
      payload: new URLSearchParams({ method: 'skrill', amount }).toString(),
    });
    const error = expectEnvelope(response, 400);
    expect(error.invalid_parameters).toEqual({ amount: 'Wrong field' });
  });
});

describe('URLs', () => {
  it('answers an over-long query string with the envelope and 414', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/games.get?query=${'q'.repeat(9000)}`,
    });
    expect(expectEnvelope(response, 414).type).toBe('InvalidRequestException');
  });

  it('answers an over-long action name with the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/${'a'.repeat(300)}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectEnvelope(response, response.statusCode);
  });

  it('answers a request whose headers overflow the server limit with the envelope (real socket)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: `/api/games.get?query=${'q'.repeat(20_000)}` },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
    });
    expect([414, 431]).toContain(status);
    expect(JSON.parse(body).error.type).toBe('InvalidRequestException');
  });
});
