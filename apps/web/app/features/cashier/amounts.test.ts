import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { amountError, amountLimits, digitsOnly, initialAmount, presetAmounts } from './amounts.ts';

const method = { min: minorUnits(1_000), max: minorUnits(500_000), currency: 'USD' };

describe('amount limits', () => {
  it('turns the method range in cents into whole units', () => {
    expect(amountLimits(method)).toEqual({ min: 10, max: 5_000 });
    expect(amountLimits({ min: minorUnits(1_050), max: minorUnits(99_999), currency: 'EUR' })).toEqual({
      min: 11,
      max: 999,
    });
  });

  it("reads the range in the method's currency digits", () => {
    const usdt = { min: minorUnits(20_000_000), max: minorUnits(100_000_000_000), currency: 'USDT' };
    expect(amountLimits(usdt)).toEqual({ min: 20, max: 100_000 });
    expect(amountLimits(usdt, minorUnits(55_500_000))).toEqual({ min: 20, max: 55 });
    expect(presetAmounts([50_000_000, 10_500_000].map(minorUnits), { min: 20, max: 100 }, 'USDT')).toEqual([
      50,
    ]);
  });

  it('caps the maximum by the withdrawable balance', () => {
    expect(amountLimits(method, minorUnits(12_345))).toEqual({ min: 10, max: 123 });
    expect(amountLimits(method, minorUnits(0))).toEqual({ min: 10, max: 0 });
  });
});

describe('amount validation (shared sum validator)', () => {
  const limits = { min: 10, max: 5_000 };
  it('accepts whole amounts within the range', () => {
    expect(amountError('10', limits, 'USD')).toBeNull();
    expect(amountError('5000', limits, 'USD')).toBeNull();
  });

  it('answers the range in the currency outside it', () => {
    expect(amountError('9', limits, 'USD')).toEqual({
      key: 'validation.sumRange',
      params: { min: '$10', max: '$5,000' },
    });
  });

  it('refuses what is no whole amount', () => {
    for (const value of ['', '0', '012', '10.5', 'abc']) {
      expect(amountError(value, limits, 'USD')).toEqual({ key: 'validation.wrongField' });
    }
  });
});

describe('presets', () => {
  it('offers the presets that fit, in whole units, sorted and unique', () => {
    expect(
      presetAmounts(
        [25_000, 2_000, 500, 2_000, 1_000_000, 1_050].map(minorUnits),
        { min: 10, max: 5_000 },
        'USD',
      ),
    ).toEqual([20, 250]);
  });

  it('starts the form with the first preset that fits', () => {
    expect(initialAmount([5_000, 2_000].map(minorUnits), { min: 10, max: 5_000 }, 'USD')).toBe('20');
    expect(initialAmount([], { min: 10, max: 5_000 }, 'USD')).toBe('');
  });
});

describe('typing', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1,000 $')).toBe('1000');
  });
});
