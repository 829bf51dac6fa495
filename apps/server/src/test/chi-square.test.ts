import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquareTail } from './chi-square.ts';

describe('chiSquareTail', () => {
  it('matches reference upper-tail probabilities (scipy.stats.chi2.sf)', () => {
    expect(chiSquareTail(6.635, 1)).toBeCloseTo(0.009999419574042536, 9);
    expect(chiSquareTail(134.642, 99)).toBeCloseTo(0.009999407609319291, 9);
    expect(chiSquareTail(30, 24)).toBeCloseTo(0.18475179902393143, 9);
    expect(chiSquareTail(3, 10)).toBeCloseTo(0.9814240637778593, 9);
  });
});

describe('chiSquare', () => {
  it('scales probabilities to the observed total', () => {
    const result = chiSquare([30, 10], [0.5, 0.5]);
    expect(result.statistic).toBe(10);
    expect(result.df).toBe(1);
    expect(result.pValue).toBeLessThan(0.01);
  });

  it('refuses buckets expecting fewer than five', () => {
    expect(() => chiSquare([3, 5], [1, 1])).toThrow(/merge buckets/);
  });
});
