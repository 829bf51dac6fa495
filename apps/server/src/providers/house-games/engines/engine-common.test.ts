import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { checkRtp, checkStake, formatMultiplier, payout, ratio } from './engine-common.ts';

describe('multipliers and payouts', () => {
  it('keeps multipliers as reduced fractions', () => {
    expect(ratio(9900, 4950)).toEqual({ num: 2, den: 1 });
    expect(ratio(247_500, 240_000)).toEqual({ num: 33, den: 32 });
    expect(ratio(0, 7)).toEqual({ num: 0, den: 1 });
    expect(() => ratio(1, 0)).toThrow(RangeError);
    expect(() => ratio(0.5, 1)).toThrow(RangeError);
  });

  it('pays whole minor units, rounding down', () => {
    expect(payout(100, ratio(9900, 7))).toBe(141_428);
    expect(payout(333, ratio(1, 3))).toBe(111);
    expect(payout(1, ratio(99, 100))).toBe(0);
    // Exact beyond 2^53 intermediate products.
    expect(payout(9_000_000_000, ratio(1_000_003, 1_000_000))).toBe(9_000_027_000);
    expect(() => payout(-1, ratio(1, 1))).toThrow(RangeError);
  });

  it('shows multipliers truncated, never more than is paid', () => {
    expect(formatMultiplier(ratio(9900, 7))).toBe('1414.28×');
    expect(formatMultiplier(ratio(33, 32), 4)).toBe('1.0312×');
  });
});

describe('limits', () => {
  it('accepts RTPs from 90% to 99.99%', () => {
    expect(checkRtp(9600)).toBe(9600);
    expect(() => checkRtp(8999)).toThrow(RangeError);
    expect(() => checkRtp(10_000)).toThrow(RangeError);
  });

  it('answers a stake outside the limits as an invalid parameter', () => {
    const limits = { minStakeMinor: 10, maxStakeMinor: 1000 };
    expect(checkStake(10, limits)).toBe(10);
    expect(() => checkStake(9, limits)).toThrow(ApiError);
    expect(() => checkStake(1001, limits)).toThrow(ApiError);
    expect(() => checkStake(10.5, limits)).toThrow(ApiError);
  });
});
