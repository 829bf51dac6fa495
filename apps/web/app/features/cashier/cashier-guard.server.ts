import { type AppLoadContext, redirect } from 'react-router';
import { createPaths } from '../../lib/paths.ts';
import { pageLocale } from '../../lib/route-locale.server.ts';
import { guestRedirectTarget } from '../../lib/routing/guest-guard.ts';

/**
 * The root loader sends guests away from the cashier, but loaders run side by side: a cashier loader
 * stops here too, before it calls actions only a player may call.
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

/** The platform's refusal inside what a loader caught (the in-process API throws it as route data). */
export function refusalType(error: unknown): string | null {
  if (error instanceof Error && 'type' in error && typeof error.type === 'string') return error.type;
  const body = (error as { data?: { error?: { type?: unknown } } } | null)?.data?.error;
  return body && typeof body.type === 'string' ? body.type : null;
}
