import { useEffect } from 'react';

/**
 * Work done once when the site starts in the browser: the tracking hit of spec §2.1 (referer, track_id,
 * seon_session) and a marker that the page is interactive (tests wait for it).
 */
export function StartEffects() {
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const hit = new URLSearchParams();
    if (document.referrer) hit.set('referer', document.referrer);
    for (const key of ['track_id', 'seon_session']) {
      const value = query.get(key);
      if (value) hit.set(key, value);
    }
    new Image().src = `/hit?${hit}`;
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
