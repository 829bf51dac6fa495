/**
 * The one place money changes unit. Amounts live as integer minor units (cents) everywhere — database,
 * API, ledger; whole currency units exist only where a person types or reads them. The brand makes a
 * bare number that was never checked (or a major amount) a type error where minor units are expected.
 */

export type MinorUnits = number & { readonly __brand: 'MinorUnits' };

/** Cents per dollar: the platform's currencies all have two decimals (spec §3). */
export const MINOR_PER_MAJOR = 100;

/** Far inside Number's exact-integer range, so sums of a few amounts stay exact too. */
export const MAX_MINOR_UNITS = 2 ** 51;

/** Checks that a number is a whole amount of minor units and brands it. */
export function minorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_MINOR_UNITS) {
    throw new RangeError(`Not an amount in minor units: ${value}`);
  }
  return value as MinorUnits;
}

/** An amount in currency units (typed text or a configured number) in minor units, rounded to the cent. */
export function toMinor(major: string | number): MinorUnits {
  const value = typeof major === 'string' ? (major.trim() === '' ? Number.NaN : Number(major)) : major;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(major)}`);
  // Rounding absorbs binary fractions: 1.15 × 100 is 114.99999999999999.
  return minorUnits(Math.round(value * MINOR_PER_MAJOR));
}

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
export function toMajor(minor: number): number {
  return minorUnits(minor) / MINOR_PER_MAJOR;
}

/**
 * Spec §9 amount format, shared by the site and the server's exports: thousands commas and two decimals
 * only when fractional.
 */
export function formatAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const negative = minor < 0;
  const absolute = Math.abs(minor);
  const whole = Math.floor(absolute / MINOR_PER_MAJOR);
  const cents = absolute % MINOR_PER_MAJOR;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}
