import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import {
  type BetType,
  lineCount,
  NAMED_SYSTEMS,
  type NamedSystem,
} from '@casino/shared/sportsbook/bet-types';
import { combinedOdds } from '@casino/shared/sportsbook/odds-format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationReturn, type SettledLeg } from './bet-returns.ts';
import { type BetLegState, potentialReturn, settleBet, totalStake } from './bet-settlement.ts';
import { type Odds, odds } from './odds.ts';
import type { LegOutcome } from './settle-selection.ts';

const NO_CAP = minorUnits(2 ** 50);
const leg = (price: number, outcome: LegOutcome | 'open'): BetLegState => ({ odds: odds(price), outcome });
const stake = (value: number) => minorUnits(value);

describe('returns of a single (every leg outcome)', () => {
  it.each([
    ['win', 1_850],
    ['half-win', 1_425],
    ['push', 1_000],
    ['void', 1_000],
    ['half-lose', 500],
    ['lose', 0],
  ] as [LegOutcome, number][])('%s at 1.850 on 10.00 returns %i cents', (outcome, expected) => {
    expect(combinationReturn(stake(1_000), [{ odds: odds(1_850), outcome }])).toBe(expected);
  });

  it('rounds down to the cent once, at the end', () => {
    // 0.01 × 1.999 = 0.01999 → 0.01; 3 × 1.555 × 1.555 cents = 7.254075 → 7.
    expect(combinationReturn(stake(1), [{ odds: odds(1_999), outcome: 'win' }])).toBe(1);
    expect(
      combinationReturn(stake(3), [
        { odds: odds(1_555), outcome: 'win' },
        { odds: odds(1_555), outcome: 'win' },
      ]),
    ).toBe(7);
    // A half win at 1.855: (1.855 + 1) / 2 = 1.4275 → 1,427.5 cents on 10.00 → 1,427.
    expect(combinationReturn(stake(1_000), [{ odds: odds(1_855), outcome: 'half-win' }])).toBe(1_427);
  });
});

describe('accumulators', () => {
  it('pay the product of the odds when every leg wins, nothing when one loses', () => {
    const type: BetType = { kind: 'accumulator' };
    const won = settleBet(
      type,
      stake(1_000),
      [leg(2_000, 'win'), leg(1_500, 'win'), leg(3_000, 'win')],
      NO_CAP,
    );
    expect(won).toEqual({ state: 'settled', status: 'won', returned: 9_000 });
    const lost = settleBet(
      type,
      stake(1_000),
      [leg(2_000, 'win'), leg(1_500, 'lose'), leg(3_000, 'open')],
      NO_CAP,
    );
    expect(lost).toEqual({ state: 'settled', status: 'lost', returned: 0 });
    expect(settleBet(type, stake(1_000), [leg(2_000, 'win'), leg(1_500, 'open')], NO_CAP)).toEqual({
      state: 'open',
    });
  });

  it('drop a void or pushed leg and recompute the odds without it; all void is a refund', () => {
    const type: BetType = { kind: 'accumulator' };
    expect(
      settleBet(type, stake(1_000), [leg(2_000, 'win'), leg(1_500, 'void'), leg(3_000, 'win')], NO_CAP),
    ).toEqual({
      state: 'settled',
      status: 'won',
      returned: 6_000,
    });
    expect(settleBet(type, stake(1_000), [leg(2_000, 'push'), leg(1_500, 'void')], NO_CAP)).toEqual({
      state: 'settled',
      status: 'void',
      returned: 1_000,
    });
  });

  it('carry half wins and half losses through as (odds + 1) / 2 and 1/2', () => {
    const settled = settleBet(
      { kind: 'accumulator' },
      stake(1_000),
      [leg(2_000, 'half-win'), leg(1_800, 'half-lose')],
      NO_CAP,
    );
    expect(settled).toEqual({ state: 'settled', status: 'lost', returned: 750 });
  });

  it('stop at the maximum payout per bet', () => {
    const legs = [leg(50_000, 'win'), leg(40_000, 'win'), leg(30_000, 'win')];
    expect(settleBet({ kind: 'accumulator' }, stake(10_000), legs, stake(5_000_000))).toEqual({
      state: 'settled',
      status: 'won',
      returned: 5_000_000,
    });
    expect(potentialReturn({ kind: 'accumulator' }, stake(100), [odds(2_000), odds(2_000)], stake(300))).toBe(
      300,
    );
  });

  it('show combined odds rounded down to the thousandth', () => {
    expect(combinedOdds([odds(1_555), odds(1_555)])).toBe(2_418);
  });
});

describe('system bets', () => {
  it.each([
    ['trixie', 3, 4],
    ['patent', 3, 7],
    ['yankee', 4, 11],
    ['lucky-15', 4, 15],
    ['super-yankee', 5, 26],
    ['lucky-31', 5, 31],
    ['heinz', 6, 57],
    ['lucky-63', 6, 63],
    ['super-heinz', 7, 120],
    ['goliath', 8, 247],
  ] as [NamedSystem, number, number][])('a %s has %i selections and %i lines', (name, selections, lines) => {
    expect(NAMED_SYSTEMS[name].selections).toBe(selections);
    expect(lineCount({ kind: 'named', name }, selections)).toBe(lines);
  });

  it('counts k/n lines and the total stake', () => {
    expect(lineCount({ kind: 'system', size: 2 }, 3)).toBe(3);
    expect(lineCount({ kind: 'system', size: 3 }, 5)).toBe(10);
    expect(totalStake({ kind: 'named', name: 'yankee' }, stake(50), 4)).toBe(550);
  });

  it('pay a 2/3 with one loser: the one double that came in', () => {
    const legs = [leg(2_000, 'win'), leg(3_000, 'win'), leg(1_500, 'lose')];
    expect(settleBet({ kind: 'system', size: 2 }, stake(1_000), legs, NO_CAP)).toEqual({
      state: 'settled',
      status: 'won',
      returned: 6_000,
    });
  });

  it('refuse a bet type that does not fit its selections', () => {
    expect(() => lineCount({ kind: 'named', name: 'yankee' }, 3)).toThrow(RangeError);
    expect(() => lineCount({ kind: 'system', size: 3 }, 3)).toThrow(RangeError);
    expect(() => lineCount({ kind: 'single' }, 2)).toThrow(RangeError);
    expect(() => lineCount({ kind: 'accumulator' }, 1)).toThrow(RangeError);
  });
});

const outcome = fc.constantFrom<LegOutcome>('win', 'lose', 'push', 'half-win', 'half-lose', 'void');
const settledLeg = fc.record({ odds: fc.integer({ min: 1_001, max: 50_000 }).map((n) => odds(n)), outcome });

/** Every subset of indices of the given sizes, by bitmask: an enumeration independent of betLines. */
function subsetsBySize(n: number, sizes: readonly number[]): number[][] {
  const subsets: number[][] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const members = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (sizes.includes(members.length)) subsets.push(members);
  }
  return subsets;
}

describe('bet returns (properties)', () => {
  it('a system bet pays exactly the sum of its combinations', () => {
    fc.assert(
      fc.property(
        fc.array(settledLeg, { minLength: 3, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(),
        (legs, unit, pick) => {
          const sizes = [...Array(legs.length - 1).keys()].map((i) => i + 1);
          const size = sizes[pick % sizes.length]!;
          const expected = subsetsBySize(legs.length, [size]).reduce(
            (sum, subset) =>
              sum +
              combinationReturn(
                stake(unit),
                subset.map((i) => legs[i]!),
              ),
            0,
          );
          const settled = settleBet({ kind: 'system', size }, stake(unit), legs, NO_CAP);
          expect(settled.state === 'settled' && settled.returned).toBe(expected);
        },
      ),
    );
  });

  it('a named system pays exactly the sum of its combinations of every size', () => {
    const names = Object.keys(NAMED_SYSTEMS) as NamedSystem[];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.array(settledLeg, { minLength: 8, maxLength: 8 }),
        (name, pool) => {
          const system = NAMED_SYSTEMS[name];
          const legs = pool.slice(0, system.selections);
          const expected = subsetsBySize(legs.length, system.sizes).reduce(
            (sum, subset) =>
              sum +
              combinationReturn(
                stake(100),
                subset.map((i) => legs[i]!),
              ),
            0,
          );
          const settled = settleBet({ kind: 'named', name }, stake(100), legs, NO_CAP);
          expect(settled.state === 'settled' && settled.returned).toBe(expected);
        },
      ),
    );
  });

  it('an accumulator with a void leg pays what the accumulator without it pays', () => {
    fc.assert(
      fc.property(fc.array(settledLeg, { minLength: 1, maxLength: 6 }), fc.nat(), (legs, at) => {
        const voided: SettledLeg = { odds: odds(1_900), outcome: 'void' };
        const withVoid = [...legs];
        withVoid.splice(at % (legs.length + 1), 0, voided);
        expect(combinationReturn(stake(777), withVoid)).toBe(combinationReturn(stake(777), legs));
      }),
    );
  });

  it('a combination never pays more than all-win nor less than zero, and a loss pays nothing', () => {
    fc.assert(
      fc.property(fc.array(settledLeg, { minLength: 1, maxLength: 6 }), (legs) => {
        const paid = combinationReturn(stake(1_000), legs);
        const best = combinationReturn(
          stake(1_000),
          legs.map((l) => ({ ...l, outcome: 'win' as const })),
        );
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(best);
        if (legs.some((l) => l.outcome === 'lose')) expect(paid).toBe(0);
      }),
    );
  });

  it('returns are whole cents, the exact product rounded down', () => {
    fc.assert(
      fc.property(
        fc.array(settledLeg, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 10 ** 7 }),
        (legs, unit) => {
          const paid: MinorUnits = combinationReturn(stake(unit), legs);
          const exact = legs.reduce((product, l) => product * factor(l.odds, l.outcome), unit);
          expect(Number.isInteger(paid)).toBe(true);
          expect(paid).toBeLessThanOrEqual(exact + 1e-6 * exact);
          expect(paid).toBeGreaterThan(exact - 1 - 1e-6 * exact);
        },
      ),
    );
  });
});

function factor(price: Odds, result: LegOutcome): number {
  const decimal = price / 1000;
  return { win: decimal, 'half-win': (decimal + 1) / 2, push: 1, void: 1, 'half-lose': 0.5, lose: 0 }[result];
}
