import { describe, expect, it } from 'vitest';
import { percentProgress } from './percent-progress.ts';

describe('percentProgress', () => {
  it.each([
    [0, 1_000, 0, 0],
    [0, 1_000, 999, 99],
    [0, 1_000, 1_000, 100],
    [0, 1_000, 5_000, 100],
    [0, 150_000, 600, 0],
    [0, 150_000, 1_500, 1],
    [100, 200, 150, 50],
    [100, 200, 50, 0],
    [0, 0, 0, 100],
  ])('from %i to %i at %i is %i%%', (minValue, maxValue, expCount, percent) => {
    expect(percentProgress({ minValue, maxValue, expCount })).toBe(percent);
  });
});
