/**
 * A page is rendered from its path and the query parameters pages read; every other parameter (tracking
 * and campaign parameters, typos, `?x=<random>`) leaves the page as it is, so the guest page cache keys
 * by the reduced address and the server renders that address. The browser reduces its address bar the
 * same way before hydration (PAGE_QUERY_SCRIPT), so both render the same URL. See docs/decisions/0021.
 */

/**
 * Every query parameter a page, a loader or a component reads. `apps/web/app/lib/routing/
 * page-query-readers.test.ts` fails when the site reads a name that is not here.
 */
export const PAGE_QUERY_PARAMS = [
  // Spec §2.1: the popup flags, the return after sign-in, the campaign popup preview, the return after
  // a social sign-in or a payment.
  'show_popup_reg',
  'show_popup_auth',
  'prevent_close',
  'redirectUrl',
  'popup',
  'backUrl',
  // The game hall's filter.
  'category',
  'providers',
  // The cashier's history and receipt.
  'type',
  'page',
  'transaction',
  // The game page's mode.
  'mode',
  // The return from filling the profile in (spec §2.3); on the bet history, its first day.
  'from',
  'toastType',
  // The sportsbook's filter (its page is `page` above); the bet history's `status`, `from` and `to`,
  // and `kind` (sports bets or casino rounds).
  'sport',
  'league',
  'status',
  'q',
  'to',
  'kind',
  // The signed link of an e-mail: unsubscribe and contact confirmation (decision 0029).
  'token',
] as const;

/**
 * Campaign parameters the site consumes once, when a visitor lands (spec §2.1, §7): the `/hit` tracking
 * request takes track_id and seon_session, a promo code is kept for registration, and analytics forwards
 * track_id, publisher_id, goal_id and link_id. They never change the page: the browser's start-up code
 * reads them from the address the visitor landed on (`window.__landingSearch`), not from the page's.
 */
export const LANDING_QUERY_PARAMS = [
  'track_id',
  'seon_session',
  'promo_code',
  'publisher_id',
  'goal_id',
  'link_id',
] as const;

/** The global where PAGE_QUERY_SCRIPT keeps the query the visitor landed with, when it reduced it. */
export const LANDING_SEARCH_GLOBAL = '__landingSearch';

const PAGE_PARAMS: ReadonlySet<string> = new Set(PAGE_QUERY_PARAMS);

/**
 * The query (`?a=1&b=2`, `a=1&b=2` or '') with only the page parameters, each kept as written, as
 * `?…` or ''. Names are compared as written (no decoding), exactly as PAGE_QUERY_SCRIPT does.
 */
export function pageQuery(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => PAGE_PARAMS.has(part.split('=')[0] as string));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** A request's path and query (`/about?x=1`) as the page's address: its query reduced by `pageQuery`. */
export function pageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? url : `${url.slice(0, queryAt)}${pageQuery(url.slice(queryAt))}`;
}

/**
 * Runs in the document's head before the app's scripts: when the address carries parameters no page
 * reads, it keeps the query the visitor landed with for the start-up code and replaces the address with
 * the reduced one, which is the address the server rendered. The same rule as `pageQuery`. The address
 * is absolute: a path such as `//host/x` would otherwise be read as another origin.
 */
export const PAGE_QUERY_SCRIPT = `(function(l,k){var s=l.search,q=s.slice(1).split("&").filter(function(p){return k.indexOf(p.split("=")[0])>=0}).join("&");q=q?"?"+q:"";if(q!==s){window.${LANDING_SEARCH_GLOBAL}=s;history.replaceState(history.state,"",l.origin+l.pathname+q+l.hash)}})(location,${JSON.stringify(PAGE_QUERY_PARAMS)})`;
