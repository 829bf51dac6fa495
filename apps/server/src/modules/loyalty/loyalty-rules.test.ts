import { describe, expect, it } from 'vitest';
import { levelIndex, levelProgress, stakePoints } from './loyalty-rules.ts';

const levels = [
  { points: 0, points_bonus: 0 },
  { points: 500, points_bonus: 10 },
  { points: 2000, points_bonus: 25 },
];

describe('stakePoints', () => {
  it.each([
    // stake (minor units), rate per 1.00, level bonus %, points
    [100, 10, 0, 10],
    [150, 10, 0, 15],
    [5, 10, 0, 0],
    [10, 10, 0, 1],
    [1000, 0.5, 0, 5],
    [99, 1, 0, 0],
    [1000, 2.25, 0, 22],
    [1000, 10, 10, 110],
    [1000, 10, 25, 125],
    [30, 10, 25, 3],
    [1000, 0, 25, 0],
    [0, 10, 0, 0],
    [-100, 10, 0, 0],
    [1_000_000_000, 100, 0, 1_000_000_000],
  ])('a stake of %i at %f points per 1.00 with a %i%% perk earns %i', (stake, rate, bonus, points) => {
    expect(stakePoints(stake, rate, bonus)).toBe(points);
  });
});

describe('levels', () => {
  it.each([
    // lifetime points, level index, progress towards each level
    [0, 0, [100, 0, 0]],
    [250, 0, [100, 50, 0]],
    [499, 0, [100, 99, 0]],
    [500, 1, [100, 100, 0]],
    [1250, 1, [100, 100, 50]],
    [2000, 2, [100, 100, 100]],
    [99_999, 2, [100, 100, 100]],
  ])('%i lifetime points: level %i, progress %j', (lifetime, index, progress) => {
    expect(levelIndex(levels, lifetime)).toBe(index);
    expect(levelProgress(levels, lifetime)).toEqual(progress);
  });
});
