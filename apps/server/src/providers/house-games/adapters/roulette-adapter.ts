import { hundredthsIn, minorUnits } from '@casino/shared/money/minor-units';
import { type BetLimits, invalidPlay } from '../engines/engine-common.ts';
import {
  checkRouletteBets,
  playRoulette,
  type RouletteBet,
  type RouletteOutcome,
} from '../engines/roulette.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter } from '../house-engines.ts';
import { stakeLimits } from '../house-game.ts';
import { integer, record } from './adapter-input.ts';

const OUTSIDE = new Set(['red', 'black', 'odd', 'even', 'low', 'high']);

/** The client's chips as engine bets: straight-up numbers, dozens, columns and the even-money bets. */
export function parseRouletteBets(input: unknown): RouletteBet[] {
  if (!Array.isArray(input)) throw invalidPlay('bets', 'Place at least one bet');
  return input.map((raw) => {
    const bet = record(raw);
    const stakeMinor = integer(bet.amount, 'bets');
    const kind = bet.kind;
    if (kind === 'straight') return { type: 'straight', numbers: [integer(bet.value, 'bets')], stakeMinor };
    if (kind === 'dozen' || kind === 'column') {
      return { type: kind, index: integer(bet.value, 'bets') as 1 | 2 | 3, stakeMinor };
    }
    if (typeof kind === 'string' && OUTSIDE.has(kind)) return { type: kind as 'red', stakeMinor };
    throw invalidPlay('bets', 'Unknown bet');
  });
}

export function rouletteBetsView(outcome: RouletteOutcome) {
  return outcome.bets.map(({ bet, win, payoutMinor }) => ({
    kind: bet.type,
    value: 'numbers' in bet ? bet.numbers[0] : 'index' in bet ? bet.index : undefined,
    amount: bet.stakeMinor,
    win: payoutMinor,
    won: win,
  }));
}

/** A chip's limits at the table: 0.10 to 100.00 of the player's currency (hundredths: decision 0061). */
export function rouletteBetLimits(currency: string): BetLimits {
  return { minStakeMinor: hundredthsIn(10, currency), maxStakeMinor: hundredthsIn(10_000, currency) };
}

export function rouletteSummary(outcome: RouletteOutcome): string {
  return `${outcome.pocket} ${outcome.color} · ${outcome.bets.length} bet${outcome.bets.length === 1 ? '' : 's'}`;
}

export const rouletteAdapter: EngineAdapter = {
  stateful: false,
  parse(_game, params, stake, currency) {
    const bets = parseRouletteBets(record(params).bets);
    const total = checkRouletteBets({ bets, betLimits: rouletteBetLimits(currency) });
    if (total !== stake) throw invalidPlay('stake', 'The stake must be the sum of the bets');
    return { params: { bets }, stake: total };
  },
  start(_game, params, _stake, seeds) {
    // The chips were held to the table's limits when parsed.
    const outcome = playRoulette({ bets: params.bets as RouletteBet[] }, roundStream(seeds));
    return { state: outcome, done: true, payout: minorUnits(outcome.totalPayoutMinor) };
  },
  clientConfig: (game, currency) => ({ maxTotal: stakeLimits(game.type, currency).max }),
  view(_game, state) {
    const outcome = state as RouletteOutcome;
    return { result: outcome.pocket, color: outcome.color, bets: rouletteBetsView(outcome) };
  },
  summary: (_game, state) => rouletteSummary(state as RouletteOutcome),
};
