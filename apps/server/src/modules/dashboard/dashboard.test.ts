import type { DashboardDay } from '@casino/shared/backoffice/backoffice.contract';
import { minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import type { PlayerAccountKind, SystemAccountKind } from '../../db/tables/ledger.table.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, freshPostgres, type TestApp, testDatabaseUrl } from '../../test/test-app.ts';
import { insertPlayer } from '../../test/wallet-factory.ts';
import { postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import {
  DASHBOARD_DAYS,
  dashboard,
  ROLLUP_GRACE_MS,
  rollUpClosedDays,
  rollUpClosedHours,
  utcDay,
} from './dashboard.service.ts';

// A currency nothing else in the seeded database uses, so every figure below is this file's own.
const CURRENCY = 'XTS';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe.skipIf(!testDatabaseUrl)('the back-office dashboard on PostgreSQL', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp(await freshPostgres());
    db = t.database.db;
  });
  afterAll(async () => {
    expect(await checkLedger(db)).toEqual([]);
    await t.close();
  });

  type Account = { player: PlayerAccountKind } | { system: SystemAccountKind };
  /** One posting of `kind` moving `amount` from one account to another, as the module that owns the kind posts it. */
  async function post(
    userId: number,
    kind: string,
    amount: number,
    from: Account,
    to: Account,
    reference: string | null = null,
  ) {
    const account = (which: Account) =>
      'player' in which
        ? playerAccount(db, userId, which.player, CURRENCY)
        : systemAccount(db, which.system, CURRENCY, userId);
    const [source, target] = await Promise.all([account(from), account(to)]);
    await db.transaction().execute((trx) =>
      postTransaction(trx, {
        kind,
        userId,
        reference,
        legs: [
          { accountId: source, amount: negateMinor(minorUnits(amount)) },
          { accountId: target, amount: minorUnits(amount) },
        ],
      }),
    );
  }
  const main = { player: 'main' } as const;
  const hold = { player: 'withdrawal_hold' } as const;
  const bonus = { player: 'bonus' } as const;
  const clearing = { system: 'payment_clearing' } as const;
  const provider = { system: 'provider_clearing' } as const;
  const house = { system: 'house' } as const;
  const liability = { system: 'bonus_liability' } as const;

  // The day the postings were made on: a read two hours later may already be in the next UTC day.
  const postingDay = utcDay(new Date());
  function today(view: Awaited<ReturnType<typeof dashboard>>): DashboardDay | undefined {
    return view.currencies
      .find((each) => each.currency === CURRENCY)
      ?.days.find((each) => each.day === postingDay);
  }

  it('counts each kind of posting in its figure, from the player’s real money only', async () => {
    const a = await insertPlayer(db, CURRENCY);
    const b = await insertPlayer(db, CURRENCY);
    await post(a, 'deposit', 10_000, clearing, main);
    await post(a, 'deposit', 5_000, clearing, main);
    await post(b, 'deposit', 2_000, clearing, main);
    // A withdrawal paid out counts; a reserve, and one declined (released back), do not.
    await post(a, 'withdrawal_reserve', 3_000, main, hold);
    await post(a, 'withdrawal_payout', 3_000, hold, clearing);
    await post(a, 'withdrawal_reserve', 1_000, main, hold);
    await post(a, 'withdrawal_release', 1_000, hold, main);
    await post(a, 'game_bet', 1_000, main, provider, 'round:house:r1');
    await post(a, 'game_win', 2_500, provider, main, 'round:house:r1');
    await post(a, 'game_bet', 300, main, provider, 'round:house:r2');
    await post(a, 'game_rollback', 300, provider, main, 'round:house:r2');
    await post(a, 'jackpot_win', 700, house, main);
    await post(b, 'game_bet', 400, main, provider, 'round:sportsbook:bet-1');
    await post(b, 'game_win', 1_000, provider, main, 'round:sportsbook:bet-1');
    // A bonus costs when it becomes real money, not when it is granted (or forfeited).
    await post(a, 'bonus_grant', 1_000, liability, bonus);
    await post(a, 'bonus_release', 800, bonus, main);
    await post(a, 'bonus_forfeit', 200, bonus, liability);
    await post(a, 'cashback_payout', 150, house, main);
    await post(b, 'tournament_prize', 250, house, main);
    await post(a, 'operator_adjustment', 500, house, main);
    await post(b, 'operator_adjustment', 200, main, house);

    const day = today(await dashboard(db, new Date()));
    expect(day).toEqual({
      day: postingDay,
      registrations: 2,
      first_deposits: 2,
      deposits: 3,
      deposit_amount: 17_000,
      withdrawals: 1,
      withdrawal_amount: 3_000,
      bets: 3,
      casino_stakes: 1_000,
      sports_stakes: 400,
      stakes: 1_400,
      casino_wins: 3_200,
      sports_wins: 1_000,
      wins: 4_200,
      ggr: -2_800,
      bonus_released: 800,
      cashback_paid: 150,
      tournament_prizes: 250,
      bonus_cost: 1_200,
      ngr: -4_000,
      adjustments: 300,
      active_players: 2,
    });
  });

  it('rolls up closed hours of an open day to what the live read shows, once under concurrent runs', async () => {
    const later = new Date(Date.now() + 2 * HOUR_MS);
    const live = await dashboard(db, later);
    const runs = await Promise.all(Array.from({ length: 3 }, () => rollUpClosedHours(db, later)));
    const hours = await db
      .selectFrom('dashboard_hour_rollups')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(runs.reduce((sum, each) => sum + each, 0)).toBe(Number(hours.count));
    expect(Number(hours.count)).toBeGreaterThan(0);
    expect(await rollUpClosedHours(db, later)).toBe(0);
    const fromHours = await dashboard(db, later);
    expect(fromHours.currencies).toEqual(live.currencies);
    expect(today(fromHours)).toMatchObject({ deposits: 3, ngr: -4_000, active_players: 2 });
  });

  it('rolls a closed day up to exactly what the live read shows, and serves it from the rollup', async () => {
    const tomorrow = new Date(Date.parse(`${utcDay(new Date())}T00:00:00Z`) + DAY_MS + 30 * 60_000);
    const live = await dashboard(db, tomorrow);
    expect(live.live_from).toBe(utcDay(new Date(tomorrow.getTime() - 30 * DAY_MS)));
    const stored = await rollUpClosedDays(db, tomorrow);
    expect(stored).toBe(30);
    const rolled = await dashboard(db, tomorrow);
    expect(rolled.live_from).toBe(utcDay(tomorrow));
    expect(rolled.currencies).toEqual(live.currencies);
    const figures = rolled.currencies.find((each) => each.currency === CURRENCY);
    expect(figures?.days.at(-2)).toMatchObject({ deposits: 3, ggr: -2_800, active_players: 2 });
    // A player active on two days counts once in the 30 days' total.
    expect(figures?.totals).toMatchObject({ deposits: 3, ngr: -4_000, active_players: 2 });
  });

  it('stores each day once when the job runs several times at once and again', async () => {
    const later = new Date(Date.now() + 40 * DAY_MS);
    const runs = await Promise.all(Array.from({ length: 4 }, () => rollUpClosedDays(db, later)));
    const rows = await db
      .selectFrom('dashboard_rollups')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const before = 30;
    expect(runs.reduce((sum, each) => sum + each, 0)).toBe(Number(rows.count) - before);
    expect(await rollUpClosedDays(db, later)).toBe(0);
    const days = await db
      .selectFrom('dashboard_days')
      .select(['day', 'currency'])
      .where('currency', '=', CURRENCY)
      .execute();
    expect(days).toHaveLength(1);
  });

  it('answers admin and finance, refuses support, and keeps reads out of the audit log', async () => {
    const finance = await signedInStaff(t, 'finance');
    const support = await signedInStaff(t, 'support');
    const answer = await backofficeCall(t, 'dashboard.get', {}, finance.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const currencies = answer.json().data.currencies as { currency: string; days: unknown[] }[];
    expect(currencies.find((each) => each.currency === CURRENCY)?.days).toHaveLength(31);
    const refused = await backofficeCall(t, 'dashboard.get', {}, support.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.type).toBe('AccessDeniedException');
    const audited = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'dashboard.get')
      .execute();
    expect(audited).toEqual([]);
  });
});

describe.skipIf(!testDatabaseUrl)('the dashboard rollup at start-up', () => {
  it('rolls up the closed days as processes start, each day once with two starting together', async () => {
    const database = await freshPostgres();
    const secondHandle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    const atStart = { rollUpDashboardAtStart: true };
    const [first, second] = await Promise.all([
      createTestApp({ ...database, close: async () => {} }, {}, atStart),
      createTestApp(secondHandle, {}, atStart),
    ]);
    try {
      const now = Date.now();
      const firstDay = utcDay(new Date(now - (DASHBOARD_DAYS - 1) * DAY_MS));
      const lastClosed = utcDay(new Date(now - ROLLUP_GRACE_MS - DAY_MS));
      const closedDays = (Date.parse(lastClosed) - Date.parse(firstDay)) / DAY_MS + 1;
      const rolledUp = async () =>
        (
          await first.database.db
            .selectFrom('dashboard_rollups')
            .select('day')
            .where('day', '>=', firstDay)
            .where('day', '<=', lastClosed)
            .execute()
        ).length;
      // Nothing here rolls up: only the start-up runs can have stored these days.
      await expect.poll(rolledUp, { timeout: 20_000, interval: 200 }).toBe(closedDays);
      const answer = await dashboard(first.database.db, new Date());
      expect(answer.live_from).toBe(utcDay(new Date(Date.parse(lastClosed) + DAY_MS)));
    } finally {
      await second.close();
      await first.close();
      await database.close();
    }
  });
});
