import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  hundredthsIn,
  MAX_HUNDREDTHS,
  MAX_MINOR_UNITS,
  MINOR_PER_MAJOR,
  minorUnits,
  toMajor,
  toMinor,
} from './minor-units.ts';

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
        expect(toMinor(formatAmount(minor).replace(/,/g, ''))).toBe(minor);
      }),
    );
  });

  it('refuses fractional minor units', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('converts typed and configured amounts to minor units, to the cent', () => {
    expect(toMinor('250')).toBe(25_000);
    expect(toMinor(' 12 ')).toBe(1_200);
    expect(toMinor(1.15)).toBe(115);
    expect(toMinor(-0.07)).toBe(-7);
    expect(toMajor(minorUnits(1_050))).toBe(10.5);
    expect(MINOR_PER_MAJOR).toBe(100);
  });

  it('round-trips every amount between the units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MINOR_UNITS, max: MAX_MINOR_UNITS }), (minor) => {
        expect(toMinor(toMajor(minor))).toBe(minor);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (major) => {
        expect(toMajor(toMinor(major))).toBe(major);
      }),
    );
  });

  it('refuses what is no whole amount of minor units, or too large to stay exact', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }).filter((value) => !Number.isInteger(value)),
        (value) => {
          expect(() => minorUnits(value)).toThrow(RangeError);
        },
      ),
    );
    for (const value of [MAX_MINOR_UNITS + 1, -MAX_MINOR_UNITS - 1, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => minorUnits(value)).toThrow(RangeError);
      expect(() => toMajor(value)).toThrow(RangeError);
    }
    expect(minorUnits(MAX_MINOR_UNITS)).toBe(MAX_MINOR_UNITS);
  });

  it('refuses text that is no amount', () => {
    for (const text of ['', '  ', 'abc', '1e400', 'NaN']) expect(() => toMinor(text)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('hundredthsIn', () => {
  it('is one unit of every currency for 1.00, whatever its digits', () => {
    expect(hundredthsIn(100, 'USD')).toBe(100);
    expect(hundredthsIn(100, 'BRL')).toBe(100);
    expect(hundredthsIn(100, 'USDT')).toBe(1_000_000);
    expect(toMajor(hundredthsIn(2_000, 'USDT'), 'USDT')).toBe(20);
    // Play money keeps two digits.
    expect(hundredthsIn(150, 'FUN')).toBe(150);
  });

  it('keeps the largest setting an exact amount in every currency', () => {
    expect(hundredthsIn(MAX_HUNDREDTHS, 'USDT')).toBeLessThanOrEqual(MAX_MINOR_UNITS);
    expect(() => hundredthsIn(MAX_HUNDREDTHS + 1, 'USDT')).toThrow(RangeError);
  });
});
