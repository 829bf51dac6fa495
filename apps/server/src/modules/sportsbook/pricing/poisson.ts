import type { Score } from '../markets.ts';
import type { ScoreChance } from './price-market.ts';

/** P(N = k) for k = 0..max of a Poisson variable with mean `mean`. */
export function poissonProbabilities(mean: number, max: number): number[] {
  const probabilities = [Math.exp(-mean)];
  for (let k = 1; k <= max; k++) probabilities.push((probabilities[k - 1]! * mean) / k);
  return probabilities;
}

/**
 * The final score when each side's goals still to come are independent Poisson (the Maher model): the
 * current score plus up to `extra` more goals a side, the truncated tail spread back proportionally.
 */
export function poissonScores(current: Score, homeMean: number, awayMean: number, extra = 12): ScoreChance[] {
  const home = poissonProbabilities(homeMean, extra);
  const away = poissonProbabilities(awayMean, extra);
  const chances: ScoreChance[] = [];
  let total = 0;
  for (let h = 0; h <= extra; h++) {
    for (let a = 0; a <= extra; a++) {
      const probability = home[h]! * away[a]!;
      if (probability < 1e-12) continue;
      total += probability;
      chances.push({ score: { home: current.home + h, away: current.away + a }, probability });
    }
  }
  return chances.map((chance) => ({ ...chance, probability: chance.probability / total }));
}
