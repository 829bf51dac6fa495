import type { Score } from '../markets.ts';
import type { ScoreChance } from './price-market.ts';

/**
 * P(winning a race to `target` points, win by two) from `won`–`lost` when each point is won with
 * probability p: a tennis game (to 4), a volleyball set (to 25, the fifth to 15), an esports map (to 13,
 * overtime as win-by-two). From level at target − 1 or later it is the deuce formula.
 */
export function winsRace(p: number, won: number, lost: number, target: number): number {
  const memo = new Map<number, number>();
  const from = (a: number, b: number): number => {
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    if (a >= target - 1 && b >= target - 1) {
      const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
      if (a === b) return deuce;
      return a > b ? p + (1 - p) * deuce : p * deuce;
    }
    // Memoised: the plain recursion would walk every rally order of a 25-point set.
    const key = a * 1000 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * from(a + 1, b) + (1 - p) * from(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return from(won, lost);
}

/** A best-of match of races: sets (maps) to win, and each set's target by its 0-based index. */
export type RaceFormat = { readonly setsToWin: number; target(setIndex: number): number };

/**
 * The final set score of a best-of match from where it stands (sets won, points of the set being
 * played), each with its probability.
 */
export function raceMatchOutcomes(format: RaceFormat, p: number, sets: Score, points: Score): ScoreChance[] {
  const outcomes: ScoreChance[] = [];
  const walk = (home: number, away: number, current: Score, probability: number) => {
    if (home === format.setsToWin || away === format.setsToWin) {
      outcomes.push({ score: { home, away }, probability });
      return;
    }
    const win = winsRace(p, current.home, current.away, format.target(home + away));
    const fresh = { home: 0, away: 0 };
    walk(home + 1, away, fresh, probability * win);
    walk(home, away + 1, fresh, probability * (1 - win));
  };
  walk(sets.home, sets.away, points, 1);
  return outcomes.filter((outcome) => outcome.probability > 0);
}
