/** Spec §4: the warning appears when 80% of the allowed inactivity has passed. */
export const FORCED_LOGOUT_WARNING_SHARE = 0.8;

export type InactivityPhase = 'active' | 'warning' | 'expired';

/** Where a signed-in player stands after `idleMs` without a key press, click or scroll. */
export function inactivityPhase(
  idleMs: number,
  limitSeconds: number,
): { phase: InactivityPhase; secondsLeft: number } {
  const limitMs = limitSeconds * 1000;
  const secondsLeft = Math.max(0, Math.ceil((limitMs - idleMs) / 1000));
  if (idleMs >= limitMs) return { phase: 'expired', secondsLeft: 0 };
  if (idleMs >= limitMs * FORCED_LOGOUT_WARNING_SHARE) return { phase: 'warning', secondsLeft };
  return { phase: 'active', secondsLeft };
}

interface InactivityTimes {
  time_to_force_logout: number;
  user_inactivity_cashier_time: number;
  user_inactivity_pp_time: number;
}

/**
 * The seconds without activity a page allows before the player is signed out (general info, decision
 * 0060): a payment page (`/cashier/pay…`, the outcome of a payment) its own `user_inactivity_pp_time`,
 * the other cashier pages `user_inactivity_cashier_time`, every other page `time_to_force_logout`. A
 * page time of 0 is unset, and the page keeps the general one.
 */
export function inactivityLimit(times: InactivityTimes, path: string): number {
  const own = /^\/cashier\/pay/.test(path)
    ? times.user_inactivity_pp_time
    : /^\/cashier(\/|$)/.test(path)
      ? times.user_inactivity_cashier_time
      : 0;
  return own > 0 ? own : times.time_to_force_logout;
}
