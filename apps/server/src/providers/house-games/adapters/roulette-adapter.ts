import { minorUnits } from '@casino/shared/money/minor-units';
import { invalidPlay } from '../engines/engine-common.ts';
import {
  playRoulette,
  type RouletteBet,
  type RouletteOutcome,
  settleRouletteBets,
} from '../engines/roulette.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter } from '../house-engines.ts';
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

export const ROULETTE_BET_LIMITS = { minStakeMinor: 10, maxStakeMinor: 10_000 };

export function rouletteSummary(outcome: RouletteOutcome): string {
  return `${outcome.pocket} ${outcome.color} · ${outcome.bets.length} bet${outcome.bets.length === 1 ? '' : 's'}`;
}

export const rouletteAdapter: EngineAdapter = {
  stateful: false,
  parse(_game, params, stake) {
    const bets = parseRouletteBets(record(params).bets);
    const total = settleRouletteBets(0, { bets, betLimits: ROULETTE_BET_LIMITS }).totalStakeMinor;
    if (total !== stake) throw invalidPlay('stake', 'The stake must be the sum of the bets');
    return { params: { bets }, stake: total };
  },
  start(_game, params, _stake, seeds) {
    const outcome = playRoulette(
      { bets: params.bets as RouletteBet[], betLimits: ROULETTE_BET_LIMITS },
      roundStream(seeds),
    );
    return { state: outcome, done: true, payout: minorUnits(outcome.totalPayoutMinor) };
  },
  clientConfig: () => ({ maxTotal: 50_000 }),
  view(_game, state) {
    const outcome = state as RouletteOutcome;
    return { result: outcome.pocket, color: outcome.color, bets: rouletteBetsView(outcome) };
  },
  summary: (_game, state) => rouletteSummary(state as RouletteOutcome),
};
