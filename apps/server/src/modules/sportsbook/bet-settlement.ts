import { type MinorUnits, minorUnits, sumMinor } from '@casino/shared/money/minor-units';
import { type BetType, betLines } from '@casino/shared/sportsbook/bet-types';
import { cappedReturn, combinationReturn, type SettledLeg } from './bet-returns.ts';
import type { Odds } from './odds.ts';
import type { LegOutcome } from './settle-selection.ts';

/** A leg as a bet holds it: the price taken, and its outcome once its market has settled. */
export type BetLegState = { readonly odds: Odds; readonly outcome: LegOutcome | 'open' };

export type BetSettlement =
  | { state: 'open' }
  /**
   * won: the return is more than the total stake; void: exactly the stake back (every leg void or pushed,
   * or halves that cancel out); lost: less, which may still be something (a half loss pays half back).
   */
  | { state: 'settled'; status: 'won' | 'void' | 'lost'; returned: MinorUnits };

/**
 * Settles a bet from its legs: each line (one combination, the unit stake) is settled once it has a lost
 * leg or all its legs are in; the bet is settled when every line is, and pays the sum of its lines' returns
 * (each rounded down on its own), capped at the operator's maximum payout per bet.
 */
export function settleBet(
  type: BetType,
  unitStake: MinorUnits,
  legs: readonly BetLegState[],
  maxPayout: MinorUnits,
): BetSettlement {
  const lines = betLines(type, legs.length);
  const returns: MinorUnits[] = [];
  for (const line of lines) {
    const lineLegs = line.map((index) => legs[index]!);
    if (lineLegs.some((leg) => leg.outcome === 'lose')) {
      returns.push(minorUnits(0));
      continue;
    }
    if (lineLegs.some((leg) => leg.outcome === 'open')) return { state: 'open' };
    returns.push(combinationReturn(unitStake, lineLegs as SettledLeg[]));
  }
  const returned = cappedReturn(sumMinor(returns), maxPayout);
  const totalStake = unitStake * lines.length;
  const status = returned > totalStake ? 'won' : returned === totalStake ? 'void' : 'lost';
  return { state: 'settled', status, returned };
}

/** The total stake of a bet: one unit stake per line. */
export function totalStake(type: BetType, unitStake: MinorUnits, selections: number): MinorUnits {
  return minorUnits(unitStake * betLines(type, selections).length);
}

/** What a bet returns if every leg wins, capped — the slip's potential return. */
export function potentialReturn(
  type: BetType,
  unitStake: MinorUnits,
  prices: readonly Odds[],
  maxPayout: MinorUnits,
): MinorUnits {
  const settled = settleBet(
    type,
    unitStake,
    prices.map((price) => ({ odds: price, outcome: 'win' as const })),
    maxPayout,
  );
  if (settled.state !== 'settled') throw new Error('A bet with every leg won is settled');
  return settled.returned;
}
