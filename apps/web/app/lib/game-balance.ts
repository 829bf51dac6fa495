import type { MinorUnits } from '@casino/shared/money/minor-units';

/**
 * A running game's balance, handed from the game page to the header within one document: the game
 * frame reports it after every round, so the header need not poll (spec §2.1: no balance refresh on
 * game pages).
 */
export interface GameBalance {
  balance: MinorUnits;
  currency: string;
  /** Real-money games play on the main balance, demo games on the fun balance. */
  wallet: 'main' | 'fun';
  /** A round is in play and its result not shown yet. */
  roundOpen: boolean;
}

const GAME_BALANCE_EVENT = 'casino:game-balance';

export function announceGameBalance(detail: GameBalance, target: EventTarget = window) {
  target.dispatchEvent(new CustomEvent<GameBalance>(GAME_BALANCE_EVENT, { detail }));
}

/** Calls `listener` with every announced balance until the returned function is called. */
export function onGameBalance(listener: (balance: GameBalance) => void, target: EventTarget = window) {
  const handle = (event: Event) => listener((event as CustomEvent<GameBalance>).detail);
  target.addEventListener(GAME_BALANCE_EVENT, handle);
  return () => target.removeEventListener(GAME_BALANCE_EVENT, handle);
}
