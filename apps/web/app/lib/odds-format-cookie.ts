import { isOddsFormat, type OddsFormat } from '@casino/shared/sportsbook/odds-format';

/**
 * The player's odds format, kept in a cookie like the theme so the server renders prices in it from the
 * first byte (a stored-only preference would flash decimal odds first).
 */
export const ODDS_FORMAT_COOKIE = 'odds_format';
const MAX_AGE_S = 31_536_000;

export function readOddsFormatCookie(cookieHeader: string | null): OddsFormat {
  const match = /(?:^|;\s*)odds_format=([a-z]+)(?:;|$)/.exec(cookieHeader ?? '');
  return isOddsFormat(match?.[1]) ? match[1] : 'decimal';
}

export function oddsFormatCookie(format: OddsFormat): string {
  return `${ODDS_FORMAT_COOKIE}=${format}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}
