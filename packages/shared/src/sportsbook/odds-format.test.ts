import { describe, expect, it } from 'vitest';
import { combinedOdds, formatOdds } from './odds-format.ts';

describe('odds formats', () => {
  it('shows decimal odds with two places, never rounding up', () => {
    expect(formatOdds(1_850, 'decimal')).toBe('1.85');
    expect(formatOdds(1_859, 'decimal')).toBe('1.85');
    expect(formatOdds(12_000, 'decimal')).toBe('12.00');
  });

  it('shows fractional odds as the closest readable fraction', () => {
    expect(formatOdds(1_850, 'fractional')).toBe('17/20');
    expect(formatOdds(3_500, 'fractional')).toBe('5/2');
    expect(formatOdds(2_000, 'fractional')).toBe('1/1');
    expect(formatOdds(1_333, 'fractional')).toBe('1/3');
    expect(formatOdds(11_000, 'fractional')).toBe('10/1');
  });

  it('shows American odds: + for underdogs, − for favourites', () => {
    expect(formatOdds(2_500, 'american')).toBe('+150');
    expect(formatOdds(2_000, 'american')).toBe('+100');
    expect(formatOdds(1_500, 'american')).toBe('-200');
    expect(formatOdds(1_909, 'american')).toBe('-110');
  });

  it('combines odds exactly, rounding down once', () => {
    expect(combinedOdds([1_555, 1_555])).toBe(2_418);
    expect(combinedOdds([2_000, 3_000, 1_500])).toBe(9_000);
  });
});
