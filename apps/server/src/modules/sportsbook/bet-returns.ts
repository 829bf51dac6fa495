import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { ODDS_SCALE, type Odds } from './odds.ts';
import type { LegOutcome } from './settle-selection.ts';

export type SettledLeg = { readonly odds: Odds; readonly outcome: LegOutcome };

/**
 * What one unit of stake on a leg turns into, in halves of a thousandth (so half a win at odds 1.855 is
 * the exact integer 2855): a win pays the odds, a half win half the odds plus half the stake back, a push
 * or void the stake back (the leg drops out of an accumulator), a half loss half the stake, a loss nothing.
 */
export function legFactor(leg: SettledLeg): bigint {
  const price = BigInt(leg.odds);
  const unit = BigInt(ODDS_SCALE);
  switch (leg.outcome) {
    case 'win':
      return 2n * price;
    case 'half-win':
      return price + unit;
    case 'push':
    case 'void':
      return 2n * unit;
    case 'half-lose':
      return unit;
    case 'lose':
      return 0n;
  }
}

/**
 * The return of a stake on a combination of legs (a single is a combination of one): the stake times the
 * product of the leg factors, computed exactly in integers and rounded down to the minor unit once, at the
 * end. Every leg must come in; a void or pushed leg counts at 1.0, so the accumulator is recomputed
 * without it.
 */
export function combinationReturn(stake: MinorUnits, legs: readonly SettledLeg[]): MinorUnits {
  if (legs.length === 0) throw new RangeError('A combination needs at least one leg');
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= legFactor(leg);
    denominator *= 2n * BigInt(ODDS_SCALE);
  }
  return minorUnits(Number(numerator / denominator));
}

/** A bet's return with the operator's cap on what one bet may pay out. */
export function cappedReturn(amount: MinorUnits, maxPayout: MinorUnits): MinorUnits {
  return amount > maxPayout ? maxPayout : amount;
}
