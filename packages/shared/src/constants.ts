/** Business constants of spec §9 that both the server and the site use. */
export const API_VERSION = '2.34';
export const BANNERS_DEFAULT_COUNT = 10;
export const FREESPINS_COUNT = 99;
export const GAMES_PAGE_SIZE = 18;
export const GAMES_MAX_COUNT = 300;
export const TOURNAMENT_GAMES_PAGE_SIZE = 12;
export const TOAST_DEFAULT_TIME_MS = 5000;
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** An automatic reload (a new service worker took over, a chunk failed to load) at most once in this long (spec §9). */
export const PAGE_RELOAD_GUARD_MS = 10_000;
export const THEME_COOKIE_MAX_AGE_S = 31536000;
export const DEFAULT_THEME = 'dark';
/** Fixed user-agent the site sends with its server-side fetches (spec §7). */
export const API_USER_AGENT = 'AuroraCasinoWeb/2.34';

/** Deposit limit periods of spec §3 (1, 7, 14 and 30 days); `none` means no limit. */
export const DEPOSIT_LIMIT_PERIODS = ['1d', '7d', '14d', '30d'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
export const DEPOSIT_LIMIT_PERIOD_DAYS: Readonly<Record<DepositLimitPeriod, number>> = {
  '1d': 1,
  '7d': 7,
  '14d': 14,
  '30d': 30,
};
/** A higher deposit limit, or its removal, takes effect this long after the player asks (ARCHITECTURE §4). */
export const DEPOSIT_LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

/** Self-exclusion periods of spec §3, from 1 day to Permanent. */
export const SELF_EXCLUSION_PERIODS = [
  '1d',
  '7d',
  '30d',
  '3m',
  '6m',
  '9m',
  '1y',
  '2y',
  '3y',
  '4y',
  '5y',
  'permanent',
] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

/** The sportsbook's game in the catalogue (spec §7: games.get for the sportsbook sysname; type betting). */
export const SPORTSBOOK_SYSNAME = 'sportsbook';

/**
 * Player-protection limits beyond the spec's two tools (decision 0031): wager and loss limits per UTC
 * calendar day, ISO week (from Monday) and month, and a session time limit in minutes.
 */
export const PLAY_LIMIT_KINDS = [
  'wager_day',
  'wager_week',
  'wager_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'session_minutes',
] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
export type MoneyLimitKind = Exclude<PlayLimitKind, 'session_minutes'>;
export const MONEY_LIMIT_KINDS = PLAY_LIMIT_KINDS.filter(
  (kind): kind is MoneyLimitKind => kind !== 'session_minutes',
);
export const PLAY_PERIODS = ['day', 'week', 'month'] as const;
export type PlayPeriod = (typeof PLAY_PERIODS)[number];
/** Longest session time limit a player may set: 24 hours. */
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** Take-a-break time-outs: shorter than self-exclusion, never lifted early. */
export const TIME_OUT_PERIODS = ['24h', '1w', '1m', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

/** Reality-check intervals in minutes (0 = off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
