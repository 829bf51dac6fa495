import { type RandomStream, Rng } from '../fairness/random-stream.ts';
import { type Card, drawCard, rankName } from './cards.ts';
import {
  type BetLimits,
  checkRtp,
  DEFAULT_BET_LIMITS,
  DEFAULT_RTP_BP,
  type EngineDescription,
  formatMultiplier,
  formatPercent,
  invalidPlay,
  type Multiplier,
  ratio,
  ZERO,
} from './engine-common.ts';

/**
 * High-low: a card is shown; the player guesses whether the next (from an endless deck, ace low) is
 * higher, lower or the same rank. A right guess multiplies the running multiplier by RTP ÷ its chance;
 * a wrong one loses the stake; the player cashes out the running multiplier at any time.
 * Running multipliers are basis points (10,000 = 1×), rounded down after each step.
 */
export type HighLowGuess = 'higher' | 'lower' | 'same';
export type HighLowAction = { type: 'guess'; guess: HighLowGuess } | { type: 'skip' } | { type: 'cash_out' };

export interface HighLowParams {
  rtpBp?: number;
}

export interface HighLowStep {
  action: HighLowGuess | 'skip';
  card: Card;
  correct: boolean;
}

export interface HighLowState {
  status: 'active' | 'lost' | 'cashed_out';
  rtpBp: number;
  /** Where the next card is drawn in the round's stream. */
  position: number;
  card: Card;
  steps: HighLowStep[];
  /** The running multiplier in basis points. */
  multiplierBp: number;
  /** What the round pays once it is over (zero while active or after a wrong guess). */
  multiplier: Multiplier;
}

/** The running multiplier is capped at 1,000,000×; reaching it cashes out. */
export const HIGH_LOW_MAX_MULTIPLIER_BP = 10_000_000_000;
/** Guesses and skips per round; after that the player can only cash out. */
export const HIGH_LOW_MAX_STEPS = 200;

/** How many of the 13 ranks make the guess right on the current card. */
export function winningRanks(rank: number, guess: HighLowGuess): number {
  if (guess === 'higher') return 13 - rank;
  if (guess === 'lower') return rank - 1;
  return 1;
}

/** The running multiplier after a right guess. */
export function nextMultiplierBp(
  multiplierBp: number,
  rtpBp: number,
  rank: number,
  guess: HighLowGuess,
): number {
  const ranks = winningRanks(rank, guess);
  if (ranks === 0) throw invalidPlay('guess', `No card can be ${guess} than ${rankName(rank)}`);
  return Math.min(HIGH_LOW_MAX_MULTIPLIER_BP, Math.floor((multiplierBp * rtpBp * 13) / (10_000 * ranks)));
}

export function startHighLow(params: HighLowParams, stream: RandomStream): HighLowState {
  const rtpBp = checkRtp(params.rtpBp ?? DEFAULT_RTP_BP);
  const rng = new Rng(stream);
  const card = drawCard(rng);
  return {
    status: 'active',
    rtpBp,
    position: rng.position,
    card,
    steps: [],
    multiplierBp: 10_000,
    multiplier: ZERO,
  };
}

function cashedOut(state: HighLowState, multiplierBp: number): HighLowState {
  return { ...state, status: 'cashed_out', multiplierBp, multiplier: ratio(multiplierBp, 10_000) };
}

/** Applies a move; `stream` is the round's stream (the state says where to continue in it). */
export function highLowAct(state: HighLowState, action: HighLowAction, stream: RandomStream): HighLowState {
  if (state.status !== 'active') throw invalidPlay('action', 'The round is over');
  if (action.type === 'cash_out') return cashedOut(state, state.multiplierBp);
  if (action.type !== 'guess' && action.type !== 'skip') throw invalidPlay('action', 'Unknown move');
  if (state.steps.length >= HIGH_LOW_MAX_STEPS) throw invalidPlay('action', 'Cash out to finish this round');
  const guess = action.type === 'guess' ? action.guess : undefined;
  if (guess !== undefined && guess !== 'higher' && guess !== 'lower' && guess !== 'same') {
    throw invalidPlay('guess', 'Guess higher, lower or same');
  }
  const target =
    guess === undefined
      ? undefined
      : nextMultiplierBp(state.multiplierBp, state.rtpBp, state.card.rank, guess);
  const rng = new Rng(stream, state.position);
  const card = drawCard(rng);
  const correct =
    guess === undefined ||
    (guess === 'higher' && card.rank > state.card.rank) ||
    (guess === 'lower' && card.rank < state.card.rank) ||
    (guess === 'same' && card.rank === state.card.rank);
  const next: HighLowState = {
    ...state,
    position: rng.position,
    card,
    steps: [...state.steps, { action: guess ?? 'skip', card, correct }],
  };
  if (!correct) return { ...next, status: 'lost', multiplier: ZERO };
  if (target === undefined) return next;
  if (target >= HIGH_LOW_MAX_MULTIPLIER_BP) return cashedOut(next, target);
  return { ...next, multiplierBp: target };
}

export function describeHighLow(
  rtpBp = DEFAULT_RTP_BP,
  betLimits: BetLimits = DEFAULT_BET_LIMITS,
): EngineDescription {
  const rtp = checkRtp(rtpBp) / 10_000;
  return {
    engine: 'high_low',
    gameType: 'high_low',
    rtp,
    betLimits,
    rules: [
      'A card is dealt; guess whether the next card is higher, lower or the same rank (ace is low, king high).',
      'Every card is drawn from a full deck of 52, independent of the cards before.',
      `A right guess multiplies your winnings by ${formatPercent(rtp)} ÷ its chance; a wrong guess loses the stake.`,
      'Skip a card at no cost, or cash out the running multiplier at any time (up to 1,000,000×).',
    ],
    paytable: [1, 4, 7, 10, 13].map((rank) => ({
      label: `Higher than ${rankName(rank)}`,
      pays:
        rank === 13
          ? 'not possible'
          : formatMultiplier(ratio(rtpBp * 13, 10_000 * winningRanks(rank, 'higher'))),
    })),
  };
}
