import { ODDS_SCALE } from '@casino/shared/sportsbook/odds-format';

/**
 * Decimal odds as integers in thousandths (1.850 is 1850), so a price is stored, compared and multiplied
 * exactly; a float price never reaches money. The brand keeps a bare number from posing as odds.
 */
export type Odds = number & { readonly __brand: 'Odds' };

export { ODDS_SCALE };

/** The shortest price offered: 1.001 still pays something back on a win. */
export const MIN_ODDS = 1001;
/** The longest price offered; a selection priced past it is not offered at all. */
export const MAX_ODDS = 1_000_000;

/** Checks that a number is a price in thousandths within the offered range and brands it. */
export function odds(value: number): Odds {
  if (!Number.isSafeInteger(value) || value < MIN_ODDS || value > MAX_ODDS) {
    throw new RangeError(`Not odds in thousandths: ${value}`);
  }
  return value as Odds;
}

/**
 * The price of a probability, rounded down to the thousandth (rounding never favours the bettor), or
 * undefined when it falls outside the offered range.
 */
export function oddsFromProbability(probability: number): Odds | undefined {
  if (!(probability > 0) || probability > 1) return undefined;
  // The small epsilon keeps 1 / 0.5 = 1.9999999 from flooring a whole thousandth short.
  const value = Math.floor(ODDS_SCALE / probability + 1e-9);
  if (value < MIN_ODDS || value > MAX_ODDS) return undefined;
  return value as Odds;
}

/** The probability a price implies (its inverse). */
export function impliedProbability(price: Odds): number {
  return ODDS_SCALE / price;
}
