import { describe, expect, it } from 'vitest';
import { cashbackAmount, lastFinishedPeriod, periodAt } from './cashback-rules.ts';

const weekly = { period_anchor: new Date('2026-01-05T00:00:00Z'), period_hours: 168 };
const usd = { min: 100, max: 50_000 };

describe('cashbackAmount', () => {
  it.each([
    { case: 'a share of the losses, rounded down to a cent', losses: 12_345, expected: 1_234 },
    { case: 'exactly the minimum', losses: 1_000, expected: 100 },
    { case: 'below the minimum: nothing', losses: 999, expected: 0 },
    { case: 'capped at the maximum', losses: 10_000_000, expected: 50_000 },
    { case: 'exactly at the maximum', losses: 500_000, expected: 50_000 },
    { case: 'a net win: nothing', losses: -5_000, expected: 0 },
    { case: 'broke even: nothing', losses: 0, expected: 0 },
  ])('$case', ({ losses, expected }) => {
    expect(cashbackAmount(losses, 10, usd)).toBe(expected);
  });

  it('gives nothing in a currency the programme has no limits for', () => {
    expect(cashbackAmount(100_000, 10, undefined)).toBe(0);
  });

  it('takes the percentage of the programme', () => {
    expect(cashbackAmount(10_000, 25, usd)).toBe(2_500);
  });
});

describe('periods', () => {
  it.each([
    { at: '2026-11-23T00:00:00Z', start: '2026-11-23T00:00:00Z', end: '2026-11-30T00:00:00Z' },
    { at: '2026-11-29T23:59:59.999Z', start: '2026-11-23T00:00:00Z', end: '2026-11-30T00:00:00Z' },
    { at: '2026-11-26T12:00:00Z', start: '2026-11-23T00:00:00Z', end: '2026-11-30T00:00:00Z' },
    // Before the anchor, the same weekly grid runs backwards.
    { at: '2025-12-31T00:00:00Z', start: '2025-12-29T00:00:00Z', end: '2026-01-05T00:00:00Z' },
  ])('$at falls in the week from $start', ({ at, start, end }) => {
    expect(periodAt(weekly, new Date(at))).toEqual({ start: new Date(start), end: new Date(end) });
  });

  it('the last finished period is the one before the running one; at the edge it has just ended', () => {
    expect(lastFinishedPeriod(weekly, new Date('2026-11-26T12:00:00Z'))).toEqual({
      start: new Date('2026-11-16T00:00:00Z'),
      end: new Date('2026-11-23T00:00:00Z'),
    });
    expect(lastFinishedPeriod(weekly, new Date('2026-11-23T00:00:00Z'))).toEqual({
      start: new Date('2026-11-16T00:00:00Z'),
      end: new Date('2026-11-23T00:00:00Z'),
    });
    expect(lastFinishedPeriod(weekly, new Date('2026-11-22T23:59:59.999Z'))).toEqual({
      start: new Date('2026-11-09T00:00:00Z'),
      end: new Date('2026-11-16T00:00:00Z'),
    });
  });

  it('daily periods from an hour other than midnight', () => {
    const daily = { period_anchor: new Date('2026-01-01T06:00:00Z'), period_hours: 24 };
    expect(lastFinishedPeriod(daily, new Date('2026-11-26T05:00:00Z'))).toEqual({
      start: new Date('2026-11-24T06:00:00Z'),
      end: new Date('2026-11-25T06:00:00Z'),
    });
  });
});
