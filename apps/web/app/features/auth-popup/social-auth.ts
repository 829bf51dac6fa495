/** Spec §9: the social pop-up is 640 by 480. */
export const SOCIAL_POPUP_SIZE = { width: 640, height: 480 } as const;

/** What the /oauth/callback page posts to its opener (apps/server social-callback-page.ts). */
export interface SocialAuthMessage {
  type: 'aurora:social-auth';
  status: 'signed-in' | 'cancelled' | 'failed';
  created: boolean;
  type_auth: string;
}

const STATUSES: readonly string[] = ['signed-in', 'cancelled', 'failed'];

/**
 * The message of our own pop-up, or null. Only a message from this site's origin and from the very
 * window the site opened counts: any other page may post anything to us.
 */
export function socialAuthMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: unknown },
): SocialAuthMessage | null {
  if (event.origin !== expected.origin || expected.source === null || event.source !== expected.source)
    return null;
  const data = event.data as Partial<SocialAuthMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== 'aurora:social-auth') return null;
  if (!STATUSES.includes(data.status as string)) return null;
  return {
    type: 'aurora:social-auth',
    status: data.status as SocialAuthMessage['status'],
    created: data.created === true,
    type_auth: typeof data.type_auth === 'string' ? data.type_auth : 'authorization',
  };
}

/** window.open features: a pop-up of the spec's size, centred over the current window. */
export function socialPopupFeatures(window: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}
