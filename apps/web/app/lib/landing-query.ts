import { LANDING_SEARCH_GLOBAL } from '@casino/shared/routing/page-query';

/**
 * The query the visitor landed with. The head script (PAGE_QUERY_SCRIPT) takes the parameters no page
 * reads — track_id, promo_code and the like — out of the address before the app starts and keeps the
 * whole query here; without any, it is the address's own. Browser only. See docs/decisions/0021.
 */
export function landingQuery(): URLSearchParams {
  const kept = (window as unknown as Record<string, unknown>)[LANDING_SEARCH_GLOBAL];
  return new URLSearchParams(typeof kept === 'string' ? kept : window.location.search);
}
