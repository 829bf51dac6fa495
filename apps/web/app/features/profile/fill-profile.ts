import { withQuery } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';
import type { ToastKind } from '../../ui/toast/toast-store.ts';

/**
 * Toasts the settings page may show when the player comes back from filling the profile in. The
 * other kinds name a quest, a product or a level, which this page cannot know.
 */
const RETURN_TOASTS = ['profile', 'confirm', 'register'] as const satisfies readonly ToastKind[];
export type ReturnToast = (typeof RETURN_TOASTS)[number];

function isReturnToast(value: string | null): value is ReturnToast {
  return (RETURN_TOASTS as readonly (string | null)[]).includes(value);
}

/** Spec §2.3: the fill-profile confirm sends the player to the settings page with `from` and `toastType`. */
export function fillProfileUrl(
  settingsPath: string,
  from: string,
  toastType: ReturnToast = 'profile',
): string {
  return withQuery(settingsPath, { from, toastType });
}

/** Where the settings page returns after saving (an internal path only), and which toast it shows. */
export function fillProfileReturn(search: string): { from: string | null; toast: ReturnToast | null } {
  const query = new URLSearchParams(search);
  const toast = query.get('toastType');
  return { from: safeInternalPath(query.get('from')), toast: isReturnToast(toast) ? toast : null };
}
