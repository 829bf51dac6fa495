/**
 * The one place money changes unit. Amounts live as integer minor units (cents) everywhere — database,
 * API, ledger; whole currency units exist only where a person types or reads them. The brand makes a
 * bare number that was never checked (or a major amount) a type error where minor units are expected.
 */

import { CURRENCY_CODES, isCurrencyCode, minorPerMajorOf } from './currencies.ts';

export type MinorUnits = number & { readonly __brand: 'MinorUnits' };

/**
 * Cents per unit of a two-decimal currency (USD, EUR, BRL): the factor wherever no currency is named.
 * A currency with other digits (USDT) names itself: `toMinor(amount, 'USDT')` (decision 0051).
 */
export const MINOR_PER_MAJOR = 100;

function factor(currency: string | undefined): number {
  return currency === undefined ? MINOR_PER_MAJOR : minorPerMajorOf(currency);
}

/** Far inside Number's exact-integer range, so sums of a few amounts stay exact too. */
export const MAX_MINOR_UNITS = 2 ** 51;

/** Checks that a number is a whole amount of minor units and brands it. */
export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_MINOR_UNITS) {
    throw new RangeError(`Not an amount in minor units: ${value}`);
  }
  return value as MinorUnits;
}

/**
 * An amount in currency units (typed text or a configured number) in minor units of `currency` (two
 * decimals when none is named), rounded to the smallest unit.
 */
export function toMinor(major: string | number, currency?: string): MinorUnits {
  const value = typeof major === 'string' ? (major.trim() === '' ? Number.NaN : Number(major)) : major;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(major)}`);
  // Rounding absorbs binary fractions: 1.15 × 100 is 114.99999999999999.
  return minorUnits(Math.round(value * factor(currency)));
}

/**
 * An amount the platform sets once for every currency in hundredths of a unit (house-game stake limits,
 * the sportsbook's stake limits and largest payout) in minor units of `currency`: the same for a
 * two-digit currency, ×10,000 for USDT, so 1.00 is one unit in each. A currency outside the table (the
 * demo's play money) keeps two digits. Decision 0061.
 */
export function hundredthsIn(hundredths: number, currency: string): MinorUnits {
  if (!isCurrencyCode(currency)) return minorUnits(hundredths);
  return minorUnits(hundredths * (minorPerMajorOf(currency) / MINOR_PER_MAJOR));
}

/** The most a hundredths setting may be, so that it stays an exact amount in every currency's units. */
export const MAX_HUNDREDTHS = Math.floor(
  MAX_MINOR_UNITS / (Math.max(...CURRENCY_CODES.map(minorPerMajorOf)) / MINOR_PER_MAJOR),
);

/** The opposite movement of the same amount (a credit's matching debit); never -0. */
export function negateMinor(amount: MinorUnits): MinorUnits {
  return minorUnits(0 - amount);
}

/** The total of amounts, checked to stay an exact amount. */
export function sumMinor(amounts: Iterable<MinorUnits>): MinorUnits {
  let total = 0;
  for (const amount of amounts) total += amount;
  return minorUnits(total);
}

/** An amount in currency units, for display or for validators that speak whole units. */
export function toMajor(minor: number, currency?: string): number {
  return minorUnits(minor) / factor(currency);
}

/**
 * Spec §9 amount format, shared by the site and the server's exports: thousands commas and decimals only
 * when fractional — two, or as many of a currency's further digits as the amount uses (0.000125 USDT).
 */
export function formatAmount(minor: number, currency?: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const perMajor = factor(currency);
  const digits = String(perMajor).length - 1;
  const negative = minor < 0;
  const absolute = Math.abs(minor);
  const whole = Math.floor(absolute / perMajor);
  const rest = absolute % perMajor;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const padded = String(rest).padStart(digits, '0');
  const fraction = rest === 0 ? '' : `.${padded.slice(0, 2)}${padded.slice(2).replace(/0+$/, '')}`;
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}
