import { describe, expect, it } from 'vitest';
import { impliedProbability } from '../odds.ts';
import { settleSelection } from '../settle-selection.ts';
import { buildCatalogue } from './catalogue.ts';
import { DAY_MS, fixturesBetween, fixturesOfDay } from './fixtures.ts';
import { playMatch } from './play-match.ts';
import { SPORTS } from './sports.ts';

const SEED = 'all-sports';
const catalogue = buildCatalogue(SEED);
const MARGIN = 0.06;

describe.each(SPORTS)('a simulated %s match', (sport) => {
  const fixtures = fixturesOfDay(SEED, catalogue, sport, 20_100).slice(0, 3);

  it('is the same for the same seed, ends, and its result agrees with the final view', () => {
    for (const fixture of fixtures) {
      const match = playMatch(fixture, SEED);
      expect(playMatch(fixture, SEED).events).toEqual(match.events);
      expect(match.viewAt(-1).phase).toBe('not-started');
      expect(match.viewAt(1_000).phase).not.toBe('ended');
      const end = match.viewAt(match.durationMs);
      expect(end.phase).toBe('ended');
      expect(match.result.status === 'finished' && match.result.scores.match).toEqual(end.score);
      expect(match.marketsAt(match.durationMs, MARGIN)).toEqual([]);
    }
  });

  it('prices every market to 1 + margin within rounding, pre-match and half-way, and settles each', () => {
    for (const fixture of fixtures) {
      const match = playMatch(fixture, SEED);
      for (const at of [-60_000, Math.floor(match.durationMs / 2)]) {
        const markets = match.marketsAt(at, MARGIN);
        expect(markets.length).toBeGreaterThan(3);
        for (const market of markets) {
          const sum = market.selections.reduce((total, s) => total + impliedProbability(s.odds), 0);
          // A correct score leaves out its long shots, so only the complete markets must add up.
          if (!market.key.startsWith('correct-score')) {
            expect(sum).toBeGreaterThan(1 + MARGIN - 1e-9);
            expect(sum).toBeLessThan(1 + MARGIN + 0.01);
          }
          for (const selection of market.selections) {
            expect(settleSelection(market.market, selection.key, match.result)).not.toBe('void');
          }
        }
      }
    }
  });
});

describe('the whole feed', () => {
  it('always has several events live', () => {
    const start = 20_200 * DAY_MS;
    const fixtures = fixturesBetween(SEED, catalogue, start - DAY_MS, start + DAY_MS);
    const matches = fixtures.map((fixture) => ({ fixture, durationMs: playMatch(fixture, SEED).durationMs }));
    for (let at = start; at < start + DAY_MS; at += 37 * 60_000) {
      const live = matches.filter((m) => at >= m.fixture.startsAt && at < m.fixture.startsAt + m.durationMs);
      expect(live.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('a basketball match', () => {
  it('scores like a professional game, and its pre-match total line sits where the matches end', () => {
    const fixtures = fixturesOfDay(SEED, catalogue, 'basketball', 20_100);
    const totals = fixtures.map((fixture) => {
      const final = playMatch(fixture, SEED).viewAt(Number.MAX_SAFE_INTEGER).score;
      return final.home + final.away;
    });
    const mean = totals.reduce((sum, total) => sum + total, 0) / totals.length;
    // 100 possessions a side, half of them scoring 2.22 points: about 222 in regulation.
    expect(mean).toBeGreaterThan(200);
    expect(mean).toBeLessThan(250);
    const lines = playMatch(fixtures[0]!, SEED)
      .marketsAt(-60_000, MARGIN)
      .filter((market) => market.market.kind === 'total')
      .map((market) => (market.market as { line: number }).line);
    expect(Math.min(...lines)).toBeGreaterThan(180);
    expect(Math.max(...lines)).toBeLessThan(270);
  });
});
