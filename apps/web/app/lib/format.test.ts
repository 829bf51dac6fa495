import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoney, formatTime } from './format.ts';

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

describe('formatMoney', () => {
  it('puts the dollar sign after the minus', () => {
    expect(formatMoney(-150)).toBe('-$1.50');
    expect(formatMoney(50000)).toBe('$500');
  });
});

describe('dates', () => {
  it('formats as dd.mm.yyyy and H:mm', () => {
    expect(formatDate('2026-03-05T07:04:00Z')).toBe('05.03.2026');
    expect(formatTime('2026-03-05T07:04:00Z')).toBe('7:04');
    expect(formatDateTime('2026-12-31T23:59:00Z')).toBe('31.12.2026 23:59');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', 'Europe/Berlin')).toBe('01.01.2027 0:30');
  });
});
