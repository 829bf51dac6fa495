import { splitLocale } from '@casino/shared/routing/site-paths';
import { pageInLocale } from '../../lib/routing/locale-redirect.ts';
import { POPUP_FLAGS } from '../../lib/routing/popup-flags.ts';

/**
 * Where the registration form's language choice goes (spec §4 registration 6): the same page in the
 * chosen language, with the registration popup open again there; an embedded form page (/forms/…) is
 * the form itself, so it needs no flag.
 */
export function registrationInLocale(
  location: { pathname: string; search: string },
  site: { locale: string; codes: readonly string[]; defaultLocale: string },
): string {
  const { path } = splitLocale(location.pathname, site.codes, site.defaultLocale);
  const query = new URLSearchParams(location.search);
  if (!path.startsWith('/forms/')) query.set(POPUP_FLAGS.register, '1');
  const search = query.toString();
  return pageInLocale(path, search ? `?${search}` : '', site.locale, site.defaultLocale);
}
