import { describe, expect, it } from 'vitest';
import { createMarketLabels, marketGroup, signedLine } from './market-labels.ts';

const messages: Record<string, string> = {
  'sportsbook.markets.total': 'Total {{line}}',
  'sportsbook.markets.handicap': 'Handicap {{signed}}',
  'sportsbook.markets.scoped': '{{market}} · {{scope}}',
  'sportsbook.markets.scope.firstHalf': '1st half',
  'sportsbook.markets.over': 'Over {{line}}',
  'sportsbook.markets.draw': 'Draw',
  'sportsbook.markets.doubleChanceOf.drawAway': 'Draw or {{away}}',
};
const labels = createMarketLabels((key) => messages[key]);
const sides = { home: 'Aldmoor', away: 'Bramford' };

describe('market labels', () => {
  it('names markets from their definition, with the scope when it is not the match', () => {
    expect(labels.market({ kind: 'total', scope: 'match', line: 2.5 })).toBe('Total 2.5');
    expect(labels.market({ kind: 'handicap', scope: 'first-half', line: -0.25 })).toBe(
      'Handicap −0.25 · 1st half',
    );
  });

  it('names selections after the teams and the line', () => {
    expect(labels.selection({ kind: 'match-result' }, 'draw', sides)).toBe('Draw');
    expect(labels.selection({ kind: 'match-result' }, 'away', sides)).toBe('Bramford');
    expect(labels.selection({ kind: 'double-chance' }, 'draw-away', sides)).toBe('Draw or Bramford');
    expect(labels.selection({ kind: 'total', line: 2.5 }, 'over', sides)).toBe('Over 2.5');
    expect(labels.selection({ kind: 'handicap', line: -0.75 }, 'away', sides)).toBe('Bramford +0.75');
    expect(labels.selection({ kind: 'correct-score' }, '2-1', sides)).toBe('2-1');
    // An outright's pick travels as the away side (its key is a team id).
    expect(
      labels.selection({ kind: 'outright' }, 'football-1-t3', { home: 'Cup', away: 'Marlow City' }),
    ).toBe('Marlow City');
    expect(labels.selection({ kind: 'outright' }, 'football-1-t3', { home: 'Cup', away: '' })).toBe(
      'football-1-t3',
    );
    expect(signedLine(0)).toBe('0');
  });

  it('groups markets by scope first, then kind', () => {
    expect(marketGroup({ kind: 'total', scope: 'first-half' })).toBe('first-half');
    expect(marketGroup({ kind: 'total', scope: 'match' })).toBe('totals');
    expect(marketGroup({ kind: 'double-chance', scope: 'match' })).toBe('main');
  });
});
