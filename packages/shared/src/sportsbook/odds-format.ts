/**
 * Odds travel as integers in thousandths of decimal odds (1.850 is 1850): exact to store, compare and
 * multiply. These helpers are what the slip needs to show them; the server's pricing uses the same scale.
 */
export const ODDS_SCALE = 1000;

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/** American odds are quoted against a stake (or winnings) of 100. */
const AMERICAN_BASE = 100;

/** The largest denominator a fractional price is shown with (bookmakers keep fractions readable). */
const MAX_DENOMINATOR = 100;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * A price as a player reads it. Decimal shows two places rounded down (never more than is paid);
 * fractional is the closest fraction of the winnings with a denominator up to 100 (17/20, 5/2); American
 * is +winnings on 100 staked for an underdog, −stake to win 100 for a favourite.
 */
export function formatOdds(thousandths: number, format: OddsFormat): string {
  const profit = thousandths - ODDS_SCALE;
  switch (format) {
    case 'decimal':
      // not money: odds in thousandths shown to the hundredth
      return (Math.floor(thousandths / 10) / 100).toFixed(2);
    case 'fractional': {
      let best = { numerator: Math.round(profit / ODDS_SCALE), denominator: 1 };
      let bestError = Math.abs(best.numerator * ODDS_SCALE - profit);
      for (let denominator = 2; denominator <= MAX_DENOMINATOR && bestError > 0; denominator++) {
        const numerator = Math.round((profit * denominator) / ODDS_SCALE);
        const error = Math.abs((numerator * ODDS_SCALE) / denominator - profit);
        if (numerator > 0 && error < bestError - 1e-9) {
          best = { numerator, denominator };
          bestError = error;
        }
      }
      const divisor = gcd(best.numerator, best.denominator) || 1;
      return `${best.numerator / divisor}/${best.denominator / divisor}`;
    }
    case 'american':
      // American odds are the winnings on (or the stake for) 100 units.
      return profit >= ODDS_SCALE
        ? `+${Math.round((profit * AMERICAN_BASE) / ODDS_SCALE)}`
        : `-${Math.round((ODDS_SCALE * AMERICAN_BASE) / profit)}`;
  }
}

/**
 * The combined decimal odds of legs, in thousandths rounded down: what an accumulator shows. Returns never
 * go through it (they use the exact product). A plain number: it may pass the longest single price.
 */
export function combinedOdds(prices: readonly number[]): number {
  let numerator = 1n;
  let denominator = 1n;
  for (const price of prices) {
    numerator *= BigInt(price);
    denominator *= BigInt(ODDS_SCALE);
  }
  return Number((numerator * BigInt(ODDS_SCALE)) / denominator);
}
