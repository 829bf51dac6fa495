import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impliedProbability } from '../odds.ts';
import { goalMarkets } from '../pricing/goal-markets.ts';
import { buildCatalogue } from './catalogue.ts';
import { fixturesOfDay } from './fixtures.ts';
import { FOOTBALL, ICE_HOCKEY, playGoalMatch } from './goal-match.ts';

const SEED = 'goal-test';
const catalogue = buildCatalogue(SEED);
const football = fixturesOfDay(SEED, catalogue, 'football', 20_000);
const hockey = fixturesOfDay(SEED, catalogue, 'ice-hockey', 20_000);
const MARGIN = 0.05;

describe('a simulated football match', () => {
  it('is the same match for the same seed', () => {
    const fixture = football[0]!;
    expect(playGoalMatch(FOOTBALL, fixture, SEED).events).toEqual(
      playGoalMatch(FOOTBALL, fixture, SEED).events,
    );
  });

  it('goes live at kick-off, breaks at half-time, ends with the result it settles on', () => {
    for (const fixture of football) {
      const match = playGoalMatch(FOOTBALL, fixture, SEED);
      expect(match.viewAt(-1).phase).toBe('not-started');
      expect(match.viewAt(0).phase).toBe('live');
      expect(match.viewAt(46 * 60_000).phase).toBe('interval');
      expect(match.viewAt(61 * 60_000)).toMatchObject({ phase: 'live', period: 2 });
      const end = match.viewAt(match.durationMs);
      expect(end.phase).toBe('ended');
      const goals = match.events.length;
      expect(end.score.home + end.score.away).toBe(goals);
      expect(match.result).toEqual({
        status: 'finished',
        scores: { match: end.score, 'first-half': end.periods[0] ?? { home: 0, away: 0 } },
      });
      expect(match.marketsAt(match.durationMs, MARGIN)).toEqual([]);
    }
  });

  it('scores about as many goals as the model expects', () => {
    const matches = Array.from({ length: 10 }, (_, day) =>
      fixturesOfDay(SEED, catalogue, 'football', 20_000 + day),
    )
      .flat()
      .map((fixture) => playGoalMatch(FOOTBALL, fixture, SEED));
    const perMatch = matches.reduce((sum, match) => sum + match.events.length, 0) / matches.length;
    expect(perMatch).toBeGreaterThan(2.2);
    expect(perMatch).toBeLessThan(3.6);
  });

  it('offers every football market pre-match, each summing to 1 + margin within rounding', () => {
    const markets = playGoalMatch(FOOTBALL, football[0]!, SEED).marketsAt(-60_000, MARGIN);
    const kinds = new Set(markets.map((market) => market.key.split(':').slice(0, 2).join(':')));
    for (const kind of [
      'match-result:match',
      'double-chance:match',
      'total:match',
      'handicap:match',
      'both-score:match',
      'correct-score:match',
      'match-result:first-half',
      'total:first-half',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(markets.some((market) => market.key.endsWith('.25') || market.key.endsWith('.75'))).toBe(true);
    for (const market of markets) {
      if (market.key.startsWith('correct-score')) continue; // long shots left out
      const sum = market.selections.reduce(
        (total, selection) => total + impliedProbability(selection.odds),
        0,
      );
      expect(sum).toBeGreaterThan(1 + MARGIN - 1e-9);
      expect(sum).toBeLessThan(1 + MARGIN + 0.01);
    }
  });

  it('drops the first-half markets after half-time and suspends around goals', () => {
    const match = playGoalMatch(
      FOOTBALL,
      football.find((f) => playGoalMatch(FOOTBALL, f, SEED).events.length > 0)!,
      SEED,
    );
    expect(match.marketsAt(70 * 60_000, MARGIN).some((market) => market.key.includes('first-half'))).toBe(
      false,
    );
    const goal = match.events[0]!;
    expect(match.viewAt(goal.atMs).suspended).toBe(true);
    expect(match.viewAt(goal.atMs + 5_000).suspended).toBe(true);
  });

  it('plays ice hockey in three periods, settled on regulation time', () => {
    const match = playGoalMatch(ICE_HOCKEY, hockey[0]!, SEED);
    expect(match.viewAt(25 * 60_000).phase).toBe('interval');
    expect(match.viewAt(40 * 60_000)).toMatchObject({ phase: 'live', period: 2 });
    expect(match.durationMs).toBe(90 * 60_000);
    expect(Object.keys(match.result.status === 'finished' ? match.result.scores : {})).toEqual(['match']);
  });
});

const priceOf = (markets: ReturnType<typeof goalMarkets>, key: string, selection: string) =>
  markets.find((market) => market.key === key)?.selections.find((s) => s.key === selection)?.odds;

describe('live goal prices (properties)', () => {
  it("a goal shortens the scorer's match price and lengthens the other's", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 3, noNaN: true }),
        fc.double({ min: 0.05, max: 3, noNaN: true }),
        fc.nat(3),
        fc.nat(3),
        (homeMean, awayMean, home, away) => {
          const before = goalMarkets({ score: { home, away }, homeMean, awayMean }, undefined, 4, MARGIN);
          const after = goalMarkets(
            { score: { home: home + 1, away }, homeMean, awayMean },
            undefined,
            4,
            MARGIN,
          );
          const homeBefore = priceOf(before, 'match-result:match', 'home');
          const homeAfter = priceOf(after, 'match-result:match', 'home');
          const awayBefore = priceOf(before, 'match-result:match', 'away');
          const awayAfter = priceOf(after, 'match-result:match', 'away');
          if (homeBefore && homeAfter) expect(homeAfter).toBeLessThanOrEqual(homeBefore);
          if (awayBefore && awayAfter) expect(awayAfter).toBeGreaterThanOrEqual(awayBefore);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("time running out shortens the leader's price", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        (mean, left) => {
          const early = goalMarkets(
            { score: { home: 1, away: 0 }, homeMean: mean, awayMean: mean },
            undefined,
            4,
            MARGIN,
          );
          const late = goalMarkets(
            { score: { home: 1, away: 0 }, homeMean: mean * left, awayMean: mean * left },
            undefined,
            4,
            MARGIN,
          );
          const before = priceOf(early, 'match-result:match', 'home');
          const after = priceOf(late, 'match-result:match', 'home');
          if (before && after) expect(after).toBeLessThanOrEqual(before);
        },
      ),
      { numRuns: 100 },
    );
  });
});
