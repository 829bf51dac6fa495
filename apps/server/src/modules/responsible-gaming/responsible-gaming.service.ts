import {
  DEPOSIT_LIMIT_INCREASE_DELAY_MS,
  DEPOSIT_LIMIT_PERIOD_DAYS,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type SelfExclusionPeriod,
} from '@casino/shared/constants';
import type {
  DepositLimitView,
  SelfExclusionView,
} from '@casino/shared/contract/responsible-gaming.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { formatAmount, type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { invalidField, invalidParameters } from '../../api/invalid-parameters.ts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { verifyPassword } from '../../lib/crypto/password-hash.ts';
import { endAllSessions } from '../account/session.service.ts';
import { endPlayerGameSessions } from '../game-wallet/game-sessions.service.ts';
import { findActiveTimeOut } from './play-limits.repository.ts';
import { timeOutError } from './play-status.service.ts';
import * as repository from './responsible-gaming.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface LimitSetting {
  periodDays: number;
  amount: MinorUnits;
}

interface ActiveLimit extends LimitSetting {
  /** Start of the first window; windows follow each other from here, one period long each. */
  windowStart: Date;
}

interface LimitState {
  current: ActiveLimit | null;
  /** A higher limit, or a removal (`next` null), waiting for its cool-off. */
  pending: { next: LimitSetting | null; from: Date } | null;
}

function stateOf(row: repository.DepositLimitRow | undefined): LimitState {
  if (!row) return { current: null, pending: null };
  const current =
    row.period_days !== null && row.limit_amount !== null && row.window_start !== null
      ? { periodDays: row.period_days, amount: row.limit_amount, windowStart: row.window_start }
      : null;
  const next =
    row.pending_period_days !== null && row.pending_limit_amount !== null
      ? { periodDays: row.pending_period_days, amount: row.pending_limit_amount }
      : null;
  return { current, pending: row.pending_from ? { next, from: row.pending_from } : null };
}

/** The window of `limit` that holds `at`. */
function windowAt(limit: ActiveLimit, at: Date): { start: Date; end: Date } {
  const periodMs = limit.periodDays * DAY_MS;
  const passed = Math.max(0, Math.floor((at.getTime() - limit.windowStart.getTime()) / periodMs));
  const start = limit.windowStart.getTime() + passed * periodMs;
  return { start: new Date(start), end: new Date(start + periodMs) };
}

/**
 * A limit that starts at `at`: its windows begin where the window in force then began, so deposits
 * already made in that window keep counting against the new limit.
 */
function startLimit(next: LimitSetting, before: ActiveLimit | null, at: Date): ActiveLimit {
  return { ...next, windowStart: before ? windowAt(before, at).start : at };
}

/** The state in force at `now`: a waiting change whose cool-off has passed has applied. */
function settle(state: LimitState, now: Date): LimitState {
  if (!state.pending || state.pending.from.getTime() > now.getTime()) return state;
  const { next, from } = state.pending;
  return { current: next ? startLimit(next, state.current, from) : null, pending: null };
}

/**
 * A change the player may make at once: a first limit, or one that allows no more than the current one
 * (no higher amount and no shorter period). Anything else waits for the cool-off.
 */
function appliesAtOnce(next: LimitSetting | null, current: ActiveLimit | null): boolean {
  if (!current) return true;
  if (!next) return false;
  return next.amount <= current.amount && next.periodDays >= current.periodDays;
}

function periodOf(days: number): DepositLimitPeriod {
  const period = DEPOSIT_LIMIT_PERIODS.find((each) => DEPOSIT_LIMIT_PERIOD_DAYS[each] === days);
  if (!period) throw new Error(`Not a deposit limit period: ${days} days`);
  return period;
}

async function toView(
  db: DbOrTrx,
  userId: number,
  currency: string,
  state: LimitState,
  now: Date,
): Promise<DepositLimitView> {
  const { current, pending } = state;
  const window = current ? windowAt(current, now) : null;
  const used = window ? await repository.sumDepositsBetween(db, userId, window.start, window.end) : 0;
  return {
    period: current ? periodOf(current.periodDays) : 'none',
    limit_amount: current?.amount ?? null,
    available_amount: current ? minorUnits(Math.max(0, current.amount - used)) : null,
    expired_at: window?.end.toISOString() ?? null,
    can_edit: pending === null,
    currency,
    pending_period: pending ? (pending.next ? periodOf(pending.next.periodDays) : 'none') : null,
    pending_limit_amount: pending?.next?.amount ?? null,
    pending_from: pending?.from.toISOString() ?? null,
  };
}

export interface Player {
  id: number;
  currency: string;
}

export async function getDepositLimit(db: DbOrTrx, player: Player, now: Date): Promise<DepositLimitView> {
  const state = settle(stateOf(await repository.findDepositLimit(db, player.id)), now);
  return toView(db, player.id, player.currency, state, now);
}

/**
 * Sets, changes or removes (`period` none) the deposit limit. A first limit or a stricter one applies
 * at once and cancels a waiting change; a looser one or a removal applies after the cool-off, and only
 * one such change may wait at a time.
 */
export async function setDepositLimit(
  db: Db,
  player: Player,
  input: { period: DepositLimitPeriod | 'none'; limit_amount?: number | undefined },
  now: Date,
): Promise<DepositLimitView> {
  if (input.period !== 'none' && input.limit_amount === undefined) {
    throw invalidField('limit_amount', { key: 'validation.required' });
  }
  const next =
    input.period === 'none'
      ? null
      : { periodDays: DEPOSIT_LIMIT_PERIOD_DAYS[input.period], amount: input.limit_amount as MinorUnits };
  return db.transaction().execute(async (trx) => {
    const row = await repository.findDepositLimit(trx, player.id, { forUpdate: true });
    const state = settle(stateOf(row), now);
    if (!next && !state.current) return toView(trx, player.id, player.currency, state, now);

    let updated: LimitState;
    let effectiveFrom: Date;
    if (appliesAtOnce(next, state.current)) {
      effectiveFrom = now;
      updated = { current: next ? startLimit(next, state.current, now) : null, pending: null };
    } else if (state.pending) {
      throw invalidParameters({
        limit_amount: `Your earlier change applies at ${state.pending.from.toISOString()}; until then the limit can only be lowered`,
      });
    } else {
      effectiveFrom = new Date(now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_MS);
      updated = { current: state.current, pending: { next, from: effectiveFrom } };
    }
    await repository.saveDepositLimit(trx, {
      user_id: player.id,
      period_days: updated.current?.periodDays ?? null,
      limit_amount: updated.current?.amount ?? null,
      window_start: updated.current?.windowStart ?? null,
      pending_period_days: updated.pending?.next?.periodDays ?? null,
      pending_limit_amount: updated.pending?.next?.amount ?? null,
      pending_from: updated.pending?.from ?? null,
      updated_at: now,
    });
    await repository.recordDepositLimitChange(trx, {
      userId: player.id,
      periodDays: next?.periodDays ?? null,
      limitAmount: next?.amount ?? null,
      requestedAt: now,
      effectiveFrom,
    });
    return toView(trx, player.id, player.currency, updated, now);
  });
}

function excludedError(endsAt: Date | null): ApiError {
  const until = endsAt ? `until ${endsAt.toISOString()}` : 'permanently';
  return new ApiError(
    'AccessDeniedException',
    `You have excluded yourself from play ${until}. Deposits and games are closed; withdrawals stay open.`,
    { code: 'SelfExcluded', errorData: { ends_at: endsAt?.toISOString() ?? null } },
  );
}

/**
 * Refuses a deposit of a self-excluded player, or one above what the deposit limit leaves in the
 * current window. Run it in the transaction that records the deposit: the limit row is locked, so two
 * deposits started at once cannot both take the last of the limit.
 */
export async function assertDepositAllowed(
  db: DbOrTrx,
  userId: number,
  amount: MinorUnits,
  now: Date,
): Promise<void> {
  await assertMayPlay(db, userId, now);
  const state = settle(stateOf(await repository.findDepositLimit(db, userId, { forUpdate: true })), now);
  if (!state.current) return;
  const window = windowAt(state.current, now);
  const used = await repository.sumDepositsBetween(db, userId, window.start, window.end);
  const available = Math.max(0, state.current.amount - used);
  if (amount > available) {
    throw new ApiError(
      'BillingDepositLimitExceededException',
      `This deposit would exceed your deposit limit: ${formatAmount(available)} is left until ${window.end.toISOString()}`,
      {
        errorData: {
          available_amount: available,
          limit_amount: state.current.amount,
          expired_at: window.end.toISOString(),
        },
      },
    );
  }
}

/**
 * Refuses play (games, bets, bonuses, deposits) to a self-excluded player or one taking a break
 * (decision 0031), with AccessDenied.
 */
export async function assertMayPlay(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  const active = await repository.findActiveSelfExclusion(db, userId, now);
  if (active) throw excludedError(active.ends_at);
  const timeOut = await findActiveTimeOut(db, userId, now);
  if (timeOut) throw timeOutError(timeOut.ends_at);
}

/** When an exclusion of `period` that starts at `start` ends; null for a permanent one. */
export function selfExclusionEnd(period: SelfExclusionPeriod, start: Date): Date | null {
  if (period === 'permanent') return null;
  const count = Number(period.slice(0, -1));
  const unit = period.slice(-1);
  if (unit === 'd') return new Date(start.getTime() + count * DAY_MS);
  return addMonths(start, unit === 'y' ? count * 12 : count);
}

/** Calendar months in UTC; a day the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(start: Date, months: number): Date {
  const result = new Date(start.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export async function getSelfExclusion(db: DbOrTrx, user: UserRow, now: Date): Promise<SelfExclusionView> {
  const active = await repository.findActiveSelfExclusion(db, user.id, now);
  return {
    is_excluded: active !== undefined,
    period: active?.period ?? null,
    started_at: active?.started_at.toISOString() ?? null,
    ends_at: active?.ends_at?.toISOString() ?? null,
    password_required: user.password_hash !== null,
  };
}

/**
 * Excludes the player for `period` from now on and ends every session of theirs. An exclusion already
 * in force is never shortened: a shorter new one changes nothing about when play opens again. The
 * password confirms it; accounts made through a social network have none, and the session confirms.
 */
export async function selfExclude(
  db: Db,
  user: UserRow,
  input: { period: SelfExclusionPeriod; password?: string | undefined },
  now: Date,
): Promise<{ ends_at: string | null }> {
  if (user.password_hash !== null) {
    if (!input.password) throw invalidField('password', { key: 'validation.required' });
    if (!(await verifyPassword(input.password, user.password_hash))) {
      throw invalidParameters({ password: 'Wrong password' });
    }
  }
  return db.transaction().execute(async (trx) => {
    await repository.insertSelfExclusion(trx, {
      userId: user.id,
      period: input.period,
      startedAt: now,
      endsAt: selfExclusionEnd(input.period, now),
    });
    await endAllSessions(trx, user.id, now);
    await endPlayerGameSessions(trx, user.id, now);
    const active = await repository.findActiveSelfExclusion(trx, user.id, now);
    return { ends_at: active?.ends_at?.toISOString() ?? null };
  });
}
