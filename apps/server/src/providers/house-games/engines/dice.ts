import { type RandomStream, Rng } from '../fairness/random-stream.ts';
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
 * Dice: a roll of 0.00–99.99 (10,000 equally likely values, kept as integer hundredths); the player
 * wins when it lands over or under the target, at multiplier RTP ÷ win chance.
 */
export const DICE_OUTCOMES = 10_000;
/** Win chance bounds, in outcomes out of 10,000 (0.01% to 98%). */
export const DICE_MIN_WINNING = 1;
export const DICE_MAX_WINNING = 9_800;

export interface DiceParams {
  /** Target in hundredths (5050 = 50.50). */
  target: number;
  direction: 'over' | 'under';
  rtpBp?: number;
}

export interface DiceOutcome {
  /** The roll in hundredths (0..9999). */
  roll: number;
  win: boolean;
  /** Win chance in outcomes out of 10,000 (= hundredths of a percent). */
  winningOutcomes: number;
  multiplier: Multiplier;
}

function winningOutcomes({ target, direction }: DiceParams): number {
  if (!Number.isInteger(target) || target < 0 || target > DICE_OUTCOMES - 1) {
    throw invalidPlay('target', 'The target must be between 0.00 and 99.99');
  }
  const count = direction === 'over' ? DICE_OUTCOMES - 1 - target : target;
  if (count < DICE_MIN_WINNING || count > DICE_MAX_WINNING) {
    throw invalidPlay('target', 'The win chance must be between 0.01% and 98%');
  }
  return count;
}

/** The multiplier a winning roll pays: RTP ÷ probability = rtpBp ÷ winning outcomes. */
export function diceMultiplier(params: DiceParams): Multiplier {
  return ratio(checkRtp(params.rtpBp ?? DEFAULT_RTP_BP), winningOutcomes(params));
}

export function rollDice(rng: Rng): number {
  return rng.intBelow(DICE_OUTCOMES);
}

export function playDice(params: DiceParams, stream: RandomStream): DiceOutcome {
  const multiplier = diceMultiplier(params);
  const roll = rollDice(new Rng(stream));
  const win = params.direction === 'over' ? roll > params.target : roll < params.target;
  return { roll, win, winningOutcomes: winningOutcomes(params), multiplier: win ? multiplier : ZERO };
}

export function describeDice(
  rtpBp = DEFAULT_RTP_BP,
  betLimits: BetLimits = DEFAULT_BET_LIMITS,
): EngineDescription {
  return {
    engine: 'dice',
    gameType: 'fast',
    rtp: checkRtp(rtpBp) / 10_000,
    betLimits,
    rules: [
      'A roll lands on 0.00–99.99, every value equally likely.',
      'Choose a target and whether the roll must land over or under it.',
      `A win pays ${formatPercent(rtpBp / 10_000)} ÷ win chance; win chance 0.01% to 98%.`,
    ],
    paytable: [50, 25, 10, 1].map((percent) => ({
      label: `${percent}% chance`,
      // not money: a percent as outcomes out of 10,000
      pays: formatMultiplier(ratio(rtpBp, percent * 100), 4),
    })),
  };
}
