/**
 * cms-config `flags.popupFallbacks` (spec §3 backend config flags): what happens when the browser blocks
 * a window the site opens. `socialAuth`: `redirect` goes on with the social sign-in in this tab (the
 * provider's callback then returns to the page by itself); `notice` (the default) says the window
 * was blocked and leaves the player where they are.
 */
export type PopupFallback = 'redirect' | 'notice';

export interface PopupFallbacks {
  socialAuth: PopupFallback;
}

export function popupFallbacks(flags: Record<string, unknown> | undefined): PopupFallbacks {
  const given = flags?.popupFallbacks;
  const socialAuth =
    typeof given === 'object' && given !== null ? (given as Record<string, unknown>).socialAuth : undefined;
  return { socialAuth: socialAuth === 'redirect' ? 'redirect' : 'notice' };
}
