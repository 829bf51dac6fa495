import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  type DiceOutcome,
  playDice,
} from '../engines/dice.ts';
import { formatMultiplier, invalidPlay, multiplierValue, payout } from '../engines/engine-common.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter } from '../house-engines.ts';
import { integer, record } from './adapter-input.ts';

export const diceAdapter: EngineAdapter = {
  stateful: false,
  parse(_game, params, stake) {
    const input = record(params);
    const target = integer(input.target, 'target');
    if (input.direction !== 'over' && input.direction !== 'under') {
      throw invalidPlay('direction', 'Roll over or under');
    }
    return { params: { target, direction: input.direction }, stake };
  },
  start(game, params, stake, seeds) {
    const outcome = playDice(
      { target: params.target as number, direction: params.direction as 'over' | 'under', rtpBp: game.rtpBp },
      roundStream(seeds),
    );
    return { state: { ...params, ...outcome }, done: true, payout: payout(stake, outcome.multiplier) };
  },
  clientConfig: (game) => ({
    outcomes: DICE_OUTCOMES,
    minWinning: DICE_MIN_WINNING,
    maxWinning: DICE_MAX_WINNING,
    rtpBp: game.rtpBp,
    defaultTarget: 5000,
  }),
  view(_game, state) {
    const outcome = state as DiceOutcome & { target: number; direction: 'over' | 'under' };
    return {
      roll: outcome.roll,
      target: outcome.target,
      direction: outcome.direction,
      won: outcome.win,
      multiplier: multiplierValue(outcome.multiplier),
    };
  },
  summary(_game, state) {
    const outcome = state as DiceOutcome & { target: number; direction: string };
    // not money: rolls and targets are hundredths
    const text = `Rolled ${(outcome.roll / 100).toFixed(2)} (${outcome.direction} ${(outcome.target / 100).toFixed(2)})`;
    return outcome.win ? `${text} · ${formatMultiplier(outcome.multiplier, 4)}` : text;
  },
};
