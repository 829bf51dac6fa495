/**
 * Every URL of the site is built here (spec §2.1), so neither the web features nor the server concatenate
 * paths themselves; the server hands the ones a third party sends the player back to (payment returns,
 * the sign-in callback, the game hall) to that party's adapter. Non-default locales carry a `/{code}`
 * prefix; the default locale has none.
 */

export const CASHIER_CHILDREN = [
  'wallet',
  'billing',
  'deposit',
  'history',
  'payfail',
  'receipt',
  'withdraw',
  'paycancel',
  'paymobile',
  'paypending',
  'paysuccess',
  'paynewwindow',
] as const;
export type CashierChild = (typeof CASHIER_CHILDREN)[number];

export const PROFILE_CHILDREN = [
  'bets',
  'bonuses',
  'loyalty',
  'cashback',
  'security',
  'settings',
  'notification',
  'verification',
  'responsible-game',
] as const;
export type ProfileChild = (typeof PROFILE_CHILDREN)[number];

export type PayResult = 'payfail' | 'paypending' | 'paysuccess';

/** A cashier page in the default locale (no prefix). */
export function cashierPath(child?: CashierChild): string {
  return child ? `/cashier/${child}` : '/cashier';
}

/** A profile tab in the default locale (the verification provider's flow returns to one). */
export function profilePath(child?: ProfileChild): string {
  return child ? `/profile/${child}` : '/profile';
}

/** A payment's result page in the default locale; the transaction names the payment it shows. */
export function payResultPath(result: PayResult, transaction?: string): string {
  return transaction ? `/cashier/${result}/${encodeURIComponent(transaction)}` : `/cashier/${result}`;
}

/** A game's page on the site, in the default locale. */
export function gamePagePath(sysname: string): string {
  return `/game/${encodeURIComponent(sysname)}`;
}

export const GAMEHALL_PATH = '/gamehall';

/** Where a social network sends the player back to (its registered redirect URIs), per service. */
export const SOCIAL_CALLBACK_PATH = '/oauth/callback';

export function socialCallbackPath(service: string): string {
  return `${SOCIAL_CALLBACK_PATH}/${encodeURIComponent(service)}`;
}

/** The payment history download, served by the platform. */
/** The pages the links in e-mails open (the server writes them into messages). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const CONFIRMATION_PATH = '/confirmation';

export const HISTORY_CSV_PATH = '/cashier/history.csv';

type QueryValue = string | number | boolean | null | undefined;

/** `path` with `params` merged into its query; empty values are left out. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const search = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') search.delete(key);
    else search.set(key, String(value));
  }
  const query = search.toString();
  return `${base}${query ? `?${query}` : ''}${hash}`;
}

/** Puts the locale prefix on an internal path; external URLs and anchors pass unchanged. */
export function localizePath(url: string, locale: string, defaultLocale: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (locale === defaultLocale) return url;
  if (url === '/') return `/${locale}`;
  if (url.startsWith('/?') || url.startsWith('/#')) return `/${locale}${url.slice(1)}`;
  return `/${locale}${url}`;
}

export interface SplitPath {
  locale: string;
  /** The path without the locale prefix, always starting with `/`. */
  path: string;
  hasPrefix: boolean;
}

/** Reads the locale prefix off a pathname: `/de/about` → de, `/about`; `/about` → default locale. */
export function splitLocale(pathname: string, codes: readonly string[], defaultLocale: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && codes.includes(first)) {
    return { locale: first, path: match[2] && match[2] !== '' ? match[2] : '/', hasPrefix: true };
  }
  return { locale: defaultLocale, path: pathname || '/', hasPrefix: false };
}

export interface GamePlayTarget {
  sysname?: string;
  custom?: string;
  mode?: string;
}

/** The platform's game launch address: /platform/game/{sysname | custom/{custom}}/{mode}. */
export function gamePlayUrl({ sysname, custom, mode = 'play' }: GamePlayTarget): string {
  const target =
    custom !== undefined ? `custom/${encodeURIComponent(custom)}` : encodeURIComponent(sysname ?? '');
  return `/platform/game/${target}/${encodeURIComponent(mode)}`;
}

export interface SocialAuthTarget {
  service: string;
  /** Where the pop-up itself goes when it has no opener to report to (a path on this site). */
  redirectUrl: string;
  /** The popup view the social button was pressed in. */
  typeAuth: 'authorization' | 'registration';
}

/** The social sign-in start of spec §2.2: /oauth/init with service, redirect_url and type_auth. */
export function socialAuthUrl({ service, redirectUrl, typeAuth }: SocialAuthTarget): string {
  return withQuery('/oauth/init', { service, redirect_url: redirectUrl, type_auth: typeAuth });
}

/** How a game page runs the game: `demo` on the fun balance, `real` for money (spec §2.1). */
export type GamePageMode = 'demo' | 'real';

/** The payment history as a CSV file: served by the platform (no locale prefix), in the `lang` given. */
export function historyCsvUrl(type: string | undefined, locale: string): string {
  return withQuery(HISTORY_CSV_PATH, { type, lang: locale });
}

export interface GamehallFilter {
  category?: string;
  providers?: readonly string[];
}

/** The sportsbook's events list: a sport or league, live / upcoming / starting soon, a search, a page. */
export interface BettingFilter {
  sport?: string | undefined;
  league?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export function createPaths(locale: string, defaultLocale: string) {
  const at = (path: string) => localizePath(path, locale, defaultLocale);
  const segment = (value: string | number) => encodeURIComponent(String(value));
  return {
    locale,
    localize: at,
    home: () => at('/'),
    page: (slug: string) => at(`/${segment(slug)}`),
    offers: (id?: string | number) => at(id === undefined ? '/offers' : `/offers/${segment(id)}`),
    betting: (filter: BettingFilter = {}) =>
      withQuery(at('/betting'), {
        sport: filter.sport,
        league: filter.league,
        status: filter.status,
        q: filter.q,
        page: filter.page && filter.page > 1 ? String(filter.page) : undefined,
      }),
    bettingEvent: (id: string) => at(`/betting/event/${segment(id)}`),
    cashier: (child?: CashierChild) => at(cashierPath(child)),
    cashierDeposit: (sysname?: string) =>
      at(sysname ? `${cashierPath('deposit')}/${segment(sysname)}` : cashierPath('deposit')),
    payResult: (result: PayResult, transaction?: string) => at(payResultPath(result, transaction)),
    loyalty: () => at('/loyalty'),
    loyaltyShop: () => at('/loyalty/shop'),
    loyaltyProgramme: (sysname: string) => at(`/loyalty/${segment(sysname)}`),
    profile: (child?: ProfileChild) => at(profilePath(child)),
    support: () => at('/support'),
    winners: () => at('/winners'),
    gamehall: (filter: GamehallFilter = {}) =>
      withQuery(at(GAMEHALL_PATH), {
        category: filter.category,
        providers: filter.providers && filter.providers.length > 0 ? filter.providers.join(',') : undefined,
      }),
    gamehallCategory: (id: string) => at(`${GAMEHALL_PATH}/${segment(id)}`),
    /** A game page; `demo` asks for fun play, `real` for money play (`#real`: guests get registration). */
    game: (sysname: string, mode?: GamePageMode) => {
      const path = at(gamePagePath(sysname));
      if (mode === 'demo') return withQuery(path, { mode: 'demo' });
      return mode === 'real' ? `${path}#real` : path;
    },
    jackpots: (id?: string | number) => at(id === undefined ? '/jackpots' : `/jackpots/${segment(id)}`),
    providers: () => at('/providers'),
    promotions: (id?: string | number) => at(id === undefined ? '/promotions' : `/promotions/${segment(id)}`),
    tournaments: (id?: string | number) =>
      at(id === undefined ? '/tournaments' : `/tournaments/${segment(id)}`),
    tournamentGamehall: (id: string | number) => at(`/tournaments/${segment(id)}/gamehall`),
    unsubscribe: () => at(UNSUBSCRIBE_PATH),
    confirmation: () => at(CONFIRMATION_PATH),
    confirmationSuccess: () => at(`${CONFIRMATION_PATH}/success`),
    formsSignIn: () => at('/forms/sign_in'),
    formsSignUp: () => at('/forms/sign_up'),
    responsibleGame: () => at('/responsible-game'),
  };
}

export type Paths = ReturnType<typeof createPaths>;
