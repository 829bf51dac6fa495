import { describe, expect, it } from 'vitest';
import { impliedProbability } from '../odds.ts';
import { matchOutcomes, serverWinsGame } from '../pricing/tennis-model.ts';
import { buildCatalogue } from './catalogue.ts';
import { fixturesOfDay } from './fixtures.ts';
import { playTennisMatch } from './tennis-match.ts';

const SEED = 'tennis-test';
const catalogue = buildCatalogue(SEED);
const fixtures = fixturesOfDay(SEED, catalogue, 'tennis', 20_000);
const MARGIN = 0.05;

describe('the tennis model', () => {
  it('gives the textbook game probabilities', () => {
    expect(serverWinsGame(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    expect(serverWinsGame(0.6, 0, 0)).toBeCloseTo(0.7357, 4);
    expect(serverWinsGame(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12);
  });

  it('ends every match in a best-of-three score, the chances summing to 1', () => {
    const outcomes = matchOutcomes(
      { home: 0.65, away: 0.6 },
      [],
      { games: { home: 0, away: 0 }, points: { home: 0, away: 0 }, homeServes: true },
      true,
    );
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 10);
    for (const o of outcomes) expect(['2-0', '2-1', '1-2', '0-2']).toContain(`${o.sets.home}-${o.sets.away}`);
    const homeWins = outcomes.filter((o) => o.sets.home === 2).reduce((sum, o) => sum + o.probability, 0);
    expect(homeWins).toBeGreaterThan(0.6);
  });
});

describe('a simulated tennis match', () => {
  it('plays to two sets, its result agreeing with the last view', () => {
    for (const fixture of fixtures.slice(0, 6)) {
      const match = playTennisMatch(fixture, SEED);
      expect(playTennisMatch(fixture, SEED).events).toEqual(match.events);
      const end = match.viewAt(match.durationMs);
      expect(end.phase).toBe('ended');
      expect(Math.max(end.score.home, end.score.away)).toBe(2);
      expect(match.result).toMatchObject({
        status: 'finished',
        scores: { match: end.score, 'set-1': end.periods[0] },
      });
      expect(match.durationMs).toBeGreaterThan(40 * 60_000);
      expect(match.viewAt(60_000).detail).toMatch(/^\*?[0-9A]+-[0-9A]+\*?$/);
    }
  });

  it('offers match, set, first-set and games markets that sum to 1 + margin within rounding', () => {
    const markets = playTennisMatch(fixtures[0]!, SEED).marketsAt(-1, MARGIN);
    const keys = markets.map((market) => market.key);
    expect(keys).toContain('match-result:match');
    expect(keys).toContain('correct-score:match:2');
    expect(keys).toContain('match-result:set-1');
    expect(keys.some((key) => key.startsWith('total:games:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('handicap:games:'))).toBe(true);
    for (const market of markets) {
      const sum = market.selections.reduce((total, s) => total + impliedProbability(s.odds), 0);
      expect(sum).toBeGreaterThan(1 + MARGIN - 1e-9);
      expect(sum).toBeLessThan(1 + MARGIN + 0.01);
    }
  });

  it('shortens the price of whoever wins the first set', () => {
    const match = playTennisMatch(fixtures[1]!, SEED);
    const firstSetEnd = match.events.find((_, i) => {
      const view = match.viewAt(match.events[i]!.atMs);
      return view.periods.length === 2 && match.viewAt(match.events[i]!.atMs - 1).periods.length === 1;
    })!;
    const winner = match.viewAt(firstSetEnd.atMs).score.home === 1 ? 'home' : 'away';
    const price = (at: number) =>
      match
        .marketsAt(at, MARGIN)
        .find((m) => m.key === 'match-result:match')
        ?.selections.find((s) => s.key === winner)?.odds ?? 1001;
    expect(price(firstSetEnd.atMs)).toBeLessThan(price(-1));
  });
});
