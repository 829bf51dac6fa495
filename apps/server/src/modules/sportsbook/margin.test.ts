import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin } from './margin.ts';
import { impliedProbability, MAX_ODDS, oddsFromProbability } from './odds.ts';

const fairProbabilities = fc
  .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 })
  .map((weights) => {
    const total = weights.reduce((sum, w) => sum + w, 0);
    return weights.map((w) => w / total);
  });

describe('margin (power method)', () => {
  it('makes the probabilities sum to 1 + margin and keeps their order', () => {
    fc.assert(
      fc.property(fairProbabilities, fc.double({ min: 0, max: 0.3, noNaN: true }), (fair, margin) => {
        const adjusted = applyMargin(fair, margin);
        expect(adjusted.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1 + margin, 9);
        for (let i = 0; i < fair.length; i++) {
          expect(adjusted[i]!).toBeGreaterThanOrEqual(fair[i]! - 1e-12);
          expect(adjusted[i]!).toBeLessThanOrEqual(1);
          for (let j = 0; j < fair.length; j++) {
            if (fair[i]! < fair[j]!) expect(adjusted[i]!).toBeLessThanOrEqual(adjusted[j]!);
          }
        }
      }),
    );
  });

  it('gives prices whose implied probabilities sum to 1 + margin within the rounding to thousandths', () => {
    fc.assert(
      fc.property(fairProbabilities, fc.double({ min: 0.02, max: 0.15, noNaN: true }), (fair, margin) => {
        const prices = applyMargin(fair, margin).map(oddsFromProbability);
        if (prices.some((price) => price === undefined)) return; // priced past MAX_ODDS: not offered
        const implied = prices.reduce((sum, price) => sum + impliedProbability(price!), 0);
        expect(implied).toBeGreaterThanOrEqual(1 + margin - 1e-9);
        // Rounding each price down by under 0.001 adds under 0.001 / odds² to its probability.
        const slack = prices.reduce((sum, price) => sum + 1000 / price! ** 2, 0);
        expect(implied).toBeLessThanOrEqual(1 + margin + slack);
      }),
    );
  });

  it('loads the long shot more than the favourite (relative to its fair probability)', () => {
    const [favourite, outsider] = applyMargin([0.8, 0.2], 0.05) as [number, number];
    expect(outsider / 0.2).toBeGreaterThan(favourite / 0.8);
  });

  it('refuses probabilities that do not sum to 1 and a margin out of range', () => {
    expect(() => applyMargin([0.5, 0.4], 0.05)).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.5], -0.01)).toThrow(RangeError);
  });

  it('prices a probability down to the thousandth and leaves out what is past the longest price', () => {
    expect(oddsFromProbability(0.5)).toBe(2_000);
    expect(oddsFromProbability(0.3)).toBe(3_333);
    expect(oddsFromProbability(1)).toBeUndefined();
    expect(oddsFromProbability(1000 / MAX_ODDS / 2)).toBeUndefined();
  });
});
