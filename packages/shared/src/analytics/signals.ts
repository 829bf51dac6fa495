/**
 * What the site's analytics and signals share with the platform (spec §4 Analytics, §5 tracking, §9;
 * decision 0052): one list, so the browser, the contract and the receivers never drift apart.
 */

/** Spec §4: the landing parameters forwarded to the tag manager and stored on the player at sign-up. */
export const TRACKING_PARAMS = ['track_id', 'publisher_id', 'goal_id', 'link_id'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

/** Longest tracking parameter value kept (an affiliate's id, never a text). */
export const TRACKING_PARAM_MAX = 100;

/** Spec §9: the device-risk query is sent this long after the site starts. */
export const DEVICE_RISK_DELAY_MS = 3000;

/** Where the built-in device-fingerprint stand-in is served (the seam: DEVICE_FINGERPRINT_SCRIPT_URL). */
export const BUILTIN_FINGERPRINT_SCRIPT = '/signals/fingerprint.js';

/** The Core Web Vitals the browser reports (real-user monitoring). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** The most metrics one report carries (each vital once per page view). */
export const WEB_VITALS_PER_REPORT = WEB_VITAL_NAMES.length;

/** The tag manager's own origin: the only one the CSP adds, and only when a container id is set. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** A container id as the tag manager issues it (GTM-XXXXXXX); anything else loads nothing. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The outside origins the site's signals load from and send to, which the page's CSP adds. */
export interface SignalOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The tag manager's origin when a valid container id is configured, and the fingerprint vendor's when
 * its script is another site's; none otherwise, so the CSP stays as strict as without them.
 */
export function signalOrigins(options: {
  gtmId: string | null | undefined;
  fingerprintScript: string | null | undefined;
}): SignalOrigins {
  const origins: SignalOrigins = { script: [], connect: [], img: [] };
  if (options.gtmId && TAG_MANAGER_ID.test(options.gtmId)) {
    origins.script.push(TAG_MANAGER_ORIGIN);
    origins.connect.push(TAG_MANAGER_ORIGIN);
    origins.img.push(TAG_MANAGER_ORIGIN);
  }
  if (options.fingerprintScript && /^https:\/\//.test(options.fingerprintScript)) {
    const vendor = new URL(options.fingerprintScript).origin;
    origins.script.push(vendor);
    origins.connect.push(vendor);
  }
  return origins;
}
