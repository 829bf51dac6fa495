import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/schema.ts';
import { registerPlayer, type TestPlayer } from './test/player-factory.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Hostile input at the routes outside /api (decision 0016 covers /api): each route's request schema
 * refuses it with a 4xx in the route's own style — never a 500 or a stack — and nothing is written.
 */
let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await registerPlayer(t);
});
afterAll(() => t.close());

const WATCHED: readonly (keyof Database)[] = [
  'users',
  'sessions',
  'oauth_states',
  'demo_idp_codes',
  'social_identities',
  'payments',
  'pay_gateway_orders',
  'ledger_entries',
  'game_sessions',
  'game_wallet_transactions',
  'game_history_exports',
  'house_seed_pairs',
  'house_rounds',
  'staff_users',
  'staff_sessions',
  'audit_log',
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WATCHED) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const LONG = 'x'.repeat(5000);
/** Within Fastify's path parameter limit (100; longer ones answer 414 before any route). */
const LONG_SEGMENT = 'x'.repeat(99);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  /** What the refusal looks like: the error envelope, an HTML page, or the protocol's own answer. */
  answers: 'envelope' | 'html' | 'wallet' | 'oauth';
  status?: number;
}

const CASES: Case[] = [
  // Game wallet: the protocol answers every failure with its own code (providers branch on codes).
  {
    name: 'wallet: unknown operation',
    method: 'POST',
    url: '/platform/wallet/house/steal',
    answers: 'wallet',
  },
  {
    name: 'wallet: over-long provider',
    method: 'POST',
    url: `/platform/wallet/${LONG_SEGMENT}/bet`,
    answers: 'wallet',
  },
  // Game history export.
  {
    name: 'game history export: over-long id',
    method: 'GET',
    url: `/games/history-export/${LONG_SEGMENT}.csv`,
    answers: 'envelope',
    status: 400,
  },
  {
    name: 'game history export: id with odd characters',
    method: 'GET',
    url: `/games/history-export/${encodeURIComponent("a' or 1=1 --")}.csv`,
    answers: 'envelope',
    status: 400,
  },
  // Social sign-in.
  {
    name: 'oauth init: service as an array',
    method: 'GET',
    url: '/oauth/init?service=google&service=facebook',
    answers: 'envelope',
    status: 400,
  },
  {
    name: 'oauth init: over-long service',
    method: 'GET',
    url: `/oauth/init?service=${LONG}`,
    answers: 'envelope',
  },
  {
    name: 'oauth init: over-long type_auth',
    method: 'GET',
    url: `/oauth/init?service=google&type_auth=${LONG}`,
    answers: 'envelope',
    status: 400,
  },
  {
    name: 'oauth callback: state as an array',
    method: 'GET',
    url: '/oauth/callback/google?state=a&state=b&code=c',
    answers: 'html',
    status: 400,
  },
  {
    name: 'oauth callback: over-long code',
    method: 'GET',
    url: `/oauth/callback/google?state=a&code=${LONG}`,
    answers: 'html',
    status: 400,
  },
  {
    name: 'oauth callback: over-long service',
    method: 'GET',
    url: `/oauth/callback/${'s'.repeat(200)}?state=a&code=b`,
    answers: 'html',
    status: 400,
  },
  // Demo identity provider.
  {
    name: 'demo identity: authorize with fields as arrays',
    method: 'GET',
    url: '/oauth/demo/authorize?response_type=code&response_type=token&client_id=aurora-casino',
    answers: 'html',
    status: 400,
  },
  {
    name: 'demo identity: consent without the request',
    method: 'POST',
    url: '/oauth/demo/authorize',
    payload: 'decision=allow&name=Eve&email=eve%40example.com',
    headers: FORM,
    answers: 'html',
    status: 400,
  },
  {
    name: 'demo identity: token with an over-long code',
    method: 'POST',
    url: '/oauth/demo/token',
    payload: `grant_type=authorization_code&client_id=aurora-casino&code=${LONG}&code_verifier=v`,
    headers: FORM,
    answers: 'oauth',
    status: 400,
  },
  {
    name: 'demo identity: token with a code as an array',
    method: 'POST',
    url: '/oauth/demo/token',
    payload: JSON.stringify({ grant_type: 'authorization_code', code: ['a', 'b'], code_verifier: 'v' }),
    headers: { 'content-type': 'application/json' },
    answers: 'oauth',
    status: 400,
  },
  // Demo Pay.
  {
    name: 'demo pay: checkout with the token as an array',
    method: 'POST',
    url: '/providers/pay/checkout/tx1?token=a&token=b',
    payload: 'outcome=success',
    headers: FORM,
    answers: 'html',
    status: 403,
  },
  {
    name: 'demo pay: checkout of an over-long transaction',
    method: 'GET',
    url: `/providers/pay/checkout/${LONG_SEGMENT}?token=a`,
    answers: 'html',
    status: 403,
  },
  // House games: the launcher answers the not-found page, the verify page itself, the files the envelope.
  // (The game API's hostile bodies need a game session: house-games-routes.test.ts.)
  {
    name: 'house games: launch in an unknown mode',
    method: 'GET',
    url: '/platform/game/house-dice/sideways',
    answers: 'html',
    status: 404,
  },
  {
    name: 'house games: custom launch in an unknown mode',
    method: 'GET',
    url: '/platform/game/custom/game-of-the-week/steal',
    answers: 'html',
    status: 404,
  },
  {
    name: 'house games: verify with a field twice',
    method: 'GET',
    url: '/platform/game/verify?game=a&game=b&server_seed=c&client_seed=d&nonce=0',
    answers: 'html',
    status: 400,
  },
  {
    name: 'house games: verify with an over-long seed',
    method: 'GET',
    url: `/platform/game/verify?game=a&server_seed=${LONG}&client_seed=d&nonce=0`,
    answers: 'html',
    status: 400,
  },
  {
    name: 'house games: a client file that is not one',
    method: 'GET',
    url: `/platform/game/assets/v1/${LONG_SEGMENT}`,
    answers: 'envelope',
    status: 404,
  },
  // Content.
  {
    name: 'content: messages file of an odd name',
    method: 'GET',
    url: `/platform/i18n/en/${LONG_SEGMENT}`,
    answers: 'envelope',
    status: 404,
  },
  {
    name: 'content: cms config of an over-long locale',
    method: 'GET',
    url: `/nfx/cms-config/${LONG_SEGMENT}`,
    answers: 'envelope',
    status: 400,
  },
  // Images: the optimiser's strict query (packages/shared/src/images/optimised-image.ts).
  {
    name: 'images: a width not offered',
    method: 'GET',
    url: '/platform/image?src=/images/a.png&w=13&dpr=1',
    answers: 'envelope',
    status: 400,
  },
  {
    name: 'images: a format not served',
    method: 'GET',
    url: '/platform/image?src=/images/a.gif&w=64&dpr=1',
    answers: 'envelope',
    status: 400,
  },
  // Back-office API: the action's name, then its contract's parameters (as /api).
  {
    name: 'back-office: an unknown action',
    method: 'GET',
    url: `/backoffice/api/${LONG_SEGMENT}`,
    answers: 'envelope',
    status: 404,
  },
  {
    name: 'back-office: sign-in with a NUL in the e-mail',
    method: 'POST',
    url: '/backoffice/api/staff.signIn',
    payload: 'email=admin%00@example.com&password=secret',
    headers: FORM,
    answers: 'envelope',
    status: 400,
  },
  {
    name: 'back-office: sign-in with the e-mail twice',
    method: 'POST',
    url: '/backoffice/api/staff.signIn',
    payload: 'email=a@example.com&email=b@example.com&password=secret',
    headers: FORM,
    answers: 'envelope',
    status: 400,
  },
  {
    name: 'back-office: an over-long password',
    method: 'POST',
    url: '/backoffice/api/staff.signIn',
    payload: `email=a@example.com&password=${LONG}`,
    headers: FORM,
    answers: 'envelope',
    status: 400,
  },
  // Game art.
  {
    name: 'game art: the version twice',
    method: 'GET',
    url: '/platform/game-art/house-dice.svg?v=1&v=2',
    answers: 'envelope',
    status: 400,
  },
  {
    name: 'game art: a file that is no sysname',
    method: 'GET',
    url: `/platform/game-art/providers/${encodeURIComponent('../x')}.svg`,
    answers: 'envelope',
    status: 404,
  },
];

describe('hostile input at the routes outside /api', () => {
  for (const hostile of CASES) {
    it(`refuses ${hostile.name}, changing nothing`, async () => {
      const before = await rowCounts();
      const response = await t.app.inject({
        method: hostile.method,
        url: hostile.url,
        headers: { cookie: player.cookie, ...hostile.headers },
        ...(hostile.payload === undefined ? {} : { payload: hostile.payload }),
      });
      expect(response.body).not.toMatch(/\n\s+at |ZodError|stack/);
      if (hostile.answers === 'wallet') {
        expect(response.json()).toMatchObject({ status: 'error', code: 'INVALID_REQUEST' });
      } else {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        if (hostile.status !== undefined) expect(response.statusCode).toBe(hostile.status);
        if (hostile.answers === 'envelope') expect(response.json().error.type).toMatch(/Exception$/);
        if (hostile.answers === 'html') expect(response.headers['content-type']).toContain('text/html');
        if (hostile.answers === 'oauth') expect(response.json().error).toBe('invalid_request');
      }
      expect(await rowCounts()).toEqual(before);
    });
  }
});
