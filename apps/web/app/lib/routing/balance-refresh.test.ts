import { describe, expect, it } from 'vitest';
import {
  BALANCE_REFRESH_DEFAULTS,
  isBalanceRefreshAllowed,
  isClickRefreshDue,
  isWithinRefreshWindow,
  resolveBalanceRefresh,
} from './balance-refresh.ts';

describe('balance refresh', () => {
  it('is skipped on game pages', () => {
    expect(isBalanceRefreshAllowed('/de/game/book-of-dead')).toBe(false);
    expect(isBalanceRefreshAllowed('/gamehall')).toBe(true);
  });

  it('takes the spec §9 defaults when the content service gives nothing', () => {
    expect(resolveBalanceRefresh(undefined)).toEqual(BALANCE_REFRESH_DEFAULTS);
    expect(resolveBalanceRefresh({ countSecondsForInterval: -1, isEnabledInterval: 'yes' })).toEqual(
      BALANCE_REFRESH_DEFAULTS,
    );
  });

  it('reads the content-service settings in seconds and minutes', () => {
    expect(
      resolveBalanceRefresh({
        isEnabledInterval: true,
        countSecondsForInterval: 15,
        isEnabledTurnOffRequests: false,
        countMinutesAfterWhichRequestsTurnedOff: 2,
        isEnabledRequestsAfterClick: true,
        countSecondsForDelayBetweenClick: 3,
      }),
    ).toEqual({
      intervalRefresh: true,
      intervalMs: 15_000,
      turnOff: false,
      stopAfterMs: 120_000,
      refreshAfterClick: true,
      clickDelayMs: 3_000,
    });
  });

  it('stops requests after the configured minutes only when turn-off is on', () => {
    const on = resolveBalanceRefresh({});
    expect(isWithinRefreshWindow(on, 0, 5 * 60_000 - 1)).toBe(true);
    expect(isWithinRefreshWindow(on, 0, 5 * 60_000)).toBe(false);
    expect(isWithinRefreshWindow({ ...on, turnOff: false }, 0, 60 * 60_000)).toBe(true);
  });

  it('refreshes after a click at most once per click delay', () => {
    const config = resolveBalanceRefresh({ countSecondsForDelayBetweenClick: 2 });
    expect(isClickRefreshDue(config, null, 0)).toBe(true);
    expect(isClickRefreshDue(config, 1_000, 2_999)).toBe(false);
    expect(isClickRefreshDue(config, 1_000, 3_000)).toBe(true);
  });
});
