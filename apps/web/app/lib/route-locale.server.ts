import { splitLocale } from '@casino/shared/routing/site-paths';
import type { AppLoadContext, Params } from 'react-router';

/** The locale of the page being loaded, from its URL (the prefix, or the default locale). */
export async function pageLocale(context: AppLoadContext, request: Request, _params?: Params) {
  const { locales, defaultLocale } = await context.content.locales();
  const codes = locales.map((locale) => locale.code);
  const split = splitLocale(new URL(request.url).pathname, codes, defaultLocale);
  return { locale: split.locale, defaultLocale, codes };
}
