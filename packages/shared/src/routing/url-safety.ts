/**
 * Redirect targets come from query strings (redirectUrl, backUrl), content rules and postMessage
 * payloads, so every one is checked here before it is followed: no open redirects, no script URLs.
 */

const DANGEROUS_PROTOCOL = /^\s*(javascript|data|vbscript|file|blob):/i;

/** Browsers drop tabs, newlines and other control characters inside URLs: `java\tscript:` runs. */
function withoutIgnoredCharacters(value: string): string {
  let result = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && code !== 0x7f) result += char;
  }
  return result;
}

/** A URL whose scheme would run code or read local data when followed. */
export function isDangerousUrl(url: string): boolean {
  return DANGEROUS_PROTOCOL.test(withoutIgnoredCharacters(url));
}

const BASE = 'http://internal.invalid';
const BASE_HOST = 'internal.invalid';

/** `URL.parse` without needing it: browsers before 2024 lack it, and this module runs in them too. */
function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** Longer return addresses are refused: no page of the site needs one, and every check stays cheap. */
export const MAX_RETURN_PATH_LENGTH = 2048;
/** How many layers of percent-encoding are peeled when looking for a hidden host. */
const DECODE_ROUNDS = 3;

/** C0 and C1 control characters and DEL, which URL parsers drop or treat specially. */
function hasAnyControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** `//host` and `/\host` are another host to a browser; a path must start with one slash only. */
function leavesSite(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return true;
  const resolved = parseUrl(path, BASE);
  return (
    resolved === null ||
    resolved.host !== BASE_HOST ||
    resolved.pathname.startsWith('//') ||
    resolved.pathname.startsWith('/\\')
  );
}

/**
 * One round of percent-decoding as the most lenient reader would do it: runs that are not valid UTF-8
 * are decoded byte by byte instead of being left alone, so a stray `%FF` cannot hide a `%2F` behind it.
 */
function decodeLeniently(value: string): string {
  return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  });
}

/**
 * Whether a later reader that decodes the path again (a router, a proxy, another redirect) would see
 * another host, a control character or a backslash in it: `/%2F%2Fevil`, `/%2e%2e%2f%2fevil`.
 */
function hidesHostileForm(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const decoded = decodeLeniently(current);
    if (decoded === current) return false;
    if (hasAnyControlCharacter(decoded) || decoded.includes('\\') || leavesSite(decoded)) return true;
    current = decoded;
  }
  // Still encoded after that many rounds: nothing of the site is addressed like that.
  return decodeLeniently(current) !== current;
}

/**
 * The one check for a return address from outside the code (redirectUrl, backUrl, stored return
 * keys, social sign-in's redirect_url, frame messages, content links and redirect rules, locale
 * normalisation): the normalised path with its query and hash when it stays on this site, else null.
 * It is judged after the normalisation a browser applies (dot segments, backslashes, dropped tabs and
 * newlines) and after percent-decoding, so `/..//evil`, `/%2e%2e//evil`, `/\evil`, `/<tab>/evil` and
 * `/%2F%2Fevil` are all refused.
 */
export function safeInternalPath(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.length > MAX_RETURN_PATH_LENGTH) return null;
  if (hasAnyControlCharacter(url) || url.includes('\\')) return null;
  const trimmed = url.trim();
  if (leavesSite(trimmed)) return null;
  const parsed = parseUrl(trimmed, BASE);
  if (parsed === null || parsed.username !== '' || parsed.password !== '') return null;
  if (leavesSite(parsed.pathname) || hidesHostileForm(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** An absolute http(s) URL, normalised, or null for anything else. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url || isDangerousUrl(url)) return null;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (parsed.username || parsed.password) return null;
    return parsed.toString();
  } catch {
    return null;
  }
}
