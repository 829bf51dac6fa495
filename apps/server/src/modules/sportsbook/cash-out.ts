import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { type BetType, betLines } from '@casino/shared/sportsbook/bet-types';
import { cappedReturn, legFactor } from './bet-returns.ts';
import { ODDS_SCALE, type Odds } from './odds.ts';
import type { LegOutcome } from './settle-selection.ts';

/** A leg as cash-out prices it: settled (its outcome counts its factor) or open at today's price. */
export type CashOutLeg =
  | { readonly odds: Odds; readonly outcome: LegOutcome }
  | { readonly odds: Odds; readonly outcome: 'open'; readonly current: Odds };

/** The margin is applied in basis points, so the offer stays an exact integer computation. */
const BASIS = 10_000n;

/**
 * What the book pays now to close an open bet: each line is worth its stake times the factors of its
 * settled legs and, for each open leg, the price taken over today's price (the bet at today's odds is
 * worth the same as a fresh one would be), summed over the lines, less the margin, rounded down and
 * capped at the maximum payout. A line with a lost leg is worth nothing. Undefined when nothing is left
 * to cash out (every line lost, or every leg in: the settlement pays).
 */
export function cashOutOffer(
  type: BetType,
  unitStake: MinorUnits,
  legs: readonly CashOutLeg[],
  margin: number,
  maxPayout: MinorUnits,
): MinorUnits | undefined {
  if (legs.every((leg) => leg.outcome !== 'open')) return undefined;
  const keep = BigInt(Math.round((1 - margin) * Number(BASIS)));
  let total = 0n;
  for (const line of betLines(type, legs.length)) {
    let numerator = BigInt(unitStake) * keep;
    let denominator = BASIS;
    for (const index of line) {
      const leg = legs[index]!;
      if (leg.outcome === 'open') {
        numerator *= BigInt(leg.odds);
        denominator *= BigInt(leg.current);
      } else {
        numerator *= legFactor(leg);
        denominator *= 2n * BigInt(ODDS_SCALE);
      }
    }
    total += numerator / denominator;
  }
  if (total === 0n) return undefined;
  return cappedReturn(minorUnits(Number(total)), maxPayout);
}
