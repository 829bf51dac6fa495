import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { ODDS_SCALE } from '@casino/shared/sportsbook/odds-format';
import type { SportsBetStatus } from '../../db/tables/sports-bets.table.ts';

/** What the wagering rule reads of a settled sports bet. */
export interface WageringBet {
  status: SportsBetStatus;
  /** Total odds as placed in thousandths (numeric as text); null for a system bet, which has none. */
  total_odds: string | null;
  total_stake: MinorUnits;
  /** Paid out by (partial) cash-outs. */
  cashed_out: MinorUnits;
  currency: string;
  placed_at: Date;
}

/** What it reads of the active betting bonus. */
export interface WageringBonus {
  currency: string;
  /** numeric as text */
  min_odds: string;
  activated_at: Date | null;
}

/**
 * The stake a settled bet adds to a betting bonus's wagering (decision 0036), or 0:
 * - only bets settled won or lost count; void bets (their stake given back) and bets cashed out in
 *   full or in part do not — the player chose the risk-free price, or no risk was run;
 * - the bet's total odds as placed must reach the bonus's minimum odds (a system bet has no single
 *   total price and does not count);
 * - it must be in the bonus's currency and placed while the bonus was active (at or after its
 *   activation), so bets made before a bonus was taken or activated do not release it.
 */
export function wageringStake(bet: WageringBet, bonus: WageringBonus): MinorUnits {
  if (bet.status !== 'won' && bet.status !== 'lost') return minorUnits(0);
  if (bet.cashed_out > 0) return minorUnits(0);
  if (bet.currency !== bonus.currency) return minorUnits(0);
  if (bonus.activated_at === null || bet.placed_at < bonus.activated_at) return minorUnits(0);
  if (bet.total_odds === null || !meetsMinOdds(bet.total_odds, bonus.min_odds)) return minorUnits(0);
  return bet.total_stake;
}

/**
 * A bet's total odds (in thousandths, as the sportsbook stores them: 1.850 is "1850") against a bonus's
 * minimum in decimal odds ("1.80"), compared as exact integers: 1.799 does not meet 1.80.
 */
export function meetsMinOdds(totalOddsThousandths: string, minOdds: string): boolean {
  return Number(totalOddsThousandths) >= decimalToThousandths(minOdds);
}

function decimalToThousandths(decimal: string): number {
  const [whole = '0', fraction = ''] = decimal.trim().split('.');
  return Number(whole) * ODDS_SCALE + Number(fraction.padEnd(3, '0').slice(0, 3));
}
