import { describe, expect, it } from 'vitest';
import { potentialReturn, totalStake } from './potential-return.ts';

describe('the slip’s sums', () => {
  it('pays a single its odds and an accumulator the product, rounded down to the cent', () => {
    expect(potentialReturn({ kind: 'single' }, 1_000, [1_850])).toBe(1_850);
    expect(potentialReturn({ kind: 'accumulator' }, 1_000, [1_555, 1_555])).toBe(2_418);
    expect(totalStake({ kind: 'accumulator' }, 1_000, 3)).toBe(1_000);
  });

  it('stakes a system on every line and pays the sum of its lines', () => {
    // 2/3 on evens: three doubles, each 1.00 × 2 × 2.
    expect(totalStake({ kind: 'system', size: 2 }, 100, 3)).toBe(300);
    expect(potentialReturn({ kind: 'system', size: 2 }, 100, [2_000, 2_000, 2_000])).toBe(1_200);
    // A Trixie is the three doubles and the treble.
    expect(totalStake({ kind: 'named', name: 'trixie' }, 100, 3)).toBe(400);
    expect(potentialReturn({ kind: 'named', name: 'trixie' }, 100, [2_000, 2_000, 2_000])).toBe(2_000);
  });
});
