import { HANDICAP_SELECTIONS, type Score, TOTAL_SELECTIONS } from '../markets.ts';
import { handicapLines, totalLines } from './market-lines.ts';
import { type PricedMarket, priceMarket, type ScoreChance } from './price-market.ts';
import { matchOutcomes, type ServeStrength, type SetState } from './tennis-model.ts';

const SET_BETTING = ['2-0', '2-1', '1-2', '0-2'];

function chances(outcomes: { score: Score; probability: number }[]): ScoreChance[] {
  const merged = new Map<string, ScoreChance>();
  for (const { score, probability } of outcomes) {
    const key = `${score.home}-${score.away}`;
    const entry = merged.get(key);
    merged.set(key, { score, probability: (entry?.probability ?? 0) + probability });
  }
  return [...merged.values()];
}

/**
 * Tennis markets from the point model: match winner, set betting, total sets, first-set winner (while the
 * first set is on), and total games and games handicap over the match, at lines that follow the play.
 */
export function tennisMarkets(
  serve: ServeStrength,
  completed: readonly Score[],
  current: SetState,
  homeServedFirst: boolean,
  margin: number,
): PricedMarket[] {
  const outcomes = matchOutcomes(serve, completed, current, homeServedFirst);
  const sets = chances(outcomes.map((o) => ({ score: o.sets, probability: o.probability })));
  const games = chances(outcomes.map((o) => ({ score: o.games, probability: o.probability })));
  const expectedGames = games.reduce((sum, c) => sum + c.probability * (c.score.home + c.score.away), 0);
  const expectedMargin = games.reduce((sum, c) => sum + c.probability * (c.score.home - c.score.away), 0);
  const playedGames =
    completed.reduce((sum, s) => sum + s.home + s.away, 0) + current.games.home + current.games.away;
  const markets = [
    priceMarket({ kind: 'match-result', scope: 'match' }, ['home', 'away'], sets, margin),
    priceMarket({ kind: 'correct-score', scope: 'match', grid: 2 }, SET_BETTING, sets, margin),
    priceMarket({ kind: 'total', scope: 'match', line: 2.5 }, TOTAL_SELECTIONS, sets, margin),
    ...totalLines(expectedGames, playedGames).map((line) =>
      priceMarket({ kind: 'total', scope: 'games', line }, TOTAL_SELECTIONS, games, margin),
    ),
    ...handicapLines(expectedMargin, 1).map((line) =>
      priceMarket({ kind: 'handicap', scope: 'games', line }, HANDICAP_SELECTIONS, games, margin),
    ),
  ];
  if (completed.length === 0) {
    const firstSet = chances(outcomes.map((o) => ({ score: o.firstSet, probability: o.probability })));
    markets.push(priceMarket({ kind: 'match-result', scope: 'set-1' }, ['home', 'away'], firstSet, margin));
  }
  return markets.filter((market): market is PricedMarket => market !== undefined);
}
