import { ERROR_STATUS } from '@casino/shared/errors/error-types';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { MULTIPART_TYPE, multipartBody } from '../test/multipart.ts';
import { registerPlayer, type TestPlayer } from '../test/player-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';
import { fundPlayer } from '../test/wallet-factory.ts';

/*
 * Every action of the OpenAPI document (/api/docs, built from the contract) gets malformed variants —
 * missing parameters, wrong types, odd number formats, control characters, huge texts, lists where one
 * value belongs, JSON objects, truncated/oversized/file-carrying multipart, an over-long URL — as a
 * guest and as a signed-in player. Each answer is a success or the error envelope with a 4xx, never a
 * 5xx, and afterwards no money moved and no row appeared where a malformed request has no business.
 */

type JsonSchema = {
  type?: string;
  enum?: string[];
  minimum?: number;
  items?: JsonSchema;
  pattern?: string;
};
type Fields = Record<string, string | string[]>;

interface Operation {
  name: string;
  method: 'GET' | 'POST';
  access: 'public' | 'user';
  params: Record<string, JsonSchema>;
}

const SEED = 13;
const random = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }), {
  seed: SEED,
  numRuns: 6,
});

/** Values no parameter of any type should take, whatever it is. */
const HOSTILE_VALUES: (string | string[])[] = [
  'a\u0000b',
  '\u0000',
  '\u001b[2J\u0007',
  'x\u007f\u0085',
  '\ud800',
  '-1',
  '1.5',
  '0x10',
  '0b11',
  '2e3',
  '+1',
  ' 1',
  '1 ',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '{"a":1}',
  '["a"]',
  'true',
  '%00',
  "' or 1=1 --",
  '🎰'.repeat(300),
  ['1', '2'],
  ['a\u0000', 'b'],
  ...random,
];

/** A value the parameter's schema accepts, so each variant breaks one parameter at a time. */
function plausibleValue(schema: JsonSchema): string {
  if (schema.enum) return schema.enum[schema.enum.length - 1] as string;
  if (schema.type === 'integer') return String(schema.minimum ?? 1);
  if (schema.type === 'boolean') return '0';
  if (schema.type === 'array') return schema.items ? plausibleValue(schema.items) : 'x';
  if (schema.type === 'object') return '{}';
  return 'x';
}

function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; schema: JsonSchema }[]; requestBody?: never }>
  >;
}): Operation[] {
  return Object.entries(doc.paths).map(([path, methods]) => {
    const [method, operation] = Object.entries(methods)[0] as [string, Record<string, unknown>];
    const name = path.replace('/api/', '');
    const access = operation.security ? 'user' : 'public';
    if (method === 'get') {
      const parameters = (operation.parameters as { name: string; schema: JsonSchema }[]).filter(
        (parameter) => parameter.name !== 'lang' && parameter.name !== 'v',
      );
      return {
        name,
        access,
        method: 'GET',
        params: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      };
    }
    const body = operation.requestBody as {
      content: Record<string, { schema: { properties?: Record<string, JsonSchema> } }>;
    };
    return {
      name,
      access,
      method: 'POST',
      params: body.content['application/x-www-form-urlencoded']?.schema.properties ?? {},
    };
  });
}

function encode(fields: Fields): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  return search.toString();
}

/** The requests of one action: each parameter broken in each way, then whole-request breakage. */
/** `count` of `values`, the same ones on every run (fast-check with a fixed seed). */
function pick<T>(values: readonly T[], count: number, salt: number): T[] {
  return fc.sample(fc.constantFrom(...values), { seed: SEED + salt, numRuns: count });
}

/**
 * The requests of one action. Each parameter alone is dropped, given a NUL byte, a huge text and two
 * of the hostile values (the rest valid); all parameters at once take eight more of them; then the
 * request as a whole is broken. `bodiesOnly` keeps the last part: a guest calling a player's action is
 * refused before its parameters are read, but after its body is.
 */
function variantsOf(operation: Operation, bodiesOnly: boolean, salt: number): InjectOptions[] {
  const url = `/api/${operation.name}`;
  const keys = Object.keys(operation.params);
  const baseline: Fields = Object.fromEntries(
    Object.entries(operation.params).map(([key, schema]) => [key, plausibleValue(schema)]),
  );
  const fieldSets: Fields[] = [];
  if (!bodiesOnly && keys.length > 0) {
    keys.forEach((key, index) => {
      const { [key]: _dropped, ...without } = baseline;
      fieldSets.push(without);
      const huge = 'x'.repeat(operation.method === 'GET' ? 5_000 : 200_000);
      for (const value of ['a\u0000b', huge, ...pick(HOSTILE_VALUES, 2, salt * 100 + index)]) {
        fieldSets.push({ ...baseline, [key]: value });
      }
    });
    for (const value of pick(HOSTILE_VALUES, 8, salt)) {
      fieldSets.push(Object.fromEntries(keys.map((key) => [key, value])));
    }
    fieldSets.push({});
  }

  if (operation.method === 'GET') {
    return [
      ...fieldSets.map((fields) => ({ method: 'GET' as const, url: `${url}?${encode(fields)}` })),
      { method: 'GET', url: `${url}?${encode(baseline)}&pad=${'q'.repeat(12_000)}` },
      { method: 'GET', url: `${url}?${encode(baseline)}&${'k=v&'.repeat(3_000)}` },
      { method: 'GET', url: `${url}?%E0%A4%A=%zz&\u0000=1` },
    ];
  }
  const form = (fields: Fields): InjectOptions => ({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: encode(fields),
  });
  const multipart = (payload: string): InjectOptions => ({
    method: 'POST',
    url,
    headers: { 'content-type': MULTIPART_TYPE },
    payload,
  });
  const json = (payload: string): InjectOptions => ({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  const whole = multipartBody(baseline);
  const requests: InjectOptions[] = [
    ...fieldSets.map(form),
    multipart(whole.slice(0, Math.max(10, whole.length - 30))),
    multipart(whole.slice(0, 12)),
    multipart(multipartBody({ ...baseline, pad: 'x'.repeat(1024 * 1024) })),
    multipart(multipartBody(baseline, { document: 200_000 })),
    multipart(multipartBody(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, 'x'])))),
    {
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: encode({ ...baseline, boundary: 'none' }),
    },
    json('{"broken": '),
    // Objects and fractions where form text belongs (for an action with parameters to break).
    ...(keys.length === 0
      ? []
      : [{ nested: ['x'] }, 12.5].map((value) =>
          json(JSON.stringify(Object.fromEntries(keys.map((key) => [key, value])))),
        )),
    { method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: `${encode(baseline)}&a=1` },
    {
      method: 'POST',
      url: `${url}?${'q'.repeat(12_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(baseline),
    },
  ];
  return requests;
}

let t: TestApp;
let player: TestPlayer;
let operations: Operation[];

/** Rows a malformed request must never add, and the player's money. */
async function snapshot() {
  const db = t.database.db;
  const tables = [
    'users',
    'user_contacts',
    'social_identities',
    'ledger_transactions',
    'ledger_entries',
    'payments',
    'pay_gateway_orders',
    'bonuses',
    'free_spin_packs',
    'deposit_limits',
    'deposit_limit_changes',
    'self_exclusions',
    'game_likes',
    'game_history_exports',
    // The newer domains' rows: a malformed request must not place a bet, buy a product, join a
    // tournament, open a verification, take a promotion or send feedback either.
    'sports_bets',
    'sports_bet_legs',
    'sports_bet_cash_outs',
    'sports_bet_resettlements',
    'loyalty_accounts',
    'loyalty_points',
    'loyalty_player_characters',
    'loyalty_notices',
    'loyalty_quest_progress',
    'tournament_participants',
    'verification_applicants',
    'kyc_demo_applicants',
    'feedback_messages',
    'cashbacks',
    'promo_codes',
    'game_rounds',
    'outbox_messages',
    'player_storage',
    'support_conversations',
    'support_messages',
    'support_chat_events',
    'play_limits',
    'play_limit_changes',
    'play_usage',
    'play_time_outs',
    'payout_requisites',
    'play_settings',
    'betting_bonuses',
    'betting_bonus_wagers',
    'dashboard_rollups',
    'dashboard_days',
    'dashboard_last_active',
    'dashboard_hour_rollups',
    'dashboard_hours',
    'dashboard_hour_players',
    'player_notes',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const balances = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', player.uid)
    .orderBy('kind')
    .execute();
  // The whole row: locale, currency, password, two-factor, verification and profile flags alike. Not
  // the fake name: some hostile values (`Infinity`, `true`) are names a player may well choose.
  const { fakename: _valid, ...user } = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', player.uid)
    .executeTakeFirstOrThrow();
  return { counts, balances, user };
}

beforeAll(async () => {
  // No rate limits in the way: the point is what each malformed request does, not how many arrive.
  t = await createTestApp(undefined, { rateLimitScale: 1000 });
  player = await registerPlayer(t);
  await fundPlayer(t.database.db, player.uid, 50_000);
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
  operations = operationsOf(docs.json());
});
afterAll(() => t.close());

interface Outcome {
  requests: number;
  successes: Map<string, number>;
  /** Every answer that broke a rule, so one run shows them all. */
  failures: string[];
}

/** What is wrong with an answer: not JSON, a 5xx, or neither a success nor the spec's error envelope. */
function answerProblem(status: number, text: string): string | undefined {
  let body: { data?: unknown; error?: { type?: string; code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} not JSON: ${text.slice(0, 200)}`;
  }
  if (status >= 500) return `${status} ${text.slice(0, 300)}`;
  if (status === 200)
    return Object.keys(body).join() === 'data' ? undefined : `200 without data: ${text.slice(0, 200)}`;
  const error = body.error;
  const isEnvelope =
    status >= 400 &&
    Object.keys(body).join() === 'error' &&
    typeof error?.type === 'string' &&
    error.type in ERROR_STATUS &&
    typeof error.code === 'string' &&
    typeof error.message === 'string';
  return isEnvelope ? undefined : `${status} not the error envelope: ${text.slice(0, 200)}`;
}

/**
 * Actions some of whose variants are good requests that write as asked: any text is a value a player
 * may store or write to support (`Infinity`, `0x7d0`), and a limit's optional `minutes` left out leaves
 * a well-formed `amount` limit. They run after the no-change check, for the envelope and no 5xx.
 */
const WELL_FORMED_VARIANTS = new Set([
  'storage.set',
  'support.sendMessage',
  'support.storeChatEvent',
  'account.setPlayLimit',
]);

async function fuzz(as: 'guest' | 'player', wellFormed = false): Promise<Outcome> {
  const outcome: Outcome = { requests: 0, successes: new Map(), failures: [] };
  // Signing out would end the session the rest of the player's run uses (the guest run covers it).
  const called = operations.filter(
    (each) =>
      WELL_FORMED_VARIANTS.has(each.name) === wellFormed && !(as === 'player' && each.name === 'auth.logout'),
  );
  for (const [index, operation] of called.entries()) {
    const variants = variantsOf(operation, as === 'guest' && operation.access === 'user', index);
    for (const request of variants) {
      const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
      if (as === 'player') {
        // As the site's own pages send it: same-origin, so the CSRF check lets it through.
        headers.cookie = player.cookie;
        headers.origin = testConfig.publicUrl;
        headers['sec-fetch-site'] = 'same-origin';
      }
      const response = await t.app.inject({ ...request, headers, remoteAddress: '10.200.0.1' });
      outcome.requests += 1;
      const where = `${as} ${request.method} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`;
      const problem = answerProblem(response.statusCode, response.body);
      if (problem) outcome.failures.push(`${where} → ${problem}`);
      else if (response.statusCode === 200) {
        outcome.successes.set(operation.name, (outcome.successes.get(operation.name) ?? 0) + 1);
      }
    }
  }
  return outcome;
}

describe('API fuzz (every action of /api/docs)', () => {
  it('answers malformed requests with the envelope, never a 5xx, and changes nothing', {
    timeout: 180_000,
  }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const before = await snapshot();
    const started = performance.now();
    const guest = await fuzz('guest');
    const signedIn = await fuzz('player');
    const seconds = (performance.now() - started) / 1000;
    const successes = [...guest.successes.values(), ...signedIn.successes.values()].reduce(
      (a, b) => a + b,
      0,
    );
    console.info(
      `API fuzz: ${operations.length} actions, ${guest.requests + signedIn.requests} requests ` +
        `(${successes} valid successes) in ${seconds.toFixed(1)} s`,
    );
    expect([...guest.failures, ...signedIn.failures].slice(0, 40)).toEqual([]);
    // The player stayed signed in, so their requests reached every action's parameters.
    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/account.getBalance',
      headers: { cookie: player.cookie },
    });
    expect(balance.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(await checkLedger(t.database.db)).toEqual([]);
    const writing = [await fuzz('guest', true), await fuzz('player', true)];
    expect(writing.flatMap((outcome) => outcome.failures).slice(0, 40)).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
