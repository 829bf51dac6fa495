/** Business constants of spec §9 that both the server and the site use. */
export const API_VERSION = '2.34';
export const DEFAULT_CURRENCY = 'USD';
export const CURRENCIES = ['USD'] as const;
export const BANNERS_DEFAULT_COUNT = 10;
export const FREESPINS_COUNT = 99;
export const GAMES_PAGE_SIZE = 18;
export const GAMES_MAX_COUNT = 300;
export const TOURNAMENT_GAMES_PAGE_SIZE = 12;
export const TOAST_DEFAULT_TIME_MS = 5000;
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const THEME_COOKIE_MAX_AGE_S = 31536000;
export const DEFAULT_THEME = 'dark';
/** Fixed user-agent the site sends with its server-side fetches (spec §7). */
export const API_USER_AGENT = 'AuroraCasinoWeb/2.34';
