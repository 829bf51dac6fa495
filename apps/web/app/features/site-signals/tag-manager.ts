import { TAG_MANAGER_ID, TAG_MANAGER_ORIGIN } from '@casino/shared/analytics/signals';
import { pushDataLayer } from '../../lib/analytics.ts';

/**
 * The tag manager (spec §4 Analytics), loaded as its own snippet does, when content's `analytic.gtmId`
 * names a container: none without one, or with anything that is no container id (the id becomes part of
 * a script address). The script carries the page's nonce, which the tag manager hands on to the tags
 * it adds; the CSP allows its origin only when an id is configured (signalOrigins). Answers whether it
 * was loaded.
 */
export function loadTagManager(gtmId: string | null | undefined, doc: Document = document): boolean {
  if (!gtmId || !TAG_MANAGER_ID.test(gtmId)) return false;
  if (doc.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/gtm.js"]`)) return true;
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
  return true;
}
