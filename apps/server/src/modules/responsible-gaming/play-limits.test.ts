import { randomUUID } from 'node:crypto';
import { type MoneyLimitKind, PLAY_LIMIT_KINDS, type PlayLimitKind } from '@casino/shared/constants';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPglite, freshPostgres, testConfig, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { houseWalletClient, type WalletClient } from '../game-wallet/wallet-client.ts';
import type { WalletAnswer } from '../game-wallet/wallet-protocol.ts';
import {
  decideLimitChange,
  getPlayProtection,
  getRealityCheck,
  setPlayLimit,
  setRealityCheck,
  takeBreak,
  timeOutEnd,
} from './play-limits.service.ts';
import {
  type LimitState,
  limitBreach,
  limitsInForce,
  periodEnd,
  periodStart,
  playSessionWindow,
  recordPlay,
  type SignIn,
  settleLimit,
} from './play-status.service.ts';
import { assertDepositAllowed } from './responsible-gaming.service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (text: string) => new Date(text);

describe('calendar periods (UTC; weeks start on Monday)', () => {
  it.each([
    // [period, at, start, end]
    ['day', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z'],
    ['day', '2026-03-01T23:59:59.999Z', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z'],
    ['day', '2026-12-31T23:59:59.999Z', '2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    // Sunday 1 March 2026 still belongs to the week of Monday 23 February.
    ['week', '2026-03-01T23:59:59.999Z', '2026-02-23T00:00:00.000Z', '2026-03-02T00:00:00.000Z'],
    ['week', '2026-03-02T00:00:00.000Z', '2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z'],
    ['week', '2027-01-01T12:00:00.000Z', '2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z'],
    ['month', '2026-02-28T23:59:59.999Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['month', '2028-02-29T10:00:00.000Z', '2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
    ['month', '2026-12-15T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ] as const)('%s of %s is [%s, %s)', (period, at, start, end) => {
    expect(periodStart(period, iso(at)).toISOString()).toBe(start);
    expect(periodEnd(period, iso(at)).toISOString()).toBe(end);
  });
});

describe('the play session a session time limit measures, and the minimum break after it', () => {
  const MIN = 60_000;
  const t0 = iso('2026-03-01T12:00:00.000Z').getTime();
  const at = (minutes: number) => new Date(t0 + minutes * MIN);
  const live = (from: number, until?: number): SignIn => ({
    created_at: at(from),
    revoked_at: until === undefined ? null : at(until),
    expires_at: at(from + 30 * 24 * 60),
  });
  const window = (signIns: SignIn[]) => {
    const found = playSessionWindow(signIns, 60 * MIN, 30 * MIN);
    return found && [(found.start.getTime() - t0) / MIN, (found.end.getTime() - t0) / MIN];
  };

  it.each([
    // [case, sign-ins as [from, signed out at?], the session's [start, end] in minutes]
    ['one sign-in', [[0]], [0, 60]],
    ['a second device during the session continues it', [[0], [50]], [0, 60]],
    ['a sign-in after sign-out, still inside the hour, continues it', [[0, 10], [9]], [0, 60]],
    ['signed out before the limit: a later sign-in starts afresh, no break', [[0, 59], [61]], [61, 121]],
    ['the limit ended it: a sign-in a minute later waits for the break', [[0], [61]], [90, 150]],
    ['a sign-in at the last minute of the break waits for its end', [[0], [89]], [90, 150]],
    ['a sign-in at the break end starts at once', [[0], [90]], [90, 150]],
    ['a sign-in after the break starts then', [[0], [200]], [200, 260]],
    ['signed out exactly at the limit: the limit ended it', [[0, 60], [70]], [90, 150]],
    ['two limits in a row each have their break', [[0], [61], [151]], [180, 240]],
  ] as const)('%s', (_case, signIns, expected) => {
    expect(window(signIns.map(([from, until]) => live(from, until)))).toEqual(expected);
  });

  it('has no session without a sign-in', () => {
    expect(playSessionWindow([], 60 * MIN, 30 * MIN)).toBeUndefined();
  });

  it('takes no break with the break set to 0', () => {
    expect(playSessionWindow([live(0), live(61)], 60 * MIN, 0)).toEqual({ start: at(61), end: at(121) });
  });
});

describe('changing a limit (cool-off of 24 hours for anything looser)', () => {
  const now = iso('2026-03-01T12:00:00.000Z');
  const none: LimitState = { value: null, pending: null };
  const fifty: LimitState = { value: 5_000, pending: null };
  const waiting: LimitState = {
    value: 5_000,
    pending: { value: 9_000, from: new Date(now.getTime() + DAY) },
  };
  const later = new Date(now.getTime() + DAY);

  it.each([
    ['a first limit applies at once', none, 5_000, { value: 5_000, pending: null }, now],
    ['a lower one applies at once', fifty, 3_000, { value: 3_000, pending: null }, now],
    ['the same one applies at once', fifty, 5_000, { value: 5_000, pending: null }, now],
    ['a higher one waits', fifty, 9_000, { value: 5_000, pending: { value: 9_000, from: later } }, later],
    ['a removal waits', fifty, null, { value: 5_000, pending: { value: null, from: later } }, later],
    ['a lower one cancels a waiting rise', waiting, 4_000, { value: 4_000, pending: null }, now],
  ] as const)('%s', (_name, state, next, expected, effectiveFrom) => {
    expect(decideLimitChange(state, next, now, 'amount')).toEqual({ state: expected, effectiveFrom });
  });

  it('removing no limit changes nothing; a second rise while one waits is refused', () => {
    expect(decideLimitChange(none, null, now, 'amount')).toBe('unchanged');
    expect(() => decideLimitChange(waiting, 20_000, now, 'amount')).toThrow(ApiError);
    expect(() => decideLimitChange(waiting, null, now, 'minutes')).toThrow(ApiError);
  });

  it('a waiting change applies exactly 24 hours after it was asked for', () => {
    expect(settleLimit(waiting, new Date(later.getTime() - 1))).toEqual(waiting);
    expect(settleLimit(waiting, later)).toEqual({ value: 9_000, pending: null });
    const removal: LimitState = { value: 5_000, pending: { value: null, from: later } };
    expect(settleLimit(removal, later)).toEqual(none);
  });
});

describe('which limit a bet goes over', () => {
  const now = iso('2026-03-04T12:00:00.000Z');
  const limitsOf = (kind: PlayLimitKind, value: number) =>
    limitsInForce([{ kind, limit_value: value, pending_value: null, pending_from: null }], now);
  const usage = (wagered: number, won: number) =>
    (['day', 'week', 'month'] as const).map((period) => ({
      period,
      wagered: minorUnits(wagered),
      won: minorUnits(won),
    }));

  const moneyKinds: MoneyLimitKind[] = [
    'wager_day',
    'wager_week',
    'wager_month',
    'loss_day',
    'loss_week',
    'loss_month',
  ];
  it.each(moneyKinds)('%s: a bet up to the limit passes, one minor unit more is refused', (kind) => {
    const limits = limitsOf(kind, 1_000);
    // Totals after the bet of 100: exactly at the limit.
    expect(limitBreach(limits, usage(1_000, 0), 100, now)).toBeUndefined();
    const refused = limitBreach(limits, usage(1_001, 0), 100, now);
    expect(refused).toMatchObject({ type: 'InvalidRequestException', code: 'PlayLimitReached' });
    // 901 was used before this stake of 100.
    expect(refused?.errorData).toMatchObject({ kind, limit_value: 1_000, remaining: 99 });
    expect(refused?.message).toMatch(/limit of 10: 0\.99 is left until/);
  });

  it('wins count against a loss limit, never against a wager limit', () => {
    expect(limitBreach(limitsOf('loss_day', 1_000), usage(1_500, 600), 100, now)).toBeUndefined();
    expect(limitBreach(limitsOf('wager_day', 1_000), usage(1_500, 600), 100, now)?.errorData).toMatchObject({
      kind: 'wager_day',
    });
  });

  it('says when each period starts again', () => {
    const at = (kind: PlayLimitKind) => limitBreach(limitsOf(kind, 10), usage(20, 0), 20, now)?.errorData;
    expect(at('loss_day')).toMatchObject({ resets_at: '2026-03-05T00:00:00.000Z', remaining: 10 });
    expect(at('loss_week')).toMatchObject({ resets_at: '2026-03-09T00:00:00.000Z' });
    expect(at('loss_month')).toMatchObject({ resets_at: '2026-04-01T00:00:00.000Z' });
  });
});

describe('take-a-break periods', () => {
  it.each([
    ['24h', '2026-01-31T10:00:00.000Z', '2026-02-01T10:00:00.000Z'],
    ['1w', '2026-01-31T10:00:00.000Z', '2026-02-07T10:00:00.000Z'],
    ['1m', '2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['6w', '2026-01-31T10:00:00.000Z', '2026-03-14T10:00:00.000Z'],
  ] as const)('%s from %s ends at %s', (period, start, end) => {
    expect(timeOutEnd(period, iso(start)).toISOString()).toBe(end);
  });
});

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function answerOf(answer: WalletAnswer) {
  return answer.status === 'ok' ? 'ok' : answer.code;
}

async function signedIn(db: Db, userId: number, at: Date) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: randomUUID(),
      user_id: userId,
      created_at: at,
      expires_at: new Date(at.getTime() + 30 * DAY),
    })
    .execute();
}

describe('play limits on the embedded database', () => {
  let database: DatabaseHandle;
  let db: Db;
  let wallet: WalletClient;
  beforeAll(async () => {
    database = await freshPglite();
    db = database.db;
    await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    wallet = houseWalletClient({ db, config: testConfig });
  });
  afterAll(() => database.close());

  async function player(balance = 10_000) {
    const id = await insertPlayer(db);
    if (balance > 0) await fundPlayer(db, id, balance);
    return { id, currency: 'USD' };
  }

  async function gameSession(userId: number, at = new Date()) {
    const sysname = await catalogueGame(db, { jackpot: false });
    return (await openGameSession(db, { userId, sysname, mode: 'real', now: at })).token;
  }

  function bet(token: string, amount: number) {
    const round = randomUUID();
    return wallet.bet({ session: token, transaction_id: `${round}:bet`, round_id: round, amount });
  }

  it('every kind: tighter at once, looser after 24 hours, visible as pending until then', async () => {
    for (const kind of PLAY_LIMIT_KINDS) {
      const who = await player(0);
      const t0 = iso('2026-03-01T12:00:00.000Z');
      const input = (value: number) =>
        kind === 'session_minutes' ? { kind, minutes: value } : { kind, amount: value };
      await setPlayLimit(db, who, input(60), t0);
      await setPlayLimit(db, who, input(30), new Date(t0.getTime() + HOUR));
      const raised = await setPlayLimit(db, who, input(90), new Date(t0.getTime() + 2 * HOUR));
      const view = raised.limits.find((each) => each.kind === kind);
      expect(view).toMatchObject({
        value: 30,
        pending_value: 90,
        pending_from: new Date(t0.getTime() + 2 * HOUR + DAY).toISOString(),
      });
      const before = await getPlayProtection(db, who, new Date(t0.getTime() + 2 * HOUR + DAY - 1));
      expect(before.limits.find((each) => each.kind === kind)?.value).toBe(30);
      const after = await getPlayProtection(db, who, new Date(t0.getTime() + 2 * HOUR + DAY));
      expect(after.limits.find((each) => each.kind === kind)).toMatchObject({
        value: 90,
        pending_from: null,
      });
      // A removal waits too.
      const removing = await setPlayLimit(db, who, { kind }, new Date(t0.getTime() + 3 * DAY));
      expect(removing.limits.find((each) => each.kind === kind)).toMatchObject({
        value: 90,
        pending_value: null,
      });
      const removed = await getPlayProtection(db, who, new Date(t0.getTime() + 4 * DAY));
      expect(removed.limits.find((each) => each.kind === kind)).toMatchObject({
        value: null,
        pending_from: null,
      });
    }
    const history = await db.selectFrom('play_limit_changes').select('kind').execute();
    expect(history.length).toBeGreaterThanOrEqual(PLAY_LIMIT_KINDS.length * 4);
  });

  // Sunday 1 March 2026 starts a day and a month, not a week; Monday 2 March a day and a week, not a month.
  const MONTH_EDGE = '2026-03-01T00:00:00.000Z';
  const WEEK_EDGE = '2026-03-02T00:00:00.000Z';
  it.each([
    // [kind, edge, whether the kind's totals start again there]
    ['wager_day', MONTH_EDGE, true],
    ['wager_day', WEEK_EDGE, true],
    ['wager_week', MONTH_EDGE, false],
    ['wager_week', WEEK_EDGE, true],
    ['wager_month', WEEK_EDGE, false],
    ['wager_month', MONTH_EDGE, true],
    ['loss_day', MONTH_EDGE, true],
    ['loss_day', WEEK_EDGE, true],
    ['loss_week', MONTH_EDGE, false],
    ['loss_week', WEEK_EDGE, true],
    ['loss_month', WEEK_EDGE, false],
    ['loss_month', MONTH_EDGE, true],
  ] as const)('%s at the edge %s: totals start again there: %s', async (kind, edge, resets) => {
    const who = await player(0);
    const edgeAt = iso(edge);
    const before = new Date(edgeAt.getTime() - 1);
    await setPlayLimit(db, who, { kind, amount: 1_000 }, new Date(edgeAt.getTime() - 2 * DAY));
    const stake = (amount: number, at: Date) =>
      db.transaction().execute((trx) => recordPlay(trx, who.id, { operation: 'bet', amount }, at));
    // The last moment of the period: the whole limit is used, one minor unit more is refused.
    await stake(1_000, before);
    const refused = await refusal(stake(1, before));
    expect(refused).toMatchObject({ code: 'PlayLimitReached', errorData: { kind, remaining: 0 } });
    if (resets) expect(refused.errorData?.resets_at).toBe(edgeAt.toISOString());
    // The first moment of the next: a fresh period takes the whole limit again, else nothing more.
    if (resets) await stake(1_000, edgeAt);
    expect(await refusal(stake(1, edgeAt))).toMatchObject({ errorData: { kind, remaining: 0 } });
  });

  it('a loss limit reached mid-session refuses the next bet with a clear message and moves nothing', async () => {
    const who = await player(10_000);
    const token = await gameSession(who.id);
    await setPlayLimit(db, who, { kind: 'loss_day', amount: 1_000 }, new Date());
    expect(answerOf(await bet(token, 600))).toBe('ok');
    // A win brings the net loss down: 600 - 200 = 400 lost, 600 left.
    const round = randomUUID();
    expect(
      answerOf(
        await wallet.bet({ session: token, transaction_id: `${round}:b`, round_id: round, amount: 300 }),
      ),
    ).toBe('ok');
    expect(
      answerOf(
        await wallet.win({ session: token, transaction_id: `${round}:w`, round_id: round, amount: 200 }),
      ),
    ).toBe('ok');
    const balance = await playerBalance(db, who.id, 'main');
    const refused = await bet(token, 301);
    expect(refused).toMatchObject({ status: 'error', code: 'LIMIT_REACHED' });
    expect(refused.status === 'error' && refused.message).toMatch(
      /go over your daily loss limit of 10: 3 is left until/,
    );
    expect(await playerBalance(db, who.id, 'main')).toBe(balance);
    // Exactly what is left still passes.
    expect(answerOf(await bet(token, 300))).toBe('ok');
    const view = await getPlayProtection(db, who, new Date());
    expect(view.limits.find((each) => each.kind === 'loss_day')).toMatchObject({ used: 1_000, remaining: 0 });
  });

  it('a rollback gives its stake back to the wager limit', async () => {
    const who = await player(10_000);
    const token = await gameSession(who.id);
    await setPlayLimit(db, who, { kind: 'wager_week', amount: 500 }, new Date());
    const round = randomUUID();
    await wallet.bet({ session: token, transaction_id: `${round}:bet`, round_id: round, amount: 500 });
    expect(answerOf(await bet(token, 1))).toBe('LIMIT_REACHED');
    expect(
      answerOf(
        await wallet.rollback({
          session: token,
          transaction_id: `${round}:rb`,
          round_id: round,
          reference_transaction_id: `${round}:bet`,
        }),
      ),
    ).toBe('ok');
    expect(answerOf(await bet(token, 500))).toBe('ok');
  });

  it('a player without money limits is not counted', async () => {
    const who = await player(10_000);
    const token = await gameSession(who.id);
    expect(answerOf(await bet(token, 700))).toBe('ok');
    expect(await db.selectFrom('play_usage').selectAll().where('user_id', '=', who.id).execute()).toEqual([]);
    // Counting starts with the first limit.
    await setPlayLimit(db, who, { kind: 'wager_day', amount: 100 }, new Date());
    expect(answerOf(await bet(token, 100))).toBe('ok');
    expect(answerOf(await bet(token, 1))).toBe('LIMIT_REACHED');
  });

  it('a session time limit ends play at its time and refuses a launch after it, and a new sign-in until the minimum break is over', async () => {
    const who = await player(10_000);
    const signIn = new Date(Date.now() - 50 * 60_000);
    await signedIn(db, who.id, signIn);
    const token = await gameSession(who.id);
    // 50 minutes played; a 60-minute limit leaves 10.
    const view = await setPlayLimit(db, who, { kind: 'session_minutes', minutes: 60 }, new Date());
    expect(view.limits.find((each) => each.kind === 'session_minutes')).toMatchObject({
      used: 50,
      remaining: 10,
    });
    const row = await db
      .selectFrom('game_sessions')
      .select(['expires_at', 'limit_ends_at'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.limit_ends_at?.toISOString()).toBe(new Date(signIn.getTime() + HOUR).toISOString());
    // Lowered to 30: reached already.
    await setPlayLimit(db, who, { kind: 'session_minutes', minutes: 30 }, new Date());
    const refused = await bet(token, 100);
    expect(refused).toMatchObject({ status: 'error', code: 'LIMIT_REACHED' });
    expect(refused.status === 'error' && refused.message).toMatch(/session time limit was reached/);
    const launch = await refusal(gameSession(who.id));
    expect(launch).toMatchObject({ code: 'SessionLimitReached' });
    // The limit ended the session 20 minutes ago: a new sign-in waits out the 30-minute break.
    const limitEnded = signIn.getTime() + 30 * 60_000;
    await signedIn(db, who.id, new Date());
    const early = await refusal(gameSession(who.id));
    expect(early).toMatchObject({
      code: 'SessionBreak',
      errorData: { play_again_at: new Date(limitEnded + 30 * 60_000).toISOString() },
    });
    // After the break the new session plays.
    const later = new Date(limitEnded + 31 * 60_000);
    expect(answerOf(await bet(await gameSession(who.id, later), 100))).toBe('ok');
  });

  it('a time-out ends games, refuses launches and deposits, and cannot be shortened', async () => {
    const who = await player(10_000);
    const token = await gameSession(who.id);
    const now = new Date();
    const started = await takeBreak(db, who, { period: '1w' }, now);
    expect(started).toEqual({
      is_active: true,
      period: '1w',
      ends_at: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    const refused = await bet(token, 100);
    expect(refused).toMatchObject({ status: 'error', code: 'PLAYER_EXCLUDED' });
    expect(refused.status === 'error' && refused.message).toMatch(/taking a break/);
    expect(await refusal(gameSession(who.id))).toMatchObject({
      type: 'AccessDeniedException',
      code: 'TimeOut',
    });
    expect(await refusal(assertDepositAllowed(db, who.id, minorUnits(100), new Date()))).toMatchObject({
      code: 'TimeOut',
    });
    // A shorter one changes nothing.
    expect((await takeBreak(db, who, { period: '24h' }, new Date())).ends_at).toBe(started.ends_at);
    const later = new Date(now.getTime() + 7 * DAY);
    await assertDepositAllowed(db, who.id, minorUnits(100), later);
  });

  it('reality checks: the interval is stored; time and net of the session are computed', async () => {
    const who = await player(10_000);
    await signedIn(db, who.id, new Date(Date.now() - 20 * 60_000));
    const token = await gameSession(who.id);
    const round = randomUUID();
    await wallet.bet({ session: token, transaction_id: `${round}:b`, round_id: round, amount: 500 });
    await wallet.win({ session: token, transaction_id: `${round}:w`, round_id: round, amount: 200 });
    expect((await setRealityCheck(db, who, { minutes: 30 }, new Date())).reality_check_minutes).toBe(30);
    expect(await refusal(setRealityCheck(db, who, { minutes: 20 }, new Date()))).toMatchObject({
      invalidParameters: { minutes: expect.any(String) },
    });
    const check = await getRealityCheck(db, who, new Date());
    expect(check).toMatchObject({ interval_minutes: 30, net_amount: -300, currency: 'USD' });
    expect(check.played_seconds).toBeGreaterThanOrEqual(20 * 60);
  });
});

describe.runIf(testDatabaseUrl)('play limits on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshPostgres();
    await database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  });
  afterAll(() => database.close());

  it('parallel bets cannot together go over a wager limit', async () => {
    const db = database.db;
    const wallet = houseWalletClient({ db, config: testConfig });
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 100_000);
    const sysname = await catalogueGame(db, { jackpot: false });
    const sessions = await Promise.all(
      [1, 2, 3, 4].map(
        async () => (await openGameSession(db, { userId, sysname, mode: 'real', now: new Date() })).token,
      ),
    );
    await setPlayLimit(db, { id: userId, currency: 'USD' }, { kind: 'wager_day', amount: 1_000 }, new Date());
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => {
        const round = randomUUID();
        return wallet.bet({
          session: sessions[index % sessions.length] as string,
          transaction_id: `${round}:bet`,
          round_id: round,
          amount: 100,
        });
      }),
    );
    const taken = answers.filter((answer) => answer.status === 'ok').length;
    expect(taken).toBe(10);
    expect(answers.filter((answer) => answerOf(answer) === 'LIMIT_REACHED')).toHaveLength(14);
    expect(await playerBalance(db, userId, 'main')).toBe(100_000 - 1_000);
  });
});
