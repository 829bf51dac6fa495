import type { AccountBalance } from '@casino/shared/contract/account.contract';
import type { GameBalance } from '../../lib/game-balance.ts';

/** How long an open round may hold the header's balance if the game never reports its result. */
export const GAME_ROUND_HOLD_MS = 60_000;

export interface BalanceHoldOptions {
  apply(update: (current: AccountBalance) => AccountBalance): void;
  holdMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface BalanceHold {
  /** A balance from the live channel: shown at once, or kept while a real-money round is open. */
  live(balance: AccountBalance): void;
  /** What a running game reports (spec: the header follows the game on game pages). */
  game(report: GameBalance): void;
  stop(): void;
}

/**
 * Keeps the header from showing a round's result before the game has: the server settles a round (a
 * slot's spin, its free spins) before the game has played it out, and the live channel would bring the
 * new balance at once. While the game says a round is open, live balances wait; when it reports the
 * result, the last one waiting is shown with the game's own main balance; a timeout lets them through
 * if the game never reports.
 */
export function createBalanceHold({
  apply,
  holdMs = GAME_ROUND_HOLD_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: BalanceHoldOptions): BalanceHold {
  let held: AccountBalance | null = null;
  let timer: unknown = null;

  const release = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const waiting = held;
    held = null;
    return waiting;
  };

  return {
    live(balance) {
      if (timer === null) apply(() => balance);
      else held = balance;
    },
    game({ balance, currency, wallet, roundOpen }) {
      if (wallet !== 'main') return;
      const main = { balance_main: { amount: balance, currency } };
      if (roundOpen) {
        if (timer !== null) clearTimer(timer);
        timer = setTimer(() => {
          const waiting = release();
          if (waiting) apply(() => waiting);
        }, holdMs);
        apply((current) => ({ ...current, ...main }));
        return;
      }
      const waiting = release();
      apply((current) => ({ ...(waiting ?? current), ...main }));
    },
    stop() {
      release();
    },
  };
}
