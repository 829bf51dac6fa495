import {
  DEPOSIT_LIMIT_INCREASE_DELAY_MS,
  MONEY_LIMIT_KINDS,
  PLAY_LIMIT_KINDS,
  PLAY_PERIODS,
  type PlayLimitKind,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
  type TimeOutPeriod,
} from '@casino/shared/constants';
import type {
  PlayProtectionView,
  RealityCheckView,
  TimeOutView,
} from '@casino/shared/contract/responsible-gaming.contract';
import { invalidParameters } from '../../api/invalid-parameters.ts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { capPlayerGameSessions, endPlayerGameSessions } from '../game-wallet/game-sessions.service.ts';
import * as repository from './play-limits.repository.ts';
import {
  forgetMoneyLimits,
  type LimitState,
  limitsInForce,
  periodEnd,
  periodOfKind,
  periodStart,
  playSession,
  sessionBreakMinutes,
  sessionLimitEnd,
  usedOf,
} from './play-status.service.ts';
import { addMonths, type Player } from './responsible-gaming.service.ts';

/*
 * Wager, loss and session-time limits, take-a-break time-outs and reality checks (decision 0031). The
 * limits follow the deposit limit's rules: a first or stricter value applies at once and cancels a
 * waiting change; a looser value or a removal waits 24 hours, and only one such change may wait.
 */

export type LimitChange = { state: LimitState; effectiveFrom: Date } | 'unchanged';

/** What setting `next` (null: removal) does to a limit in force (already settled at `now`). */
export function decideLimitChange(
  state: LimitState,
  next: number | null,
  now: Date,
  field: string,
): LimitChange {
  if (next === null && state.value === null) return 'unchanged';
  if (state.value === null || (next !== null && next <= state.value)) {
    return { state: { value: next, pending: null }, effectiveFrom: now };
  }
  if (state.pending) {
    throw invalidParameters({
      [field]: `Your earlier change applies at ${state.pending.from.toISOString()}; until then the limit can only be lowered`,
    });
  }
  const from = new Date(now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_MS);
  return { state: { value: state.value, pending: { value: next, from } }, effectiveFrom: from };
}

const TIME_OUT_DAYS: Record<Exclude<TimeOutPeriod, '1m'>, number> = { '24h': 1, '1w': 7, '6w': 42 };

/** When a time-out of `period` that starts at `start` ends (a month is a calendar month in UTC). */
export function timeOutEnd(period: TimeOutPeriod, start: Date): Date {
  if (period === '1m') return addMonths(start, 1);
  return new Date(start.getTime() + TIME_OUT_DAYS[period] * 24 * 60 * 60 * 1000);
}

function hasMoneyLimit(states: Record<PlayLimitKind, LimitState>): boolean {
  return MONEY_LIMIT_KINDS.some((kind) => states[kind].value !== null || states[kind].pending !== null);
}

export async function getPlayProtection(db: DbOrTrx, player: Player, now: Date): Promise<PlayProtectionView> {
  const states = limitsInForce(await repository.findPlayLimits(db, player.id), now);
  const usage = hasMoneyLimit(states)
    ? await repository.findPlayUsage(
        db,
        player.id,
        PLAY_PERIODS.map((period) => ({ period, start: periodStart(period, now) })),
      )
    : [];
  const session = states.session_minutes.value === null ? undefined : await playSession(db, player.id, now);
  const playedMinutes = session
    ? Math.max(0, Math.floor((now.getTime() - session.start.getTime()) / 60_000))
    : 0;
  const timeOut = await repository.findActiveTimeOut(db, player.id, now);
  const realityCheck = await repository.findRealityCheckMinutes(db, player.id);
  return {
    currency: player.currency,
    limits: PLAY_LIMIT_KINDS.map((kind) => {
      const state = states[kind];
      const used =
        kind === 'session_minutes'
          ? playedMinutes
          : usedOf(
              kind,
              usage.find((each) => each.period === periodOfKind(kind)),
            );
      return {
        kind,
        value: state.value,
        used,
        remaining: state.value === null ? null : Math.max(0, state.value - used),
        resets_at: kind === 'session_minutes' ? null : periodEnd(periodOfKind(kind), now).toISOString(),
        pending_value: state.pending?.value ?? null,
        pending_from: state.pending?.from.toISOString() ?? null,
      };
    }),
    time_out: timeOutView(timeOut),
    reality_check_minutes: (realityCheck ?? 0) as RealityCheckMinutes,
    session_break_minutes: sessionBreakMinutes(),
  };
}

function timeOutView(row: repository.TimeOutRow | undefined): TimeOutView {
  return {
    is_active: row !== undefined,
    period: row?.period ?? null,
    ends_at: row?.ends_at.toISOString() ?? null,
  };
}

/** Sets, changes or removes (no value) one limit; see decideLimitChange for when it applies. */
export async function setPlayLimit(
  db: Db,
  player: Player,
  input: { kind: PlayLimitKind; amount?: number | undefined; minutes?: number | undefined },
  now: Date,
): Promise<PlayProtectionView> {
  const isSession = input.kind === 'session_minutes';
  const field = isSession ? 'minutes' : 'amount';
  const next = (isSession ? input.minutes : input.amount) ?? null;
  await db.transaction().execute(async (trx) => {
    const states = limitsInForce(await repository.findPlayLimits(trx, player.id, { forUpdate: true }), now);
    const change = decideLimitChange(states[input.kind], next, now, field);
    if (change === 'unchanged') return;
    await repository.savePlayLimit(trx, {
      userId: player.id,
      kind: input.kind,
      value: change.state.value,
      pendingValue: change.state.pending?.value ?? null,
      pendingFrom: change.state.pending?.from ?? null,
      now,
    });
    await repository.recordPlayLimitChange(trx, {
      userId: player.id,
      kind: input.kind,
      value: next,
      requestedAt: now,
      effectiveFrom: change.effectiveFrom,
    });
    // Totals are kept only while a money limit exists: a player's first one counts from now.
    if (!isSession && !hasMoneyLimit(states)) await repository.clearPlayUsage(trx, player.id);
    if (isSession && change.state.value !== null) {
      const end = await sessionLimitEnd(trx, player.id, now);
      if (end) await capPlayerGameSessions(trx, player.id, end, now);
    }
  });
  forgetMoneyLimits(db, player.id);
  return getPlayProtection(db, player, now);
}

export async function setRealityCheck(
  db: Db,
  player: Player,
  input: { minutes: number },
  now: Date,
): Promise<PlayProtectionView> {
  if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(input.minutes)) {
    throw invalidParameters({ minutes: 'Choose 15, 30 or 60 minutes, or off' });
  }
  await repository.saveRealityCheckMinutes(db, player.id, input.minutes === 0 ? null : input.minutes, now);
  return getPlayProtection(db, player, now);
}

export async function getRealityCheck(db: DbOrTrx, player: Player, now: Date): Promise<RealityCheckView> {
  const minutes = ((await repository.findRealityCheckMinutes(db, player.id)) ?? 0) as RealityCheckMinutes;
  const start = await repository.latestLiveSignIn(db, player.id, now);
  return {
    interval_minutes: minutes,
    session_started_at: start?.toISOString() ?? null,
    played_seconds: start ? Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000)) : 0,
    net_amount: start ? await repository.netResultSince(db, player.id, start) : 0,
    currency: player.currency,
  };
}

/**
 * Starts a take-a-break time-out and takes the player out of every running game. A time-out is never
 * shortened: a shorter one during a longer one changes nothing about when play opens again. The player
 * stays signed in (to see the account and withdraw).
 */
export async function takeBreak(
  db: Db,
  player: Player,
  input: { period: TimeOutPeriod },
  now: Date,
): Promise<TimeOutView> {
  return db.transaction().execute(async (trx) => {
    await repository.insertTimeOut(trx, {
      userId: player.id,
      period: input.period,
      startedAt: now,
      endsAt: timeOutEnd(input.period, now),
    });
    await endPlayerGameSessions(trx, player.id, now);
    return timeOutView(await repository.findActiveTimeOut(trx, player.id, now));
  });
}
