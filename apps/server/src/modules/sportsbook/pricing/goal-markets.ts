import {
  BOTH_SCORE_SELECTIONS,
  correctScoreSelections,
  DOUBLE_CHANCE_SELECTIONS,
  HANDICAP_SELECTIONS,
  MATCH_RESULT_SELECTIONS,
  type Market,
  type Score,
  type ScoreScope,
  TOTAL_SELECTIONS,
} from '../markets.ts';
import { handicapLines, totalLines } from './market-lines.ts';
import { poissonScores } from './poisson.ts';
import { type PricedMarket, priceMarket, type ScoreChance } from './price-market.ts';

/** What is left of a scope: its score so far and the goals each side is still expected to score. */
export type GoalScope = { readonly score: Score; readonly homeMean: number; readonly awayMean: number };

/**
 * Football and ice-hockey markets from the Poisson model, pre-match or live: the remaining goals of each
 * side are Poisson with the team's rate times the share of playing time left, added to the score. A
 * goal moves the score and the clock shrinks the means, so every market re-prices from the same two
 * numbers. First-half markets come from their own scope while the first half is still to be decided.
 */
export function goalMarkets(
  full: GoalScope,
  firstHalf: GoalScope | undefined,
  grid: number,
  margin: number,
): PricedMarket[] {
  const markets: (PricedMarket | undefined)[] = [];
  const scores = poissonScores(full.score, full.homeMean, full.awayMean);
  markets.push(...scopeMarkets('match', full, scores, margin));
  markets.push(
    priceMarket({ kind: 'double-chance', scope: 'match' }, DOUBLE_CHANCE_SELECTIONS, scores, margin),
  );
  markets.push(priceMarket({ kind: 'both-score', scope: 'match' }, BOTH_SCORE_SELECTIONS, scores, margin));
  markets.push(
    priceMarket(
      { kind: 'correct-score', scope: 'match', grid },
      correctScoreSelections(grid),
      scores,
      margin,
    ),
  );
  const expectedMargin = full.score.home - full.score.away + full.homeMean - full.awayMean;
  for (const line of handicapLines(expectedMargin)) {
    markets.push(
      priceMarket({ kind: 'handicap', scope: 'match', line }, HANDICAP_SELECTIONS, scores, margin),
    );
  }
  if (firstHalf) {
    const halfScores = poissonScores(firstHalf.score, firstHalf.homeMean, firstHalf.awayMean);
    markets.push(...scopeMarkets('first-half', firstHalf, halfScores, margin));
  }
  return markets.filter((market): market is PricedMarket => market !== undefined);
}

function scopeMarkets(
  scope: ScoreScope,
  state: GoalScope,
  scores: readonly ScoreChance[],
  margin: number,
): (PricedMarket | undefined)[] {
  const goals = state.score.home + state.score.away;
  const totals: Market[] = totalLines(goals + state.homeMean + state.awayMean, goals).map((line) => ({
    kind: 'total',
    scope,
    line,
  }));
  return [
    priceMarket({ kind: 'match-result', scope }, MATCH_RESULT_SELECTIONS, scores, margin),
    ...totals.map((market) => priceMarket(market, TOTAL_SELECTIONS, scores, margin)),
  ];
}
