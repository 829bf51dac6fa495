import { HANDICAP_SELECTIONS, type Score, TOTAL_SELECTIONS } from '../markets.ts';
import { type PricedMarket, priceFair, priceMarket } from './price-market.ts';
import { type RaceFormat, raceMatchOutcomes, winsRace } from './race-model.ts';

/**
 * Volleyball and esports markets from one rally (round) probability: match winner, set (map) betting,
 * total sets and set handicap from the exact best-of distribution, and the first set's winner while it is
 * being played. A Trixie-style set-betting selection is the correct score on sets.
 */
export function setSportMarkets(
  format: RaceFormat,
  p: number,
  sets: Score,
  points: Score,
  margin: number,
): PricedMarket[] {
  const outcomes = raceMatchOutcomes(format, p, sets, points);
  const n = format.setsToWin;
  const setBetting: string[] = [];
  for (let lost = 0; lost < n; lost++) setBetting.push(`${n}-${lost}`);
  for (let lost = n - 1; lost >= 0; lost--) setBetting.push(`${lost}-${n}`);
  const maxSets = 2 * n - 1;
  const totalLines = [];
  for (let line = n + 0.5; line < maxSets; line++) totalLines.push(line);
  const handicapLines = [];
  for (let line = 1.5; line < n; line++) handicapLines.push(-line, line);
  const markets = [
    priceMarket({ kind: 'match-result', scope: 'match' }, ['home', 'away'], outcomes, margin),
    priceMarket({ kind: 'correct-score', scope: 'match', grid: n }, setBetting, outcomes, margin),
    ...totalLines.map((line) =>
      priceMarket({ kind: 'total', scope: 'match', line }, TOTAL_SELECTIONS, outcomes, margin),
    ),
    ...handicapLines.map((line) =>
      priceMarket({ kind: 'handicap', scope: 'match', line }, HANDICAP_SELECTIONS, outcomes, margin),
    ),
  ];
  if (sets.home + sets.away === 0) {
    const first = winsRace(p, points.home, points.away, format.target(0));
    markets.push(
      priceFair({ kind: 'match-result', scope: 'set-1' }, ['home', 'away'], [first, 1 - first], margin),
    );
  }
  return markets.filter((market): market is PricedMarket => market !== undefined);
}
