import { LOCALE_COOKIE_MAX_AGE_S } from '@casino/shared/constants';
import { localizePath, splitLocale } from '@casino/shared/routing/site-paths';
import { readCookie } from '../lib/cookies.ts';

export const LOCALE_COOKIE = 'locale';

/** What a page request needs to apply the locale memory (spec §9 locale cookie, content `localeDetectionStrategy`). */
export interface LocaleMemoryRequest {
  /** The address asked for: path and query. */
  url: string;
  cookieHeader: string | undefined;
  /** Only a page the visitor reached from another page of this site is their choice of language. */
  referer: string | undefined;
  acceptLanguage: string | undefined;
  isBot: boolean;
  /** `Sec-Fetch-Dest`: only a document the browser shows is a visit (not the router's data or manifest fetches). */
  fetchDest: string | undefined;
  /** `Accept`: a browser asking for a page asks for HTML (a feed reader or a crawler's sitemap fetch does not). */
  accept: string | undefined;
  siteOrigin: string;
  codes: readonly string[];
  defaultLocale: string;
  /** `cookie`: the language a visitor chose is remembered; `browser`: and a first visit follows the browser's. */
  strategy: string;
}

export type LocaleMemory =
  | { kind: 'redirect'; location: string }
  | { kind: 'remember'; cookie: string }
  | { kind: 'none' };

/**
 * A returning visitor gets their language: a page of the default locale (no prefix) reached from outside the
 * site (a bookmark, a typed address, a link elsewhere) is sent to the same page in the remembered locale.
 * The language of a page the visitor opened is remembered for a year, so switching languages (the
 * switcher's links, pages of the site) is the choice that sticks. Bots see what they asked for.
 */
export function localeMemory(request: LocaleMemoryRequest): LocaleMemory {
  if (request.isBot || (request.strategy !== 'cookie' && request.strategy !== 'browser'))
    return { kind: 'none' };
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const isDocument =
    (request.fetchDest === undefined || request.fetchDest === 'document') &&
    (request.accept ?? '').includes('text/html') &&
    // `/sitemap.xml`, `/robots.txt`, `/_.data`: files, not pages in a language.
    !lastSegment.includes('.') &&
    !pathname.startsWith('/__manifest');
  if (!isDocument) return { kind: 'none' };
  const split = splitLocale(pathname, request.codes, request.defaultLocale);
  const stored = readCookie(request.cookieHeader, LOCALE_COOKIE);
  const remembered = stored !== undefined && request.codes.includes(stored) ? stored : undefined;

  if (!split.hasPrefix && !fromThisSite(request.referer, request.siteOrigin)) {
    const preferred =
      remembered ??
      (request.strategy === 'browser' ? browserLocale(request.acceptLanguage, request.codes) : undefined);
    if (preferred !== undefined && preferred !== request.defaultLocale) {
      return { kind: 'redirect', location: localizePath(request.url, preferred, request.defaultLocale) };
    }
  }
  const page = split.locale;
  // Nothing is stored for a visitor who only ever saw the default language: their pages stay shareable.
  const changed = remembered !== undefined ? remembered !== page : page !== request.defaultLocale;
  return changed ? { kind: 'remember', cookie: localeCookie(page) } : { kind: 'none' };
}

export function localeCookie(code: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function fromThisSite(referer: string | undefined, siteOrigin: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** The first of the browser's languages (by weight) the site has, matched on the primary subtag. */
export function browserLocale(header: string | undefined, codes: readonly string[]): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.primary !== '' && entry.primary !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find((primary) => codes.includes(primary));
}
