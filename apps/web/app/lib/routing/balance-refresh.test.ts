import { describe, expect, it } from 'vitest';
import { isBalanceRefreshAllowed } from './balance-refresh.ts';

describe('balance refresh', () => {
  it('is skipped on game pages', () => {
    expect(isBalanceRefreshAllowed('/de/game/book-of-dead')).toBe(false);
    expect(isBalanceRefreshAllowed('/gamehall')).toBe(true);
  });
});
