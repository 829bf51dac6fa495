import type { GameType } from '@casino/shared/contract/games.contract';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { MAX_MINOR_UNITS, type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { GamePageMode } from '@casino/shared/routing/site-paths';

/** Spec §6: who sees the full-screen button — everyone, the site only, the Telegram mini-app only, nobody. */
export type FullScreenVisibility = 'all' | 'product' | 'telegram' | 'none';

export function fullScreenVisibility(value: unknown): FullScreenVisibility {
  return value === 'product' || value === 'telegram' || value === 'none' ? value : 'all';
}

export function isFullScreenVisible(visibility: FullScreenVisibility, inTelegram: boolean): boolean {
  switch (visibility) {
    case 'all':
      return true;
    case 'product':
      return !inTelegram;
    case 'telegram':
      return inTelegram;
    case 'none':
      return false;
  }
}

/**
 * The mode a game page runs: demo when asked for (or the only one a guest may use), real money for a
 * signed-in player otherwise. A game without demo runs for real.
 */
export function resolveGameMode(options: {
  requested: string | null;
  signedIn: boolean;
  hasDemo: boolean;
}): GamePageMode {
  if (!options.hasDemo) return 'real';
  if (options.requested === 'demo' || !options.signedIn) return 'demo';
  return 'real';
}

/**
 * Spec §6: a slot is not started for real on an empty balance unless the content service allows it;
 * the player is asked to deposit instead. Free spins of this slot need no balance (a promo code's pack
 * may come before any deposit).
 */
export function needsDepositToPlay(options: {
  mode: GamePageMode;
  type: GameType;
  balance: number;
  slotPlayWithZeroBalance: boolean;
  hasFreeSpins: boolean;
}): boolean {
  return (
    options.mode === 'real' &&
    options.type === 'slot' &&
    options.balance <= 0 &&
    !options.slotPlayWithZeroBalance &&
    !options.hasFreeSpins
  );
}

export interface GameBalanceMessage {
  /** Minor units of the balance the game plays on. */
  balance: MinorUnits;
  currency: string;
  /** Said with `round: 'open'`: a round is in play and the game has not shown its result yet. */
  roundOpen: boolean;
}

/** The currency of a demo game's play credits. */
const DEMO_CURRENCY = 'FUN';

/**
 * The balance a game frame reports as a round starts and once it has shown its result, accepted only from the frame itself on this
 * site's own origin, in play credits from a demo game and in a real currency otherwise; anything else
 * (another window, another origin, another shape) is ignored.
 */
export function readGameBalanceMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: unknown; demo: boolean },
): GameBalanceMessage | null {
  if (event.origin !== expected.origin || !expected.source || event.source !== expected.source) return null;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null || data.type !== 'casino:balance') return null;
  const { balance, currency, round } = data;
  if (typeof balance !== 'number' || !Number.isSafeInteger(balance) || balance < 0) return null;
  if (balance > MAX_MINOR_UNITS) return null;
  if (typeof currency !== 'string') return null;
  if (expected.demo ? currency !== DEMO_CURRENCY : !isCurrencyCode(currency)) return null;
  if (round !== undefined && round !== 'open') return null;
  return { balance: minorUnits(balance), currency, roundOpen: round === 'open' };
}

/**
 * Whether the game frame shows a start that failed (spec §2.4 errors slot): the launcher's own "no
 * such game" page, or the platform's error envelope instead of a game. A frame of another origin (an
 * outside provider) cannot be read and is left to show what it shows.
 */
export function gameLaunchFailed(
  frameDocument: Pick<Document, 'contentType' | 'querySelector'> | null | undefined,
): boolean {
  if (!frameDocument) return false;
  return (
    frameDocument.contentType === 'application/json' ||
    frameDocument.querySelector('[data-game-launch-error]') !== null
  );
}
