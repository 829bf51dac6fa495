import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { getAction, postAction } from '../../test/api-calls.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { expireDueCashbacks, grantDueCashbacks, grantRunningPeriodNow } from './cashback.service.ts';
import { lastFinishedPeriod } from './cashback-rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const HOUR = 3_600_000;
// The demo content's weekly programme (content/site.json): 10%, $1 to $500 in USD, 7 days to pay out.
const weekly = { period_anchor: new Date('2026-01-05T00:00:00Z'), period_hours: 168 };

interface Round {
  bet: number;
  win: number;
  closedAt: Date | null;
  /** The part of `bet` that was an active bonus's money (decision 0041). */
  bonusBet?: number;
  mode?: 'real' | 'demo';
  currency?: string;
}

/** Rounds stored straight in the table (the game wallet's repository is its own), as play leaves them. */
async function playedRounds(db: Db, userId: number, rounds: Round[]) {
  const session = await openGameSession(db, {
    userId,
    sysname: await catalogueGame(db, { jackpot: false }),
    mode: 'real',
    now: new Date(),
  });
  await db
    .insertInto('game_rounds')
    .values(
      rounds.map((round) => ({
        provider: 'house',
        round_id: randomUUID(),
        session_token: session.token,
        user_id: userId,
        sysname: 'test',
        mode: round.mode ?? 'real',
        currency: round.currency ?? 'USD',
        status: round.closedAt ? ('closed' as const) : ('open' as const),
        total_bet: minorUnits(round.bet),
        total_win: minorUnits(round.win),
        bonus_bet: minorUnits(round.bonusBet ?? 0),
        opened_at: round.closedAt ?? new Date(),
        closed_at: round.closedAt,
      })),
    )
    .execute();
}

async function cashbacks(player: TestPlayer, query: Record<string, string> = {}) {
  const response = await getAction(t, 'cashbacks.get', query, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    status: string;
    pays_as: { kind: string; wager?: number; days?: number };
    amount?: { amount: number; currency: string };
    description?: { title: string };
    receiving_expired_at?: string;
    losses?: number;
    period?: { start: string; end: string };
  }[];
}

async function mainBalance(player: TestPlayer): Promise<number> {
  return (await getAction(t, 'account.getBalance', {}, player)).json().data.balance_main.amount;
}

describe('cashback of last week', () => {
  const now = new Date();
  const last = lastFinishedPeriod(weekly, now);
  const inLast = (hours: number) => new Date(last.start.getTime() + hours * HOUR);
  let loser: TestPlayer;
  let winner: TestPlayer;
  let bonusPlayer: TestPlayer;

  beforeAll(async () => {
    loser = await registerPlayer(t);
    winner = await registerPlayer(t);
    bonusPlayer = await registerPlayer(t);
    const db = t.database.db;
    await playedRounds(db, loser.uid, [
      // Counted: real rounds that closed within the period, the first at its very start.
      { bet: 5_000, win: 0, closedAt: last.start },
      { bet: 3_000, win: 1_000, closedAt: inLast(30) },
      { bet: 2_000, win: 1_000, closedAt: new Date(last.end.getTime() - 1) },
      // Not counted: before the period, at its end (the next one's), still open, play money.
      { bet: 90_000, win: 0, closedAt: new Date(last.start.getTime() - 1) },
      { bet: 90_000, win: 0, closedAt: last.end },
      { bet: 90_000, win: 0, closedAt: null },
      { bet: 90_000, win: 0, closedAt: inLast(2), mode: 'demo' },
    ]);
    await playedRounds(db, winner.uid, [
      { bet: 10_000, win: 0, closedAt: inLast(1) },
      { bet: 1_000, win: 12_000, closedAt: inLast(2) },
    ]);
    await playedRounds(db, bonusPlayer.uid, [
      // All bonus money: no real-money loss.
      { bet: 50_000, bonusBet: 50_000, win: 0, closedAt: inLast(3) },
      // 4 000 of main staked; of the 3 000 win a third (the bonus's share of the stake) went to the bonus.
      { bet: 6_000, bonusBet: 2_000, win: 3_000, closedAt: inLast(4) },
      // 2 000 of main staked; the bonus's share of the 7 win rounds down to 2, as the wallet rounds it.
      { bet: 3_000, bonusBet: 1_000, win: 7, closedAt: inLast(5) },
    ]);
    await grantDueCashbacks(db, now);
  });

  it('grants 10% of the net real-money losses of the rounds closed within the period', async () => {
    const [cashback, ...others] = await cashbacks(loser, { fields: 'amount,losses,period,description' });
    expect(others).toEqual([]);
    expect(cashback).toMatchObject({
      status: 'active',
      amount: { amount: 800, currency: 'USD' },
      losses: 8_000,
      period: { start: last.start.toISOString(), end: last.end.toISOString() },
      description: { title: 'Weekly cashback 10%' },
    });
  });

  it("counts only the main balance's part of stakes and wins: bonus money lost earns no cashback", async () => {
    const [cashback, ...others] = await cashbacks(bonusPlayer, { fields: 'amount,losses' });
    expect(others).toEqual([]);
    // (4 000 − 2 000) + (2 000 − 5)
    expect(cashback).toMatchObject({ losses: 3_995, amount: { amount: 399, currency: 'USD' } });
  });

  it('grants nothing to a player who won overall', async () => {
    expect(await cashbacks(winner)).toEqual([]);
  });

  it('grants each cashback once, however often the job runs', async () => {
    expect(await grantDueCashbacks(t.database.db, now)).toBe(0);
    expect(await cashbacks(loser)).toHaveLength(1);
  });

  it('pays out once to the main balance; a second payout and a removal are refused', async () => {
    const [cashback] = await cashbacks(loser);
    const before = await mainBalance(loser);
    const paid = await postAction(t, 'cashbacks.payout', { cashback_id: String(cashback!.id) }, loser);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ data: 1 });
    expect(await mainBalance(loser)).toBe(before + 800);

    for (const action of ['cashbacks.payout', 'cashbacks.remove']) {
      const again = await postAction(t, action, { cashback_id: String(cashback!.id) }, loser);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatchObject({
        type: 'InvalidParameterException',
        invalid_parameters: { cashback_id: 'This cashback is no longer active' },
        error_data: { cashback_id: ['NOT_ACTIVE'] },
      });
    }
    expect(await mainBalance(loser)).toBe(before + 800);
    expect((await cashbacks(loser, { statuses: 'paid_out' }))[0]).toMatchObject({ status: 'paid_out' });
    expect(await cashbacks(loser, { statuses: 'active' })).toEqual([]);
  });

  it("refuses another player's cashback as unknown", async () => {
    const [cashback] = await cashbacks(loser);
    const response = await postAction(t, 'cashbacks.payout', { cashback_id: String(cashback!.id) }, winner);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.error_data).toEqual({ cashback_id: ['NOT_FOUND'] });
  });
});

describe('a programme that pays cashback as a casino bonus (decision 0044)', () => {
  const now = new Date();
  const last = lastFinishedPeriod(weekly, now);

  beforeAll(async () => {
    // Content's `payAs: { kind: 'bonus', wager: 5, days: 3 }`, as the seed stores it.
    await t.database.db
      .updateTable('cashback_programmes')
      .set({ bonus: JSON.stringify({ wager: 5, days: 3 }) })
      .execute();
  });
  afterAll(async () => {
    await t.database.db.updateTable('cashback_programmes').set({ bonus: null }).execute();
  });

  it('credits a bonus with its own wagering once, not the main balance; says so in cashbacks.get', async () => {
    const player = await registerPlayer(t);
    await playedRounds(t.database.db, player.uid, [{ bet: 6_000, win: 0, closedAt: last.start }]);
    await grantDueCashbacks(t.database.db, now);
    const [cashback] = await cashbacks(player);
    expect(cashback).toMatchObject({ pays_as: { kind: 'bonus', wager: 5, days: 3 } });
    const before = await mainBalance(player);
    const ledgerBefore = await t.database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'cashback_payout')
      .executeTakeFirstOrThrow();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const paid = await postAction(t, 'cashbacks.payout', { cashback_id: String(cashback!.id) }, player);
      expect(paid.statusCode).toBe(attempt === 0 ? 200 : 400);
    }
    expect(await mainBalance(player)).toBe(before);
    const bonuses = (await getAction(t, 'bonuses.get', {}, player)).json().data;
    expect(bonuses).toEqual([
      expect.objectContaining({
        title: 'Weekly cashback 10%',
        amount: 600,
        wager_required: 3_000,
        status: 'active',
      }),
    ]);
    const ledgerAfter = await t.database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'cashback_payout')
      .executeTakeFirstOrThrow();
    expect(ledgerAfter.n).toBe(ledgerBefore.n);
  });

  it('is not taken as a bonus during a break; paid as money it still is', async () => {
    const player = await registerPlayer(t);
    await playedRounds(t.database.db, player.uid, [{ bet: 6_000, win: 0, closedAt: last.start }]);
    await grantDueCashbacks(t.database.db, now);
    await t.database.db
      .insertInto('play_time_outs')
      .values({
        user_id: player.uid,
        period: '24h',
        started_at: new Date(now.getTime() - HOUR),
        ends_at: new Date(now.getTime() + HOUR),
      })
      .execute();
    const [cashback] = await cashbacks(player);
    const refused = await postAction(t, 'cashbacks.payout', { cashback_id: String(cashback!.id) }, player);
    expect(refused.json().error.error_data).toEqual({ cashback_id: ['TIME_OUT'] });
    await t.database.db.updateTable('cashback_programmes').set({ bonus: null }).execute();
    const before = await mainBalance(player);
    const paid = await postAction(t, 'cashbacks.payout', { cashback_id: String(cashback!.id) }, player);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await mainBalance(player)).toBe(before + 600);
  });
});

describe('removal and expiry', () => {
  it('a removed cashback credits nothing and cannot be paid out', async () => {
    const player = await registerPlayer(t);
    const last = lastFinishedPeriod(weekly, new Date());
    await playedRounds(t.database.db, player.uid, [{ bet: 100_000, win: 0, closedAt: last.start }]);
    await grantDueCashbacks(t.database.db, new Date());
    const [cashback] = await cashbacks(player);
    expect(cashback).toMatchObject({ status: 'active', amount: { amount: 10_000 } });
    const removed = await postAction(t, 'cashbacks.remove', { cashback_id: String(cashback!.id) }, player);
    expect(removed.json()).toEqual({ data: 1 });
    const payout = await postAction(t, 'cashbacks.payout', { cashback_id: String(cashback!.id) }, player);
    expect(payout.json().error.error_data).toEqual({ cashback_id: ['NOT_ACTIVE'] });
    expect(await mainBalance(player)).toBe(0);
    expect((await cashbacks(player))[0]!.status).toBe('removed');
  });

  it('an unpaid cashback expires at its deadline and can no longer be paid out', async () => {
    const player = await registerPlayer(t);
    // Granted eight days ago (a week of payout time has passed): the job, run then, with its clock.
    const then = new Date(Date.now() - 8 * 24 * HOUR);
    const last = lastFinishedPeriod(weekly, then);
    await playedRounds(t.database.db, player.uid, [{ bet: 1_000_000, win: 0, closedAt: last.start }]);
    await grantDueCashbacks(t.database.db, then);
    // The job's expiry, not the player's own listing, ends it.
    await expireDueCashbacks(t.database.db, new Date());
    const stored = await t.database.db
      .selectFrom('cashbacks')
      .select('status')
      .where('user_id', '=', player.uid)
      .execute();
    expect(stored).toEqual([{ status: 'expired' }]);
    const [cashback] = await cashbacks(player, { fields: 'amount,receiving_expired_at' });
    // Capped at the programme's $500.
    expect(cashback).toMatchObject({ status: 'expired', amount: { amount: 50_000 } });
    expect(new Date(cashback!.receiving_expired_at!).getTime()).toBe(then.getTime() + 7 * 24 * HOUR);
    const payout = await postAction(t, 'cashbacks.payout', { cashback_id: String(cashback!.id) }, player);
    expect(payout.json().error).toMatchObject({
      type: 'InvalidParameterException',
      error_data: { cashback_id: ['EXPIRED'] },
    });
    expect(await mainBalance(player)).toBe(0);
  });
});

describe('cashbacks.get', () => {
  it('sorts, orders, counts and filters; id, status and pays_as always, the rest by fields', async () => {
    const player = await registerPlayer(t);
    const now = new Date();
    const last = lastFinishedPeriod(weekly, now);
    const before = lastFinishedPeriod(weekly, last.start);
    await playedRounds(t.database.db, player.uid, [
      { bet: 2_000, win: 0, closedAt: before.start },
      { bet: 5_000, win: 0, closedAt: last.start },
    ]);
    await grantDueCashbacks(t.database.db, last.start);
    await grantDueCashbacks(t.database.db, now);
    const newest = await cashbacks(player, { count: '1' });
    expect(newest).toHaveLength(1);
    expect(newest[0]!.amount!.amount).toBe(500);
    expect(Object.keys(newest[0]!).sort()).toEqual([
      'amount',
      'description',
      'id',
      'pays_as',
      'receiving_expired_at',
      'status',
    ]);
    const byAmount = await cashbacks(player, { sort: 'amount', order: 'asc', fields: 'amount' });
    expect(byAmount.map((item) => item.amount!.amount)).toEqual([200, 500]);
    expect(Object.keys(byAmount[0]!).sort()).toEqual(['amount', 'id', 'pays_as', 'status']);
    expect(byAmount[0]!.pays_as).toEqual({ kind: 'money' });
    // The older one was granted a week before the newer: its week to pay it out has passed.
    expect((await cashbacks(player, { statuses: 'expired', fields: 'amount' }))[0]!.amount!.amount).toBe(200);
    expect(await cashbacks(player, { statuses: 'paid_out,removed' })).toEqual([]);
  });

  it('refuses bad parameters with the error envelope and guests with Authorization', async () => {
    const player = await registerPlayer(t);
    const bad: Record<string, string>[] = [
      { statuses: 'bogus' },
      { count: '0' },
      { sort: 'id' },
      { fields: 'secret' },
    ];
    for (const query of bad) {
      const response = await getAction(t, 'cashbacks.get', query, player);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
    const payout = await postAction(t, 'cashbacks.payout', { cashback_id: 'abc' }, player);
    expect(payout.statusCode).toBe(400);
    expect(payout.json().error.type).toBe('InvalidParameterException');
    const guest = await getAction(t, 'cashbacks.get', {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.type).toBe('AuthorizationException');
  });
});

describe("demo mode's cashback clock", () => {
  it("grants the caller's running period as if it ended now, and the period's real end grants no more", async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const now = new Date();
    await playedRounds(t.database.db, player.uid, [{ bet: 4_000, win: 1_000, closedAt: now }]);
    await playedRounds(t.database.db, other.uid, [{ bet: 4_000, win: 0, closedAt: now }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/providers/cashback/close-period',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { granted: 1 } });
    const [cashback] = await cashbacks(player, { fields: 'amount,period' });
    expect(cashback).toMatchObject({ status: 'active', amount: { amount: 300 } });
    expect(await cashbacks(other)).toEqual([]);

    const periodEnd = new Date(cashback!.period!.end);
    const realEnd = lastFinishedPeriod(weekly, new Date(periodEnd.getTime() + 7 * 24 * HOUR)).end;
    await grantDueCashbacks(t.database.db, realEnd);
    expect(await cashbacks(player)).toHaveLength(1);
    expect(await cashbacks(other)).toHaveLength(1);
  });

  it('counts a round that closed in the very millisecond the period is ended', async () => {
    const player = await registerPlayer(t);
    const now = new Date();
    await playedRounds(t.database.db, player.uid, [{ bet: 4_000, win: 0, closedAt: now }]);
    expect(await grantRunningPeriodNow(t.database.db, player.uid, now)).toBe(1);
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/providers/cashback/close-period' });
    expect(response.statusCode).toBe(401);
  });
});
