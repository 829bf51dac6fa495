import { bonusPlaySchema, DEFAULT_BONUS_PLAY } from '@casino/shared/content/bonus-play-config';
import { describe, expect, it } from 'vitest';
import { bonusShareOfWin, contributionPercent, splitStake } from './bonus-play-rules.ts';

describe('stake split (the SQL function game_wallet_call does the same, bonus-play.test.ts checks it)', () => {
  it.each([
    // stake, main, bonus, order, → main part, bonus part
    [100, 500, 500, 'main_first', { main: 100, bonus: 0 }],
    [700, 500, 500, 'main_first', { main: 500, bonus: 200 }],
    [1_000, 500, 500, 'main_first', { main: 500, bonus: 500 }],
    [300, 0, 500, 'main_first', { main: 0, bonus: 300 }],
    [100, 500, 500, 'bonus_first', { main: 0, bonus: 100 }],
    [700, 500, 500, 'bonus_first', { main: 200, bonus: 500 }],
    [300, 500, 0, 'bonus_first', { main: 300, bonus: 0 }],
  ] as const)('stake %i of main %i + bonus %i, %s', (stake, main, bonus, order, split) => {
    expect(splitStake(stake, { main, bonus }, order)).toEqual(split);
  });

  it('refuses a stake both balances together cannot cover', () => {
    expect(splitStake(1_001, { main: 500, bonus: 500 }, 'main_first')).toBeUndefined();
    expect(splitStake(1_001, { main: 500, bonus: 500 }, 'bonus_first')).toBeUndefined();
  });
});

describe('a win returns in proportion to the stake, the bonus share rounded down', () => {
  it.each([
    // win, total bet, bonus-funded bet → bonus share (the rest goes to main)
    [1_000, 1_000, 0, 0],
    [1_000, 1_000, 1_000, 1_000],
    [6_000, 12_000, 2_000, 1_000],
    [7, 6_000, 1_000, 1],
    [5, 3, 1, 1],
    [1, 3, 2, 0],
    [0, 1_000, 500, 0],
    [999_999_999_999, 1_000_000_000_000, 999_999_999_999, 999_999_999_998],
  ])('win %i of a round staking %i with %i bonus money', (win, totalBet, bonusBet, share) => {
    expect(bonusShareOfWin(win, { totalBet, bonusBet })).toBe(share);
    expect(win - share).toBeGreaterThanOrEqual(0);
  });
});

describe('contribution weights and content defaults', () => {
  const play = bonusPlaySchema.parse({ contributions: { slot: 100, casino: 10, live: 0 } });

  it.each([
    ['slot', 100],
    ['casino', 10],
    ['live', 0],
    ['fast', 100],
    [null, 100],
  ] as const)('a %s game counts %i%%', (type, percent) => {
    expect(contributionPercent(play, type)).toBe(percent);
  });

  it('defaults to main first, no cap and full contribution', () => {
    expect(DEFAULT_BONUS_PLAY).toEqual({ stakeOrder: 'main_first', maxBet: {}, contributions: {} });
  });

  it('refuses weights outside 0–100 and unknown game types', () => {
    expect(bonusPlaySchema.safeParse({ contributions: { slot: 101 } }).success).toBe(false);
    expect(bonusPlaySchema.safeParse({ contributions: { bingo: 50 } }).success).toBe(false);
    expect(bonusPlaySchema.safeParse({ maxBet: { usd: 5 } }).success).toBe(false);
  });
});
