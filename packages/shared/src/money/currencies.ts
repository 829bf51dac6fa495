/**
 * The platform's currencies: the one table both the server and the site read a currency's minor digits,
 * sign and layout from (decision 0051). Money is integer minor units of one currency everywhere; nothing
 * here converts between currencies. The content chooses which of these a site offers
 * (getgeneralinfo `available_currencies`); a code outside this table is refused wherever a player picks it.
 */
export interface Currency {
  code: string;
  /** Minor units per currency unit as a power of ten: 2 for cents, 6 for micro-units of USDT. */
  digits: number;
  /** The sign shown with an amount. */
  symbol: string;
  /** `prefix` reads `$10`; `suffix` reads `10 USDT` (a space before the sign). */
  position: 'prefix' | 'suffix';
}

const TABLE = {
  USD: { code: 'USD', digits: 2, symbol: '$', position: 'prefix' },
  EUR: { code: 'EUR', digits: 2, symbol: '€', position: 'prefix' },
  BRL: { code: 'BRL', digits: 2, symbol: 'R$', position: 'prefix' },
  // A dollar stable coin counted to its on-chain precision (6 decimals), as crypto cashiers pay it.
  USDT: { code: 'USDT', digits: 6, symbol: 'USDT', position: 'suffix' },
} as const satisfies Record<string, Currency>;

export type CurrencyCode = keyof typeof TABLE;
export const CURRENCY_CODES = Object.keys(TABLE) as readonly CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(TABLE, code);
}

/** The currency of a code; an unknown code is a programming or content error, never a guess. */
export function currencyOf(code: string): Currency {
  if (!isCurrencyCode(code)) throw new RangeError(`Unknown currency: ${code}`);
  return TABLE[code];
}

/** Minor units per currency unit: 100 for USD, 1,000,000 for USDT. */
export function minorPerMajorOf(code: string): number {
  return 10 ** currencyOf(code).digits;
}

/**
 * The largest amount an API parameter takes, in minor units: 10,000,000 units of the currency with the
 * most digits (USDT), 100 billion of a two-digit one. The methods' and limits' own ranges are far
 * below it; it only keeps absurd input out while every currency's real amounts fit.
 */
export const MAX_AMOUNT_PARAM =
  10_000_000 * 10 ** Math.max(...Object.values(TABLE).map((each) => each.digits));
