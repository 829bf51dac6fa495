import { safeInternalPath } from '@casino/shared/routing/url-safety';

/**
 * Where an address with the default locale's prefix goes (`/en/about?x=1` → `/about?x=1`), or null
 * when what follows the prefix is no path of this site once normalised (`/en//evil.example`,
 * `/en/%2F%2Fevil.example`): that address is a missing page, never a redirect to another host.
 */
export function defaultLocaleRedirect(pathWithoutPrefix: string, search: string): string | null {
  return safeInternalPath(`${pathWithoutPrefix}${search}`);
}
