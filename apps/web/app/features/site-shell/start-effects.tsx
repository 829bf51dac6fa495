import { useEffect } from 'react';
import { landingQuery } from '../../lib/landing-query.ts';
import { capturePromoCode } from '../../lib/query-storage.ts';
import { browserStorage } from '../../lib/storage-keys.ts';

/**
 * Work done once when the site starts in the browser, from the query the visitor landed with (the
 * address itself no longer carries it): the tracking hit of spec §2.1 (referer, track_id, seon_session),
 * the promo code kept for registration, and a marker that the page is interactive (tests wait for it).
 */
export function StartEffects() {
  useEffect(() => {
    const query = landingQuery();
    const hit = new URLSearchParams();
    if (document.referrer) hit.set('referer', document.referrer);
    const trackId = query.get('track_id');
    if (trackId) hit.set('track_id', trackId);
    const seonSession = query.get('seon_session');
    if (seonSession) hit.set('seon_session', seonSession);
    new Image().src = `/hit?${hit}`;
    capturePromoCode(query, browserStorage());
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
