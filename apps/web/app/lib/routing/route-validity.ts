import { TOURNAMENT_ID } from '@casino/shared/contract/tournament-id';

/**
 * Validity checks of route parameters (spec §2.1): a malformed value is a 404 before any data is read.
 */

/** Numeric or slug-like ids of offers, promotions and jackpots (their pages look them up in a list). */
export function isValidId(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value);
}

/**
 * Tournament ids: the platform refuses any other with a typed error, which the error page would show as
 * a blocked account (spec §2.4) instead of the not-found page.
 */
export function isValidTournamentId(value: string | undefined): value is string {
  return value !== undefined && TOURNAMENT_ID.test(value);
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
