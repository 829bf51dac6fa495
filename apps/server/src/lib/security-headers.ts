/**
 * Headers every response carries, decided once from the configuration (spec §8, issue 13): the
 * browser features the site may use, isolation from pages that open it, and HTTPS only once the site
 * is served over it.
 */

/** The site needs fullscreen and autoplay (games, in same-origin frames) and nothing else a browser gates. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** One year; subdomains are left to the operator, who may serve other things on them. */
export const HSTS = 'max-age=31536000';

/**
 * The headers for a request's URL. A page opened by another site cannot reach back into ours, while our
 * own pop-ups stay reachable. The social sign-in pop-up (/oauth/…) goes to the network and back and must
 * keep its opener, so it has no opener policy: any other value there cuts it off when it returns.
 */
export function securityHeaders(publicUrl: string): (url: string) => ReadonlyArray<[string, string]> {
  type Header = [string, string];
  const common: Header[] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  if (new URL(publicUrl).protocol === 'https:') common.push(['strict-transport-security', HSTS]);
  const site: Header[] = [...common, ['cross-origin-opener-policy', 'same-origin-allow-popups']];
  const socialPopup: Header[] = [...common, ['cross-origin-opener-policy', 'unsafe-none']];
  return (url) => (url.startsWith('/oauth/') ? socialPopup : site);
}
