import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount-format.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [100, '1'],
    [150, '1.50'],
    [123456789, '1,234,567.89'],
    [100000000, '1,000,000'],
    [-2505, '-25.05'],
    [7, '0.07'],
  ])('%i minor units → %s', (minor, text) => {
    expect(formatAmount(minor)).toBe(text);
  });

  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        const text = formatAmount(minor).replace(/,/g, '');
        expect(Math.round(Number(text) * 100)).toBe(minor);
      }),
    );
  });

  it('refuses fractional minor units', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });
});
