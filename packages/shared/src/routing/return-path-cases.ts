/**
 * The open-redirect table every entry point that takes a return address is tested with (issue 13):
 * the shared check itself, locale normalisation, redirectUrl, backUrl and its stored keys, social
 * sign-in, frame messages, campaign popups and content redirect rules. Test data only.
 */

/** Return addresses that must never be followed: each leads off the site once normalised or decoded. */
export const HOSTILE_RETURN_PATHS: readonly string[] = [
  // Scheme-relative and absolute.
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example/path',
  '//evil.example:443/x',
  '//evil.example?x=1',
  '//evil.example#x',
  'https://evil.example',
  'http://evil.example/cashier',
  'HTTPS://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'evil.example',
  'evil.example/cashier',
  '',
  ' ',
  '.',
  '..',
  // Dot segments that leave `//` behind.
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e.//evil.example',
  '/%2e//evil.example',
  '/a/../..//evil.example',
  '/a/./../..//evil.example',
  '/cashier/../..//evil.example/x?y=1#z',
  // Backslashes, raw and encoded.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/..\\/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  // Tabs, newlines and other control characters a browser drops.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  // Encoded slashes, once and twice.
  '%2F%2Fevil.example',
  '/%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%2e%2e%2f%2fevil.example',
  '/%2F%2F%FFevil.example',
  // Userinfo and ports.
  '//user:pass@evil.example',
  '//casino.test@evil.example',
  'https://casino.test@evil.example/',
  '/\\user@evil.example',
  // Script and data URLs.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '/javascript:alert(1)//%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Whitespace and lookalikes that browsers trim.
  ' //evil.example',
  '\u00a0//evil.example',
  '\ufeff//evil.example',
  // Too long to be an address of the site.
  `/${'a'.repeat(3000)}`,
];

/** Addresses of the site that must survive the check unchanged, query and hash included. */
export const LEGIT_RETURN_PATHS: readonly string[] = [
  '/',
  '/cashier',
  '/cashier/deposit?amount=100&method=card#top',
  '/de/profile/settings?from=%2Fcashier&toastType=profile',
  '/game/book-of-aurora?mode=demo',
  '/game/book-of-aurora#real',
  '/gamehall?category=slots&providers=aurora%2Chouse',
  // not money: a path
  '/promotions/100%25-bonus',
  '/cashier/paysuccess/tx_123?backUrl=%2Fgamehall',
  '/?show_popup_reg=1&redirectUrl=%2Fcashier',
  '/tournaments/7/gamehall',
  '/@player/page',
];

/** `[short label, address]` rows for `it.each`, so test names stay readable. */
export function labelledPaths(paths: readonly string[]): Array<[string, string]> {
  return paths.map((path) => [JSON.stringify(path).slice(0, 60), path]);
}
