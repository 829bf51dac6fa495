/**
 * Redirect targets come from query strings (redirectUrl, backUrl), content rules and postMessage
 * payloads, so every one is checked here before it is followed: no open redirects, no script URLs.
 */

const DANGEROUS_PROTOCOL = /^\s*(javascript|data|vbscript|file|blob):/i;

function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

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

/**
 * The path (with query and hash) when `url` stays on this site, else null. Protocol-relative (`//x`)
 * and backslash tricks (`/\x`) that browsers treat as another host are refused.
 */
export function safeInternalPath(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (isDangerousUrl(trimmed) || hasControlCharacter(trimmed)) return null;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  const parsed = new URL(trimmed, 'http://internal.invalid');
  if (parsed.host !== 'internal.invalid') return null;
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
