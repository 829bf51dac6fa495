import { describe, expect, it } from 'vitest';
import { isMoneyKind, isSessionMinutes, nextRealityCheckIn, playedText, shownLimits } from './play-limits.ts';

describe('reality check timing', () => {
  it.each([
    [15, 0, 15 * 60_000],
    [15, 60, 14 * 60_000],
    [15, 15 * 60, 15 * 60_000],
    [30, 29 * 60 + 59, 1_000],
    [60, 61 * 60, 59 * 60_000],
  ])('every %i min, %i s played: next in %i ms', (interval, played, expected) => {
    expect(nextRealityCheckIn(interval, played)).toBe(expected);
  });
  it('is off at 0', () => {
    expect(nextRealityCheckIn(0, 100)).toBeUndefined();
  });
});

describe('play limit texts', () => {
  it('shows time played in hours and minutes', () => {
    const units = { hours: 'h', minutes: 'min' };
    expect(playedText(59, units)).toBe('0 min');
    expect(playedText(12 * 60 + 5, units)).toBe('12 min');
    expect(playedText(65 * 60, units)).toBe('1 h 05 min');
  });
  it('tells money limits from the session limit and lists only limits set or waiting', () => {
    expect(isMoneyKind('loss_week')).toBe(true);
    expect(isMoneyKind('session_minutes')).toBe(false);
    const base = { used: 0, remaining: null, resets_at: null, pending_value: null, pending_from: null };
    expect(
      shownLimits([
        { ...base, kind: 'wager_day', value: null },
        { ...base, kind: 'loss_day', value: 500 },
        { ...base, kind: 'session_minutes', value: null, pending_from: '2026-03-02T00:00:00.000Z' },
      ]).map((limit) => limit.kind),
    ).toEqual(['loss_day', 'session_minutes']);
  });
});

describe('isSessionMinutes', () => {
  it('takes whole minutes from 1 to the most, thousands commas allowed', () => {
    for (const text of ['1', '90', '1,440']) expect(isSessionMinutes(text, 1440), text).toBe(true);
    for (const text of ['0', '-5', '1441', '1.5', 'ten', '1e3'])
      expect(isSessionMinutes(text, 1440), text).toBe(false);
  });
});
