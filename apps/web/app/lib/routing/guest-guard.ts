import type { Paths } from '@casino/shared/routing/site-paths';

/** Path segments only signed-in players may open (spec §2.1). */
const MEMBER_SEGMENTS = new Set(['bets', 'cashier', 'profile', 'responsible-game']);

export function isMemberOnlyPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => MEMBER_SEGMENTS.has(segment));
}

/**
 * Where a guest opening a member-only page is sent: the home page with `redirectUrl` holding the
 * encoded original address, so sign-in can return there. Null when the page is open to guests.
 */
export function guestRedirectTarget(pathname: string, search: string, paths: Paths): string | null {
  if (!isMemberOnlyPath(pathname)) return null;
  return `${paths.home()}?redirectUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
