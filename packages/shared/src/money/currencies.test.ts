import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyOf, isCurrencyCode, minorPerMajorOf } from './currencies.ts';
import { formatMoney } from './format-money.ts';
import { formatAmount, MAX_MINOR_UNITS, toMajor, toMinor } from './minor-units.ts';

describe('currency registry', () => {
  it('knows the platform currencies and their minor digits', () => {
    expect(CURRENCY_CODES).toEqual(['USD', 'EUR', 'BRL', 'USDT']);
    expect(minorPerMajorOf('USD')).toBe(100);
    expect(minorPerMajorOf('BRL')).toBe(100);
    expect(minorPerMajorOf('USDT')).toBe(1_000_000);
    expect(currencyOf('EUR').symbol).toBe('€');
  });

  it('refuses a code it does not know instead of guessing', () => {
    for (const code of ['GBP', 'usd', '', 'toString', '__proto__']) {
      expect(isCurrencyCode(code)).toBe(false);
      expect(() => currencyOf(code)).toThrow(RangeError);
    }
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});

describe('amounts in a currency', () => {
  it('converts typed amounts with the currency digits', () => {
    expect(toMinor('25', 'EUR')).toBe(2_500);
    expect(toMinor('25', 'USDT')).toBe(25_000_000);
    expect(toMinor('0.000125', 'USDT')).toBe(125);
    expect(toMajor(1_500_000, 'USDT')).toBe(1.5);
    expect(toMinor('1.15', 'BRL')).toBe(115);
  });

  it.each([
    [1_000, 'USD', '$10'],
    [1_050, 'EUR', '€10.50'],
    [-2_505, 'BRL', '-R$25.05'],
    [123_456_789, 'USD', '$1,234,567.89'],
    [25_000_000, 'USDT', '25 USDT'],
    [1_500_000, 'USDT', '1.50 USDT'],
    [125, 'USDT', '0.000125 USDT'],
    [1_234_567_891_234, 'USDT', '1,234,567.891234 USDT'],
  ])('%i minor units of %s read %s', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
  });

  it('round-trips every amount of every currency through its text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.integer({ min: -MAX_MINOR_UNITS, max: MAX_MINOR_UNITS }),
        (currency, minor) => {
          expect(toMinor(formatAmount(minor, currency).replace(/,/g, ''), currency)).toBe(minor);
          expect(toMinor(toMajor(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });

  it('never formats an unknown currency', () => {
    expect(() => formatMoney(100, 'GBP')).toThrow(RangeError);
  });
});
