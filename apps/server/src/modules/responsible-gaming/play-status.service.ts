import {
  MONEY_LIMIT_KINDS,
  type MoneyLimitKind,
  PLAY_PERIODS,
  type PlayLimitKind,
  type PlayPeriod,
} from '@casino/shared/constants';
import { ApiError } from '@casino/shared/errors/api-error';
import { formatAmount } from '@casino/shared/money/minor-units';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import * as repository from './play-limits.repository.ts';
import { findActiveSelfExclusion } from './responsible-gaming.repository.ts';

/*
 * What the money paths ask about player protection (decision 0031). On its own, like
 * self-exclusion-status, so the wallet and game sessions can ask it while the limit settings end or
 * shorten game sessions, without the two services importing each other.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the UTC calendar period holding `at`: the day, the ISO week (from Monday) or the month. */
export function periodStart(period: PlayPeriod, at: Date): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  if (period === 'month') return new Date(Date.UTC(year, month, 1));
  const day = Date.UTC(year, month, at.getUTCDate());
  if (period === 'day') return new Date(day);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/** When the period holding `at` ends (the next one starts). */
export function periodEnd(period: PlayPeriod, at: Date): Date {
  const start = periodStart(period, at);
  if (period === 'day') return new Date(start.getTime() + DAY_MS);
  if (period === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

export function periodOfKind(kind: MoneyLimitKind): PlayPeriod {
  return kind.slice(kind.indexOf('_') + 1) as PlayPeriod;
}

export interface LimitState {
  value: number | null;
  /** A looser value (null: removal) waiting until `from`. */
  pending: { value: number | null; from: Date } | null;
}

export function stateOfRow(row: repository.PlayLimitRow | undefined): LimitState {
  if (!row) return { value: null, pending: null };
  return {
    value: row.limit_value === null ? null : Number(row.limit_value),
    pending: row.pending_from
      ? { value: row.pending_value === null ? null : Number(row.pending_value), from: row.pending_from }
      : null,
  };
}

/** The state in force at `now`: a waiting change whose cool-off has passed has applied. */
export function settleLimit(state: LimitState, now: Date): LimitState {
  if (!state.pending || state.pending.from.getTime() > now.getTime()) return state;
  return { value: state.pending.value, pending: null };
}

/** Every kind's state in force at `now`. */
export function limitsInForce(rows: repository.PlayLimitRow[], now: Date): Record<PlayLimitKind, LimitState> {
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const states = {} as Record<PlayLimitKind, LimitState>;
  for (const kind of [...MONEY_LIMIT_KINDS, 'session_minutes'] as const) {
    states[kind] = settleLimit(stateOfRow(byKind.get(kind)), now);
  }
  return states;
}

/** How much of a money limit a period's totals have used: stakes, or stakes minus wins (net loss). */
export function usedOf(kind: MoneyLimitKind, usage: { wagered: number; won: number } | undefined): number {
  if (!usage) return 0;
  return kind.startsWith('wager') ? usage.wagered : usage.wagered - usage.won;
}

const KIND_NAMES: Record<MoneyLimitKind, string> = {
  wager_day: 'daily wager limit',
  wager_week: 'weekly wager limit',
  wager_month: 'monthly wager limit',
  loss_day: 'daily loss limit',
  loss_week: 'weekly loss limit',
  loss_month: 'monthly loss limit',
};

/** The first limit the totals (after a bet of `stake`) go over, as the refusal to answer; else undefined. */
export function limitBreach(
  limits: Record<PlayLimitKind, LimitState>,
  usage: repository.PeriodUsage[],
  stake: number,
  now: Date,
): ApiError | undefined {
  const byPeriod = new Map(usage.map((each) => [each.period, each]));
  for (const kind of MONEY_LIMIT_KINDS) {
    const limit = limits[kind].value;
    if (limit === null) continue;
    const period = periodOfKind(kind);
    const used = usedOf(kind, byPeriod.get(period));
    if (used <= limit) continue;
    // What was left before this stake.
    const remaining = Math.max(0, limit - (used - stake));
    const resetsAt = periodEnd(period, now).toISOString();
    return new ApiError(
      'InvalidRequestException',
      `This bet would go over your ${KIND_NAMES[kind]} of ${formatAmount(limit)}: ${formatAmount(remaining)} is left until ${resetsAt}.`,
      {
        code: 'PlayLimitReached',
        errorData: { kind, limit_value: limit, remaining, resets_at: resetsAt },
      },
    );
  }
  return undefined;
}

/*
 * "Has money limits" per player, remembered for a few seconds so a player without limits costs the bet
 * path no query at all. A change made in this process forgets the answer at once; another process sees
 * it within the TTL (decision 0031).
 */
const FLAG_TTL_MS = 5_000;
const FLAG_LIMIT = 50_000;
const knownFlags = new WeakMap<DbOrTrx, Map<number, { limited: boolean; until: number }>>();

export async function hasMoneyLimits(db: Db, userId: number): Promise<boolean> {
  let flags = knownFlags.get(db);
  if (!flags) {
    flags = new Map();
    knownFlags.set(db, flags);
  }
  const known = flags.get(userId);
  const clock = Date.now();
  if (known && known.until > clock) return known.limited;
  const limited = await repository.hasMoneyLimitRows(db, userId);
  if (flags.size >= FLAG_LIMIT) flags.delete(flags.keys().next().value as number);
  flags.set(userId, { limited, until: clock + FLAG_TTL_MS });
  return limited;
}

export function forgetMoneyLimits(db: DbOrTrx, userId: number): void {
  knownFlags.get(db)?.delete(userId);
}

function periodStarts(at: Date) {
  return PLAY_PERIODS.map((period) => ({ period, start: periodStart(period, at) }));
}

/**
 * Counts a real-money movement of a player with money limits, in the transaction that made it: a bet
 * adds its stake, a win its amount, a rollback takes its bet's stake out of the periods of that bet. A
 * bet that takes a total over a limit throws the refusal, which rolls the bet back with it.
 */
export async function recordPlay(
  trx: Trx,
  userId: number,
  movement:
    | { operation: 'bet'; amount: number }
    | { operation: 'win'; amount: number }
    | { operation: 'rollback'; amount: number; betAt: Date },
  now: Date,
): Promise<void> {
  if (movement.operation === 'rollback') {
    await repository.addPlayUsage(trx, userId, periodStarts(movement.betAt), {
      wagered: -movement.amount,
      won: 0,
    });
    return;
  }
  const isBet = movement.operation === 'bet';
  const usage = await repository.addPlayUsage(trx, userId, periodStarts(now), {
    wagered: isBet ? movement.amount : 0,
    won: isBet ? 0 : movement.amount,
  });
  if (!isBet) return;
  const limits = limitsInForce(await repository.findPlayLimits(trx, userId), now);
  const breach = limitBreach(limits, usage, movement.amount, now);
  if (breach) throw breach;
}

/** The least break after a session time limit ended a play session: SESSION_LIMIT_BREAK_MINUTES. */
export const DEFAULT_SESSION_BREAK_MINUTES = 30;
let sessionBreakMs = DEFAULT_SESSION_BREAK_MINUTES * 60_000;

/** Set once at start-up from the configuration (as the rate-limit scale is). */
export function setSessionBreakMinutes(minutes: number): void {
  sessionBreakMs = minutes * 60_000;
}

export function sessionBreakMinutes(): number {
  return sessionBreakMs / 60_000;
}

export interface SignIn {
  created_at: Date;
  revoked_at: Date | null;
  expires_at: Date;
}

/**
 * The play session a session time limit measures (decision 0045), from the player's sign-ins oldest
 * first. A session starts at a sign-in; a sign-in while it runs (another device, a new tab after a
 * sign-out) continues it rather than starting the clock again. Once the limit ended a session that was
 * still signed in, no play starts again before the minimum break is over: a sign-in during the break
 * opens a session that starts when the break ends. A session the player ended by signing out before
 * its limit needs no break. Undefined without a sign-in.
 */
export function playSessionWindow(
  signIns: readonly SignIn[],
  limitMs: number,
  breakMs: number,
): { start: Date; end: Date } | undefined {
  let chain: { start: number; end: number; aliveUntil: number } | undefined;
  let breakUntil = Number.NEGATIVE_INFINITY;
  for (const signIn of signIns) {
    const created = signIn.created_at.getTime();
    const alive = Math.min(
      signIn.revoked_at?.getTime() ?? Number.POSITIVE_INFINITY,
      signIn.expires_at.getTime(),
    );
    if (chain && created < chain.end && created < chain.aliveUntil) {
      chain.aliveUntil = Math.max(chain.aliveUntil, alive);
      continue;
    }
    // The limit ended the session while the player was still signed in: the break follows it.
    if (chain && chain.aliveUntil >= chain.end) breakUntil = Math.max(breakUntil, chain.end + breakMs);
    const start = Math.max(created, breakUntil);
    chain = { start, end: start + limitMs, aliveUntil: alive };
  }
  return chain && { start: new Date(chain.start), end: new Date(chain.end) };
}

/** The player's current play session under their session time limit; undefined without a limit or sign-in. */
export async function playSession(
  db: DbOrTrx,
  userId: number,
  now: Date,
): Promise<{ start: Date; end: Date } | undefined> {
  const limits = limitsInForce(await repository.findPlayLimits(db, userId), now);
  const minutes = limits.session_minutes.value;
  if (minutes === null) return undefined;
  if (!(await repository.latestLiveSignIn(db, userId, now))) return undefined;
  // Older sign-ins can no longer move the current session's start.
  const since = new Date(now.getTime() - 2 * (minutes * 60_000 + sessionBreakMs));
  const signIns = await repository.signInsAliveSince(db, userId, since, now);
  return playSessionWindow(signIns, minutes * 60_000, sessionBreakMs);
}

/** When the player's session time limit ends their play session; undefined without a limit or sign-in. */
export async function sessionLimitEnd(db: DbOrTrx, userId: number, now: Date): Promise<Date | undefined> {
  return (await playSession(db, userId, now))?.end;
}

export function sessionLimitError(endedAt: Date): ApiError {
  const again = new Date(endedAt.getTime() + sessionBreakMs);
  return new ApiError(
    'InvalidRequestException',
    `Your session time limit was reached at ${endedAt.toISOString()}. You can play again from ${again.toISOString()}.`,
    {
      code: 'SessionLimitReached',
      errorData: { ended_at: endedAt.toISOString(), play_again_at: again.toISOString() },
    },
  );
}

/** Why the play session does not allow play at `now`: the minimum break, or the limit reached. */
export function sessionBar(session: { start: Date; end: Date } | undefined, now: Date): ApiError | undefined {
  if (!session) return undefined;
  if (session.start.getTime() > now.getTime()) return sessionBreakError(session.start);
  if (session.end.getTime() <= now.getTime()) return sessionLimitError(session.end);
  return undefined;
}

export function sessionBreakError(until: Date): ApiError {
  return new ApiError(
    'InvalidRequestException',
    `Your session time limit ended your last session. After the minimum break you can play again from ${until.toISOString()}.`,
    { code: 'SessionBreak', errorData: { play_again_at: until.toISOString() } },
  );
}

export function timeOutError(endsAt: Date): ApiError {
  return new ApiError(
    'AccessDeniedException',
    `You are taking a break until ${endsAt.toISOString()}. Games, bets and deposits are closed until then; withdrawals stay open.`,
    { code: 'TimeOut', errorData: { ends_at: endsAt.toISOString() } },
  );
}

/**
 * Why the player may not play now, as the refusal to answer: a self-exclusion, a take-a-break time-out
 * or (with `session`) a session time limit already reached. Undefined when play is open.
 */
export async function playBar(
  db: DbOrTrx,
  userId: number,
  now: Date,
  options: { session?: boolean } = {},
): Promise<ApiError | undefined> {
  const excluded = await findActiveSelfExclusion(db, userId, now);
  if (excluded) {
    return new ApiError('AccessDeniedException', 'Your account is self-excluded from play', {
      code: 'SelfExcluded',
      errorData: { ends_at: excluded.ends_at?.toISOString() ?? null },
    });
  }
  const timeOut = await repository.findActiveTimeOut(db, userId, now);
  if (timeOut) return timeOutError(timeOut.ends_at);
  if (options.session) return sessionBar(await playSession(db, userId, now), now);
  return undefined;
}
