import { describe, expect, it } from 'vitest';
import type { Market, Score } from './markets.ts';
import { type EventResult, type LegOutcome, settleSelection } from './settle-selection.ts';

const finished = (home: number, away: number, scope: 'match' | 'first-half' = 'match'): EventResult => ({
  status: 'finished',
  scores: { [scope]: { home, away } satisfies Score },
});

type Row = [market: Market, selection: string, score: [number, number], outcome: LegOutcome];

const rows: Row[] = [
  // match result (1X2) and a two-way market, which pushes on a draw it does not offer
  [{ kind: 'match-result', scope: 'match' }, 'home', [2, 1], 'win'],
  [{ kind: 'match-result', scope: 'match' }, 'draw', [2, 1], 'lose'],
  [{ kind: 'match-result', scope: 'match' }, 'away', [2, 1], 'lose'],
  [{ kind: 'match-result', scope: 'match' }, 'draw', [1, 1], 'win'],
  [{ kind: 'match-result', scope: 'match' }, 'home', [1, 1], 'lose'],
  [{ kind: 'match-result', scope: 'match' }, 'away', [0, 3], 'win'],
  // double chance
  [{ kind: 'double-chance', scope: 'match' }, 'home-draw', [1, 0], 'win'],
  [{ kind: 'double-chance', scope: 'match' }, 'home-draw', [0, 0], 'win'],
  [{ kind: 'double-chance', scope: 'match' }, 'home-draw', [0, 1], 'lose'],
  [{ kind: 'double-chance', scope: 'match' }, 'home-away', [0, 0], 'lose'],
  [{ kind: 'double-chance', scope: 'match' }, 'home-away', [0, 1], 'win'],
  [{ kind: 'double-chance', scope: 'match' }, 'draw-away', [2, 2], 'win'],
  [{ kind: 'double-chance', scope: 'match' }, 'draw-away', [2, 1], 'lose'],
  // totals: half line, whole line (push), quarter lines (half win, half lose)
  [{ kind: 'total', scope: 'match', line: 2.5 }, 'over', [2, 1], 'win'],
  [{ kind: 'total', scope: 'match', line: 2.5 }, 'under', [2, 1], 'lose'],
  [{ kind: 'total', scope: 'match', line: 2.5 }, 'under', [1, 1], 'win'],
  [{ kind: 'total', scope: 'match', line: 3 }, 'over', [2, 1], 'push'],
  [{ kind: 'total', scope: 'match', line: 3 }, 'under', [2, 1], 'push'],
  [{ kind: 'total', scope: 'match', line: 3 }, 'over', [2, 2], 'win'],
  [{ kind: 'total', scope: 'match', line: 2.25 }, 'over', [1, 1], 'half-lose'],
  [{ kind: 'total', scope: 'match', line: 2.25 }, 'under', [1, 1], 'half-win'],
  [{ kind: 'total', scope: 'match', line: 2.25 }, 'over', [2, 1], 'win'],
  [{ kind: 'total', scope: 'match', line: 2.75 }, 'over', [2, 1], 'half-win'],
  [{ kind: 'total', scope: 'match', line: 2.75 }, 'under', [2, 1], 'half-lose'],
  [{ kind: 'total', scope: 'match', line: 2.75 }, 'under', [1, 1], 'win'],
  // Asian handicap on home: half, whole, quarter lines, both sides
  [{ kind: 'handicap', scope: 'match', line: -0.5 }, 'home', [1, 0], 'win'],
  [{ kind: 'handicap', scope: 'match', line: -0.5 }, 'away', [1, 1], 'win'],
  [{ kind: 'handicap', scope: 'match', line: -1 }, 'home', [2, 1], 'push'],
  [{ kind: 'handicap', scope: 'match', line: -1 }, 'away', [2, 1], 'push'],
  [{ kind: 'handicap', scope: 'match', line: -1 }, 'home', [3, 1], 'win'],
  [{ kind: 'handicap', scope: 'match', line: 0 }, 'home', [1, 1], 'push'],
  [{ kind: 'handicap', scope: 'match', line: -0.25 }, 'home', [1, 1], 'half-lose'],
  [{ kind: 'handicap', scope: 'match', line: -0.25 }, 'away', [1, 1], 'half-win'],
  [{ kind: 'handicap', scope: 'match', line: -0.75 }, 'home', [2, 1], 'half-win'],
  [{ kind: 'handicap', scope: 'match', line: -0.75 }, 'away', [2, 1], 'half-lose'],
  [{ kind: 'handicap', scope: 'match', line: -0.75 }, 'home', [3, 1], 'win'],
  [{ kind: 'handicap', scope: 'match', line: 0.25 }, 'home', [0, 1], 'lose'],
  [{ kind: 'handicap', scope: 'match', line: 1.25 }, 'home', [0, 1], 'half-win'],
  [{ kind: 'handicap', scope: 'match', line: 1.25 }, 'away', [0, 1], 'half-lose'],
  [{ kind: 'handicap', scope: 'match', line: -5.5 }, 'home', [101, 96], 'lose'],
  // both teams to score
  [{ kind: 'both-score', scope: 'match' }, 'yes', [1, 1], 'win'],
  [{ kind: 'both-score', scope: 'match' }, 'yes', [2, 0], 'lose'],
  [{ kind: 'both-score', scope: 'match' }, 'no', [2, 0], 'win'],
  [{ kind: 'both-score', scope: 'match' }, 'no', [0, 0], 'win'],
  [{ kind: 'both-score', scope: 'match' }, 'no', [3, 2], 'lose'],
  // correct score within the grid and past it
  [{ kind: 'correct-score', scope: 'match', grid: 4 }, '2-1', [2, 1], 'win'],
  [{ kind: 'correct-score', scope: 'match', grid: 4 }, '1-2', [2, 1], 'lose'],
  [{ kind: 'correct-score', scope: 'match', grid: 4 }, 'other', [2, 1], 'lose'],
  [{ kind: 'correct-score', scope: 'match', grid: 4 }, 'other', [5, 0], 'win'],
  [{ kind: 'correct-score', scope: 'match', grid: 4 }, '4-4', [5, 0], 'lose'],
];

describe('settling a selection (every market kind × result)', () => {
  it.each(rows)('%j %s at %j → %s', (market, selection, [home, away], outcome) => {
    expect(settleSelection(market, selection, finished(home, away))).toBe(outcome);
  });

  it('settles first-half and first-set markets on their own scope, not the full score', () => {
    const result: EventResult = {
      status: 'finished',
      scores: {
        match: { home: 1, away: 2 },
        'first-half': { home: 1, away: 0 },
        'set-1': { home: 7, away: 6 },
      },
    };
    expect(settleSelection({ kind: 'match-result', scope: 'first-half' }, 'home', result)).toBe('win');
    expect(settleSelection({ kind: 'match-result', scope: 'match' }, 'home', result)).toBe('lose');
    expect(settleSelection({ kind: 'total', scope: 'set-1', line: 12.5 }, 'over', result)).toBe('win');
  });

  it('voids every market of a void event, and a market whose score never came', () => {
    const markets: Market[] = [
      { kind: 'match-result', scope: 'match' },
      { kind: 'total', scope: 'match', line: 2.25 },
      { kind: 'correct-score', scope: 'match', grid: 4 },
      { kind: 'outright', competitionId: 'c1' },
    ];
    for (const market of markets) {
      expect(settleSelection(market, market.kind === 'total' ? 'over' : 'home', { status: 'void' })).toBe(
        'void',
      );
    }
    expect(settleSelection({ kind: 'match-result', scope: 'first-half' }, 'home', finished(1, 0))).toBe(
      'void',
    );
  });

  it('settles outrights on the competition winner, voids them without one', () => {
    const market: Market = { kind: 'outright', competitionId: 'league-1' };
    const result: EventResult = { status: 'finished', scores: {}, winnerId: 'team-7' };
    expect(settleSelection(market, 'team-7', result)).toBe('win');
    expect(settleSelection(market, 'team-3', result)).toBe('lose');
    expect(settleSelection(market, 'team-7', { status: 'finished', scores: {} })).toBe('void');
  });

  it('refuses a selection the market does not have and a line that is not in quarters', () => {
    expect(() => settleSelection({ kind: 'match-result', scope: 'match' }, 'over', finished(1, 0))).toThrow(
      RangeError,
    );
    expect(() =>
      settleSelection({ kind: 'correct-score', scope: 'match', grid: 4 }, '5-0', finished(5, 0)),
    ).toThrow(RangeError);
    expect(() =>
      settleSelection({ kind: 'total', scope: 'match', line: 2.2 }, 'over', finished(5, 0)),
    ).toThrow(RangeError);
  });
});
