import type { Card } from '../engines/cards.ts';
import { invalidPlay, payout } from '../engines/engine-common.ts';
import {
  type HighLowAction,
  type HighLowGuess,
  type HighLowState,
  highLowAct,
  nextMultiplierBp,
  startHighLow,
  winningRanks,
} from '../engines/high-low.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter, Step } from '../house-engines.ts';
import { cardView } from './adapter-input.ts';

const HIGH_LOW_MOVES: Record<string, HighLowAction> = {
  higher: { type: 'guess', guess: 'higher' },
  lower: { type: 'guess', guess: 'lower' },
  same: { type: 'guess', guess: 'same' },
  skip: { type: 'skip' },
  cashout: { type: 'cash_out' },
};

/** The engine keeps only the card in front; the round also keeps the first card to draw the chain. */
interface HighLowRound {
  first: Card;
  game: HighLowState;
}

function highLowStep(round: HighLowRound, stake: number): Step {
  return { state: round, done: round.game.status !== 'active', payout: payout(stake, round.game.multiplier) };
}

export const highLowAdapter: EngineAdapter = {
  stateful: true,
  parse: (_game, _params, stake) => ({ params: {}, stake }),
  start(game, _params, stake, seeds) {
    const state = startHighLow({ rtpBp: game.rtpBp }, roundStream(seeds));
    return highLowStep({ first: state.card, game: state }, stake);
  },
  act(_game, state, move, stake, seeds) {
    const action = HIGH_LOW_MOVES[move.action];
    if (!action) throw invalidPlay('action', 'Guess higher, lower or same, skip, or cash out');
    const round = state as HighLowRound;
    return {
      ...highLowStep({ ...round, game: highLowAct(round.game, action, roundStream(seeds)) }, stake),
      move: action,
    };
  },
  clientConfig: (game) => ({ rtpBp: game.rtpBp }),
  view(_game, state) {
    const { first, game: s } = state as HighLowRound;
    // The chain of running multipliers, rebuilt step by step from the first card.
    const guesses: { direction: string; correct: boolean; multiplier: number }[] = [];
    let previous = first;
    let running = 10_000;
    for (const step of s.steps) {
      if (step.action !== 'skip' && step.correct) {
        running = nextMultiplierBp(running, s.rtpBp, previous.rank, step.action);
      }
      guesses.push({ direction: step.action, correct: step.correct, multiplier: running / 10_000 });
      previous = step.card;
    }
    const option = (guess: HighLowGuess) => {
      const ranks = winningRanks(s.card.rank, guess);
      return ranks === 0
        ? null
        : {
            chance: ranks / 13,
            multiplier: nextMultiplierBp(s.multiplierBp, s.rtpBp, s.card.rank, guess) / 10_000,
          };
    };
    return {
      status: s.status,
      cards: [first, ...s.steps.map((step) => step.card)].map(cardView),
      guesses,
      multiplier: s.multiplierBp / 10_000,
      next:
        s.status === 'active'
          ? { higher: option('higher'), lower: option('lower'), same: option('same') }
          : null,
    };
  },
  summary(_game, state) {
    const s = (state as HighLowRound).game;
    const right = s.steps.filter((step) => step.action !== 'skip' && step.correct).length;
    if (s.status === 'lost') return `Wrong guess after ${right} right`;
    return `${right} right · ${(s.multiplierBp / 10_000).toFixed(2)}×`;
  },
};
