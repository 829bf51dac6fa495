import { randomBytes } from 'node:crypto';
import { pageUrl } from '@casino/shared/routing/page-query';
import { isbot } from 'isbot';
import { readCookie } from '../lib/cookies.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { prepareSplicedGzip, type SplicedGzip, spliceGzip } from './spliced-gzip.ts';

/**
 * A guest's page depends only on its URL (reduced to the query parameters pages read), the theme and odds
 * format cookies (the root loader and the sportsbook's layout read them) and whether the visitor is a bot,
 * so one render serves every guest asking for the same page for a few seconds. Content is cached
 * for 10 s anyway; this adds at most 5 s before an edit shows. See docs/decisions/0004.
 */
export const GUEST_PAGE_TTL_MS = 5_000;
export const GUEST_PAGE_MAX_ENTRIES = 500;

export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  cookies: string[];
  body: Buffer;
  /** Set when `body` is compressed. */
  encoding?: 'gzip';
}

export interface GuestPageRequest {
  method: string;
  origin: string;
  url: string;
  cookieHeader: string | undefined;
  userAgent: string | undefined;
}

interface StoredPage {
  status: number;
  headers: Array<[string, string]>;
  cookies: string[];
  /** The body cut at every occurrence of the nonce it was rendered with. */
  bodyParts: Buffer[];
  /** The same parts compressed once, for every guest whose browser takes gzip. */
  gzip: SplicedGzip;
  nonce: string;
}

/** React Router's default `routeDiscovery.manifestPath`, which react-router.config.ts keeps. */
const ROUTE_DISCOVERY_PATH = '/__manifest';

/**
 * The address a GET page is rendered from: tracking, campaign and unknown parameters change no page, so
 * they neither render nor key one (docs/decisions/0021). React Router's own requests keep their address:
 * data requests (`….data?_routes=…`) are asked for pages the browser already shows at that address, and
 * route discovery (`/__manifest?paths=…&version=…`) is all parameters.
 */
export function pageRequestUrl(url: string): string {
  return isDocumentAddress(url) ? pageUrl(url) : url;
}

/** Whether `url` asks for a document, not React Router's data (`….data`) or route discovery. */
export function isDocumentAddress(url: string): boolean {
  const path = url.split('?', 1)[0] as string;
  return !path.endsWith('.data') && path !== ROUTE_DISCOVERY_PATH;
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export class GuestPageCache {
  readonly #pages: TtlCache<StoredPage>;

  constructor(now: () => number = Date.now) {
    this.#pages = new TtlCache<StoredPage>(GUEST_PAGE_TTL_MS, now, GUEST_PAGE_MAX_ENTRIES);
  }

  /** Forgets every stored page: published content (decision 0042) must not wait for their TTL. */
  clear(): void {
    this.#pages.clear();
  }

  /** The cache key of a guest's GET, or null when the page must be rendered for this request alone. */
  key(request: GuestPageRequest): string | null {
    if (request.method !== 'GET') return null;
    const theme = readCookie(request.cookieHeader, 'theme') ?? '';
    const oddsFormat = readCookie(request.cookieHeader, 'odds_format') ?? '';
    const bot = isbot(request.userAgent ?? '') ? 'bot' : 'player';
    return `${request.origin}${pageRequestUrl(request.url)}
${theme}
${oddsFormat}
${bot}`;
  }

  /**
   * The page under `key`, rendered by `render` (with the nonce it is given) when absent or stale; requests
   * arriving during a render wait for it. Every answer carries a fresh nonce. Server errors and pages that
   * set cookies are not kept. With `gzip` the body is compressed (once per stored page, not per answer).
   */
  async serve(
    key: string,
    render: (nonce: string) => Promise<RenderedPage>,
    options: { gzip: boolean } = { gzip: false },
  ): Promise<RenderedPage> {
    const load = async (): Promise<StoredPage> => {
      const nonce = createNonce();
      const page = await render(nonce);
      const bodyParts = split(page.body, Buffer.from(nonce));
      return { ...page, bodyParts, gzip: prepareSplicedGzip(bodyParts), nonce };
    };
    const stored = this.#pages.get(key, load);
    const page = await stored;
    if (page.status >= 500 || page.cookies.length > 0) this.#pages.forget(key, stored);
    const nonce = createNonce();
    const answer = {
      status: page.status,
      headers: page.headers.map(([name, value]): [string, string] => [
        name,
        value.replaceAll(page.nonce, nonce),
      ]),
      cookies: page.cookies,
    };
    return options.gzip
      ? { ...answer, body: spliceGzip(page.gzip, Buffer.from(nonce)), encoding: 'gzip' }
      : { ...answer, body: join(page.bodyParts, Buffer.from(nonce)) };
  }
}

function split(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at >= 0; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function join(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
