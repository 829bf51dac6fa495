import { describe, expect, it } from 'vitest';
import { inactivityPhase } from './inactivity.ts';

describe('forced logout', () => {
  it.each([
    [0, 'active', 100],
    [79_999, 'active', 21],
    [80_000, 'warning', 20],
    [99_001, 'warning', 1],
    [100_000, 'expired', 0],
    [500_000, 'expired', 0],
  ] as const)('after %i ms of a 100 s limit: %s with %i s left', (idle, phase, left) => {
    expect(inactivityPhase(idle, 100)).toEqual({ phase, secondsLeft: left });
  });
});
