import { hundredthsIn, type MinorUnits } from '@casino/shared/money/minor-units';

/**
 * The book's limits (SPORTSBOOK_MIN_STAKE, SPORTSBOOK_MAX_STAKE, SPORTSBOOK_MAX_PAYOUT, in hundredths of
 * a unit) in minor units of a bet's currency: the same amounts in every currency, 0.10 USD as 0.10 USDT
 * (decision 0061).
 */
export function bookLimitsIn(
  settings: { minStake: number; maxStake: number; maxPayout: number },
  currency: string,
): { minStake: MinorUnits; maxStake: MinorUnits; maxPayout: MinorUnits } {
  return {
    minStake: hundredthsIn(settings.minStake, currency),
    maxStake: hundredthsIn(settings.maxStake, currency),
    maxPayout: hundredthsIn(settings.maxPayout, currency),
  };
}
