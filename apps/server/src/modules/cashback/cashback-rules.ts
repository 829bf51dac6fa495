import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { CashbackLimits } from '../../db/tables/cashback.table.ts';

const HOUR_MS = 3_600_000;

export interface Period {
  start: Date;
  end: Date;
}

export interface PeriodShape {
  period_anchor: Date;
  period_hours: number;
}

/** The period `at` falls in: consecutive windows of `period_hours` from the anchor (also before it). */
export function periodAt(programme: PeriodShape, at: Date): Period {
  const length = programme.period_hours * HOUR_MS;
  const anchor = programme.period_anchor.getTime();
  const index = Math.floor((at.getTime() - anchor) / length);
  const start = anchor + index * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** The newest period that has ended by `now` (a period ending exactly at `now` has ended). */
export function lastFinishedPeriod(programme: PeriodShape, now: Date): Period {
  const current = periodAt(programme, now);
  return periodAt(programme, new Date(current.start.getTime() - 1));
}

/**
 * The cashback of a period's net real-money losses (stakes less wins) in one currency: `percent` of them,
 * rounded down to a minor unit, at most `max`; nothing on a net win, nothing below `min`, nothing in a
 * currency the programme has no limits for.
 */
export function cashbackAmount(
  losses: number,
  percent: number,
  limits: CashbackLimits | undefined,
): MinorUnits {
  if (!limits || losses <= 0) return minorUnits(0);
  // not money: the cashback is a percent of the losses
  const share = Math.floor((losses * percent) / 100);
  return minorUnits(share < limits.min ? 0 : Math.min(share, limits.max));
}
