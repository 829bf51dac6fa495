import { localizePath } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';

/**
 * Where an address with the default locale's prefix goes (`/en/about?x=1` → `/about?x=1`), or null
 * when what follows the prefix is no path of this site once normalised (`/en//evil.example`,
 * `/en/%2F%2Fevil.example`): that address is a missing page, never a redirect to another host.
 */
export function defaultLocaleRedirect(pathWithoutPrefix: string, search: string): string | null {
  return safeInternalPath(`${pathWithoutPrefix}${search}`);
}

/**
 * The same page in another locale (after sign-in, or a change of the account's language), from the path
 * without its locale prefix. A page reached at an address that is no path of the site (a not-found page
 * at `//evil.example`) gives the home page in that locale instead: the address is never followed.
 */
export function pageInLocale(path: string, search: string, locale: string, defaultLocale: string): string {
  return (
    safeInternalPath(`${localizePath(path, locale, defaultLocale)}${search}`) ??
    localizePath('/', locale, defaultLocale)
  );
}
