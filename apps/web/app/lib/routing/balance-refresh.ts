/** Spec §9 balance refresh defaults. */
export const BALANCE_REFRESH_DEFAULTS = {
  intervalMs: 10_000,
  clickDelayMs: 1_000,
  stopAfterMs: 5 * 60_000,
  intervalRefresh: false,
  refreshAfterClick: false,
  turnOff: true,
} as const;

/** The balance is not refreshed while a game runs: the game reports its own balance. */
export function isBalanceRefreshAllowed(pathname: string): boolean {
  return !pathname.includes('/game/');
}
