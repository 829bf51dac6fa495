/** Spec §9 balance refresh defaults. */
export const BALANCE_REFRESH_DEFAULTS = {
  intervalMs: 10_000,
  clickDelayMs: 1_000,
  stopAfterMs: 5 * 60_000,
  intervalRefresh: false,
  refreshAfterClick: false,
  turnOff: true,
} as const;

export interface BalanceRefreshConfig {
  intervalMs: number;
  clickDelayMs: number;
  stopAfterMs: number;
  intervalRefresh: boolean;
  refreshAfterClick: boolean;
  turnOff: boolean;
}

/** The balance is not refreshed while a game runs: the game reports its own balance. */
export function isBalanceRefreshAllowed(pathname: string): boolean {
  return !pathname.includes('/game/');
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function positive(value: unknown, unitMs: number, fallbackMs: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value * unitMs : fallbackMs;
}

/**
 * The content service's balance refresh settings (spec §3), each missing or malformed value falling
 * back to the spec §9 default.
 */
export function resolveBalanceRefresh(
  settings: Readonly<Record<string, unknown>> | null | undefined,
): BalanceRefreshConfig {
  const given = settings ?? {};
  const defaults = BALANCE_REFRESH_DEFAULTS;
  return {
    intervalRefresh: flag(given.isEnabledInterval, defaults.intervalRefresh),
    intervalMs: positive(given.countSecondsForInterval, 1_000, defaults.intervalMs),
    turnOff: flag(given.isEnabledTurnOffRequests, defaults.turnOff),
    stopAfterMs: positive(given.countMinutesAfterWhichRequestsTurnedOff, 60_000, defaults.stopAfterMs),
    refreshAfterClick: flag(given.isEnabledRequestsAfterClick, defaults.refreshAfterClick),
    clickDelayMs: positive(given.countSecondsForDelayBetweenClick, 1_000, defaults.clickDelayMs),
  };
}

/** Whether requests are still on: with turn-off enabled they stop the configured time after `startedAt`. */
export function isWithinRefreshWindow(config: BalanceRefreshConfig, startedAt: number, now: number): boolean {
  return !config.turnOff || now - startedAt < config.stopAfterMs;
}

/** A click refreshes at most once per click delay. */
export function isClickRefreshDue(
  config: BalanceRefreshConfig,
  lastRequestAt: number | null,
  now: number,
): boolean {
  return lastRequestAt === null || now - lastRequestAt >= config.clickDelayMs;
}
