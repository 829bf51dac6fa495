import { useEffect } from 'react';
import { useT } from '../../lib/i18n.ts';
import { landingQuery } from '../../lib/landing-query.ts';
import { capturePromoCode } from '../../lib/query-storage.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { useToasts } from '../../ui/toast/toast-context.tsx';

/**
 * Work done once when the site starts in the browser, from the query the visitor landed with (the
 * address itself no longer carries it): the tracking hit of spec §2.1 (referer, track_id, seon_session),
 * the promo code kept for registration, the mini-app's automatic sign-in (its code loaded only inside
 * Telegram, which passes tgWebAppData in the hash, and only for a guest), and a marker that the page is
 * interactive (tests wait for it).
 */
export function StartEffects() {
  const t = useT();
  const { show } = useToasts();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at start; t and show serve that one run.
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
    if (location.hash.includes('tgWebAppData='))
      import('./mini-app-sign-in.ts').then((m) => m.default(t, show));
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
