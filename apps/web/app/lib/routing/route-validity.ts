/**
 * Validity checks of route parameters (spec §2.1): a malformed value is a 404 before any data is read.
 */

/** Numeric or slug-like ids of offers, promotions, jackpots and tournaments. */
export function isValidId(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value);
}

/** System names of games, categories, payment methods and loyalty programmes. */
export function isValidSysname(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/.test(value);
}

/**
 * Payment transaction ids: URL-safe base64 as the platform issues them, so one may well start with
 * `-` or `_` (a sysname may not).
 */
export function isValidTransaction(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** Content page slugs are lowercase words joined by dashes. */
export function isValidSlug(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 128;
}
