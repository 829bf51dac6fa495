import { HANDICAP_SELECTIONS, type Score, TOTAL_SELECTIONS } from '../markets.ts';
import { handicapLines, totalLines } from './market-lines.ts';
import { type PricedMarket, priceFair, priceMarket, type ScoreChance } from './price-market.ts';

/** Expected points and their variance still to come for each side. */
export type PointsLeft = { homeMean: number; awayMean: number; variance: number };

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf: accurate to 1.5e-7, plenty for prices in thousandths.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A normal variable made whole: P(X = k) is the normal mass within half a point of k. */
function discreteNormal(mean: number, variance: number): { value: number; probability: number }[] {
  const sd = Math.sqrt(Math.max(variance, 1e-9));
  const values = [];
  for (let k = Math.floor(mean - 7 * sd); k <= Math.ceil(mean + 7 * sd); k++) {
    const probability = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (probability > 1e-12) values.push({ value: k, probability });
  }
  return values;
}

/**
 * Basketball from a normal model of the points still to come: the final margin and total are each
 * normal around the current score plus what is expected, with the variance of the remaining possessions.
 * Markets that settle on the margin (moneyline, handicap) price from the margin's distribution and the
 * totals from the total's, each written as a score with the same difference or sum. A level score goes to
 * overtime, which the moneyline splits evenly; handicap and total prices leave overtime's few points out.
 */
export function basketballMarkets(score: Score, left: PointsLeft, margin: number): PricedMarket[] {
  const expectedMargin = score.home - score.away + left.homeMean - left.awayMean;
  const expectedTotal = score.home + score.away + left.homeMean + left.awayMean;
  const margins: ScoreChance[] = discreteNormal(expectedMargin, left.variance).map(
    ({ value, probability }) => ({
      score: { home: Math.max(value, 0), away: Math.max(-value, 0) },
      probability,
    }),
  );
  const totals: ScoreChance[] = discreteNormal(expectedTotal, left.variance).map(
    ({ value, probability }) => ({
      score: { home: Math.max(value, 0), away: 0 },
      probability,
    }),
  );
  const homeWins = margins.reduce((sum, c) => {
    const d = c.score.home - c.score.away;
    return sum + (d > 0 ? c.probability : d === 0 ? c.probability / 2 : 0);
  }, 0);
  const markets = [
    priceFair({ kind: 'match-result', scope: 'match' }, ['home', 'away'], [homeWins, 1 - homeWins], margin),
    ...handicapLines(expectedMargin, 2).map((line) =>
      priceMarket({ kind: 'handicap', scope: 'match', line }, HANDICAP_SELECTIONS, margins, margin),
    ),
    ...totalLines(expectedTotal, score.home + score.away, 4).map((line) =>
      priceMarket({ kind: 'total', scope: 'match', line }, TOTAL_SELECTIONS, totals, margin),
    ),
  ];
  return markets.filter((market): market is PricedMarket => market !== undefined);
}
