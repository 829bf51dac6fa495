/**
 * The codes a sports bet's placement or cash-out is refused with (the error's `code`; its type is a spec
 * §8 type). A self-excluded player is refused as in the casino (AccessDenied, code SelfExcluded). The site shows `sportsBetErrors.{code}`; codes about selections carry `error_data.selections`
 * (each with its current state and odds) so the bet slip can update.
 */
export const SPORTS_BET_ERRORS = [
  'SELECTION_CLOSED',
  'SELECTION_SUSPENDED',
  'ODDS_CHANGED',
  'SAME_EVENT',
  'STAKE_TOO_LOW',
  'STAKE_TOO_HIGH',
  'INSUFFICIENT_FUNDS',
  'BET_NOT_FOUND',
  'BET_IN_PROGRESS',
  'CASH_OUT_UNAVAILABLE',
  'CASH_OUT_CHANGED',
  /** A wager, loss or session-time limit of the player (decision 0031). */
  'PLAY_LIMIT_REACHED',
  /** Staked from the betting bonus (decision 0048) without an active one in the bet's currency. */
  'BONUS_NOT_AVAILABLE',
  /** The active betting bonus holds less than the stake. */
  'INSUFFICIENT_BONUS_FUNDS',
] as const;
export type SportsBetError = (typeof SPORTS_BET_ERRORS)[number];

/** A selection as a refusal reports it: where it stands now, and its price when it has one. */
export type SelectionState = {
  index: number;
  event_id: string;
  market_key: string;
  selection_key: string;
  state: 'open' | 'suspended' | 'closed';
  odds: number | null;
};
