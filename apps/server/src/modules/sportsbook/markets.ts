/**
 * What a market is, independent of its price: its kind, which score it settles on (scope) and its line.
 * One shape for every sport — a tennis set-betting market is a correct score on sets, a first-set winner
 * is a match result on the first set's games — so settlement has one rule per kind, not per sport.
 */

/**
 * The score a market settles on. `match`: goals, points, sets or maps of the whole match as the sport
 * counts it (ice hockey: regulation time); `first-half`: football's first half; `games`: tennis games over
 * the match; `set-1`: the first set (tennis games, volleyball points, esports rounds of map 1).
 */
export type ScoreScope = 'match' | 'first-half' | 'games' | 'set-1';

export type Market =
  /** Selections home, draw, away; a two-way (moneyline) market simply has no draw and pushes on one. */
  | { kind: 'match-result'; scope: ScoreScope }
  | { kind: 'double-chance'; scope: ScoreScope }
  /** Over/under the total; a line in quarters (2.25 is an Asian line settling on 2 and 2.5 halves). */
  | { kind: 'total'; scope: ScoreScope; line: number }
  /** Asian handicap: `line` is added to the home score (-0.75: home gives three quarters). */
  | { kind: 'handicap'; scope: ScoreScope; line: number }
  | { kind: 'both-score'; scope: ScoreScope }
  /** Scores from 0-0 to grid-grid by name; `other` is any score with a side past the grid. */
  | { kind: 'correct-score'; scope: ScoreScope; grid: number }
  /** A competition's winner; selections are team ids. */
  | { kind: 'outright'; competitionId: string };

export type MarketKind = Market['kind'];

export type Score = { readonly home: number; readonly away: number };

/** Selection keys of each market kind (correct score: `h-a` or `other`; outright: team ids). */
export const MATCH_RESULT_SELECTIONS = ['home', 'draw', 'away'] as const;
export const DOUBLE_CHANCE_SELECTIONS = ['home-draw', 'home-away', 'draw-away'] as const;
export const TOTAL_SELECTIONS = ['over', 'under'] as const;
export const HANDICAP_SELECTIONS = ['home', 'away'] as const;
export const BOTH_SCORE_SELECTIONS = ['yes', 'no'] as const;
export const OTHER_SCORE = 'other';

export function correctScoreSelections(grid: number): string[] {
  const keys: string[] = [];
  for (let home = 0; home <= grid; home++) {
    for (let away = 0; away <= grid; away++) keys.push(scoreKey({ home, away }));
  }
  keys.push(OTHER_SCORE);
  return keys;
}

export function scoreKey(score: Score): string {
  return `${score.home}-${score.away}`;
}

/** A stable text key of a market within its event, e.g. `total:match:2.5` (what bets and rows refer to). */
export function marketKey(market: Market): string {
  switch (market.kind) {
    case 'total':
    case 'handicap':
      return `${market.kind}:${market.scope}:${market.line}`;
    case 'correct-score':
      return `${market.kind}:${market.scope}:${market.grid}`;
    case 'outright':
      return `${market.kind}:${market.competitionId}`;
    default:
      return `${market.kind}:${market.scope}`;
  }
}

/** Lines are whole, half or quarter goals/points: quarter lines are what make a half win possible. */
export function isQuarterLine(line: number): boolean {
  return Number.isFinite(line) && Number.isInteger(line * 4);
}
