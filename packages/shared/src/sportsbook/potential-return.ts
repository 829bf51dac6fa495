import { type BetType, betLines, lineCount } from './bet-types.ts';
import { ODDS_SCALE } from './odds-format.ts';

/** What a bet of `unitStake` per line would cost in all. */
export function totalStake(type: BetType, unitStake: number, selections: number): number {
  return unitStake * lineCount(type, selections);
}

/**
 * What a bet pays if every selection wins, in minor units: each line is the unit stake times its legs'
 * odds, exact in integers and rounded down once per line, as settlement does. The slip shows it; the
 * operator's maximum payout still caps the settled bet.
 */
export function potentialReturn(type: BetType, unitStake: number, prices: readonly number[]): number {
  let total = 0n;
  for (const line of betLines(type, prices.length)) {
    let numerator = BigInt(unitStake);
    let denominator = 1n;
    for (const index of line) {
      numerator *= BigInt(prices[index]!);
      denominator *= BigInt(ODDS_SCALE);
    }
    total += numerator / denominator;
  }
  return Number(total);
}
