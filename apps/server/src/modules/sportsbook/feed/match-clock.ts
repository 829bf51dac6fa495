/** A clocked sport's periods: playing time, then a break (none after the last). */
export type PeriodPlan = { readonly periods: number; readonly playMs: number; readonly breakMs: number };

export type ClockReading = {
  readonly phase: 'not-started' | 'live' | 'interval' | 'ended';
  readonly period: number;
  readonly clockMs: number | undefined;
  /** Playing time elapsed over the whole match. */
  readonly playedMs: number;
};

export function planDurationMs(plan: PeriodPlan): number {
  return plan.periods * plan.playMs + (plan.periods - 1) * plan.breakMs;
}

/** Where a clocked match stands at real time `elapsedMs` after the start. */
export function readClock(plan: PeriodPlan, elapsedMs: number): ClockReading {
  if (elapsedMs < 0) return { phase: 'not-started', period: 0, clockMs: undefined, playedMs: 0 };
  if (elapsedMs >= planDurationMs(plan)) {
    return {
      phase: 'ended',
      period: plan.periods,
      clockMs: plan.playMs,
      playedMs: plan.periods * plan.playMs,
    };
  }
  const cycle = plan.playMs + plan.breakMs;
  const index = Math.floor(elapsedMs / cycle);
  const within = elapsedMs - index * cycle;
  if (within >= plan.playMs) {
    return {
      phase: 'interval',
      period: index + 1,
      clockMs: plan.playMs,
      playedMs: (index + 1) * plan.playMs,
    };
  }
  return { phase: 'live', period: index + 1, clockMs: within, playedMs: index * plan.playMs + within };
}

/** The real time after the start at which `playedMs` of playing time has passed. */
export function realTimeOf(plan: PeriodPlan, playedMs: number): number {
  const index = Math.min(Math.floor(playedMs / plan.playMs), plan.periods - 1);
  return playedMs + index * plan.breakMs;
}
