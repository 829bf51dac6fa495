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
