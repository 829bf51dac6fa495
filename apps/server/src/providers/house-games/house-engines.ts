import type { MinorUnits } from '@casino/shared/money/minor-units';
import { blackjackAdapter } from './adapters/blackjack-adapter.ts';
import { crashAdapter } from './adapters/crash-adapter.ts';
import { diceAdapter } from './adapters/dice-adapter.ts';
import { highLowAdapter } from './adapters/high-low-adapter.ts';
import { minesAdapter } from './adapters/mines-adapter.ts';
import { rouletteAdapter } from './adapters/roulette-adapter.ts';
import { slotAdapter, slotConfigOf } from './adapters/slot-adapter.ts';
import { describeEngine } from './engines/describe-engine.ts';
import type { EngineDescription, EngineId } from './engines/engine-common.ts';
import type { RoundSeeds } from './fairness/provably-fair.ts';
import { type HouseGame, stakeLimits } from './house-game.ts';

/** Where an engine step leaves a round: the state to keep and, once over, what it pays. */
export interface Step {
  state: unknown;
  done: boolean;
  /** Paid when done (0 for a lost round). */
  payout: MinorUnits;
  /** The engine's form of the move just played, kept so the round can be replayed by the verifier. */
  move?: unknown;
}

/**
 * One engine as the round service drives it. Money never passes through a float: payouts come from the
 * engines' exact multipliers (or roulette's integer stakes). Views hide what the player must not see
 * while the round is open (mine positions, the dealer's hole card, the shoe).
 */
export interface EngineAdapter {
  stateful: boolean;
  /**
   * Checks the player's choices before any money moves (within limits in the session's `currency`);
   * returns them normalised and the stake.
   */
  parse(
    game: HouseGame,
    params: unknown,
    stake: number,
    currency: string,
  ): { params: Record<string, unknown>; stake: number };
  start(game: HouseGame, params: Record<string, unknown>, stake: number, seeds: RoundSeeds): Step;
  /** Extra stake a move puts in before it is played (blackjack's double). */
  extraStake?(state: unknown, action: string, baseStake: number): number;
  /** The moves that may put extra stake in (those extraStake charges for). */
  paidActions?: readonly string[];
  act?(
    game: HouseGame,
    state: unknown,
    move: { action: string; params: unknown },
    baseStake: number,
    seeds: RoundSeeds,
  ): Step;
  /** What the game client needs to draw and explain the game, for a session in `currency`. */
  clientConfig(game: HouseGame, currency: string): Record<string, unknown>;
  /** The round as the player sees it. */
  view(game: HouseGame, state: unknown, baseStake: number): Record<string, unknown>;
  /** One line for the history list. */
  summary(game: HouseGame, state: unknown): string;
}

const ADAPTERS: Partial<Record<EngineId, EngineAdapter>> = {
  slot: slotAdapter,
  dice: diceAdapter,
  crash: crashAdapter,
  mines: minesAdapter,
  high_low: highLowAdapter,
  blackjack: blackjackAdapter,
  roulette: rouletteAdapter,
};

export function adapterFor(engine: EngineId): EngineAdapter | undefined {
  return ADAPTERS[engine];
}

/** The rules, RTP and paytable the game shows, within the stake limits of its type in `currency`. */
export function describeGame(game: HouseGame, currency: string): EngineDescription {
  const limits = stakeLimits(game.type, currency);
  const betLimits = { minStakeMinor: limits.min, maxStakeMinor: limits.max };
  switch (game.engine) {
    case 'slot':
      return describeEngine({ engine: 'slot', config: slotConfigOf(game), betLimits });
    case 'dice':
    case 'crash':
    case 'mines':
    case 'high_low':
      return describeEngine({ engine: game.engine, rtpBp: game.rtpBp, betLimits });
    default:
      return describeEngine({ engine: game.engine, betLimits });
  }
}
