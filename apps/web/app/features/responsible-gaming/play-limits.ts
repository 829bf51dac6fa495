import { MONEY_LIMIT_KINDS, type PlayLimitKind, type TimeOutPeriod } from '@casino/shared/constants';
import type { PlayLimitView } from '@casino/shared/contract/responsible-gaming.contract';
import { checkMaxValue, checkMinValue } from '@casino/shared/validation/rules';

/** The message key naming a limit kind (`responsibleGame.playLimits.kinds.loss_day`, …). */
export function limitKindKey(kind: PlayLimitKind): string {
  return `responsibleGame.playLimits.kinds.${kind}`;
}

export function timeOutPeriodKey(period: TimeOutPeriod): string {
  return `responsibleGame.takeBreak.periods.p${period}`;
}

export function isMoneyKind(kind: PlayLimitKind): boolean {
  return (MONEY_LIMIT_KINDS as readonly string[]).includes(kind);
}

/** Limits worth a line of their own: one in force or a change waiting. */
export function shownLimits(limits: readonly PlayLimitView[]): PlayLimitView[] {
  return limits.filter((limit) => limit.value !== null || limit.pending_from !== null);
}

/**
 * Milliseconds until the next reality check: checks fall on every whole interval of play since the
 * session started (at 15, 30, 45 … minutes for 15), so reloading a game does not push them back.
 * Undefined when reality checks are off.
 */
export function nextRealityCheckIn(intervalMinutes: number, playedSeconds: number): number | undefined {
  if (intervalMinutes <= 0) return undefined;
  const interval = intervalMinutes * 60;
  const intoInterval = playedSeconds % interval;
  return (interval - intoInterval) * 1000;
}

/** "1 h 05 min" / "12 min" for time played. */
export function playedText(seconds: number, units: { hours: string; minutes: string }): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${units.minutes}`;
  return `${hours} ${units.hours} ${String(rest).padStart(2, '0')} ${units.minutes}`;
}

/**
 * Whether a typed session limit is a number of minutes in 1…max (spec §5 numeric min and max: thousands
 * commas allowed, whole minutes only, as the platform stores them).
 */
export function isSessionMinutes(text: string, max: number): boolean {
  const problem = checkMinValue(text, 1) ?? checkMaxValue(text, max);
  return problem === null && Number.isInteger(Number(text.replace(/,/g, '')));
}
