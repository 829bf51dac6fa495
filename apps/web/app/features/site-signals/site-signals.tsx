import { DEVICE_RISK_DELAY_MS } from '@casino/shared/analytics/signals';
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { pushDataLayer } from '../../lib/analytics.ts';
import { landingTrackingParams } from '../../lib/tracking-params.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { signalSession, startDeviceRisk } from './device-risk.ts';
import { loadTagManager } from './tag-manager.ts';
import { reportRoute, startWebVitals } from './web-vitals-report.ts';

/**
 * The site's analytics and signals (spec §4 Analytics, §5 tracking; decision 0052), started once per
 * page load after the first interaction (deferred-effects.tsx): the data layer gets the landing's
 * tracking parameters and the signed-in player's id, the tag manager loads when one is configured, the
 * device-fingerprint agent and the device-risk query run when content turns them on, and the Core Web
 * Vitals are measured and sent to the platform. Renders nothing.
 */
export function SiteSignals() {
  const { generalInfo, fingerprintScript, user } = useShell();
  const api = useDeferredApi();
  const matches = useMatches();
  // Read once: everything here belongs to the page load, not to later navigations. The player's id is
  // read in the effect: on the server the user is a hole of a page shared by all players (decision 0047).
  const start = useRef({
    gtmId: generalInfo.analytic.gtmId,
    fingerprintScript,
    user,
    route: reportRoute(matches.at(-1)?.id ?? ''),
    api,
  });

  useEffect(() => {
    const { gtmId } = start.current;
    const userId = start.current.user?.uid ?? null;
    pushDataLayer({ ...landingTrackingParams(), ...(userId !== null ? { user_id: userId } : {}) });
    loadTagManager(gtmId);
  }, []);

  useEffect(() => {
    const { fingerprintScript: script, api: caller } = start.current;
    if (!script) return;
    void startDeviceRisk({
      api: caller,
      script,
      delayMs: DEVICE_RISK_DELAY_MS,
      elapsedMs: performance.now(),
      session: signalSession(sessionStorageOrUndefined(), () => crypto.randomUUID()),
      automated: navigator.webdriver === true,
    });
  }, []);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    startWebVitals(start.current.route)
      .then((stopReporting) => {
        if (stopped) stopReporting();
        else stop = stopReporting;
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);

  return null;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
