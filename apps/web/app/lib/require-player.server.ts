import { createPaths } from '@casino/shared/routing/site-paths';
import { type AppLoadContext, redirect } from 'react-router';
import { pageLocale } from './route-locale.server.ts';
import { guestRedirectTarget } from './routing/guest-guard.ts';

/**
 * The root loader sends guests away from member-only pages (profile, cashier), but loaders run side by
 * side: such a page's loader stops here too, before it calls actions only a player may call.
 */
export async function requirePlayer(context: AppLoadContext, request: Request) {
  const found = await pageLocale(context, request);
  if (!context.signedIn) {
    const url = new URL(request.url);
    const paths = createPaths(found.locale, found.defaultLocale);
    throw redirect(guestRedirectTarget(url.pathname, url.search, paths) ?? paths.home());
  }
  return found;
}
