import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { withQuery } from './paths.ts';

/** Messages the embedded forms (/forms/sign_in, /forms/sign_up) send to the page that frames them. */
export type FrameMessage = { type: 'redirect'; url: string } | { type: 'refresh_user' };

const MESSAGE_SOURCE = 'casino-forms';

interface Envelope {
  source: typeof MESSAGE_SOURCE;
  message: FrameMessage;
}

/** The redirect message: the registration popup on the site, returning to the query's back address. */
export function registrationRedirectMessage(homePath: string, search: URLSearchParams): FrameMessage {
  const back = safeInternalPath(search.get('backUrl'));
  return { type: 'redirect', url: withQuery(homePath, { show_popup_reg: '1', backUrl: back }) };
}

/**
 * The origin of the page framing this one, when it is one of the allowed origins; messages are only
 * ever posted to that exact origin, never to `*`.
 */
export function parentOrigin(referrer: string, allowed: readonly string[], ownOrigin: string): string | null {
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === ownOrigin || allowed.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

export function wrapFrameMessage(message: FrameMessage): Envelope {
  return { source: MESSAGE_SOURCE, message };
}

/** Reads a message received by a parent page, accepting it only from the expected origin and shape. */
export function readFrameMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): FrameMessage | null {
  if (event.origin !== expectedOrigin) return null;
  const data = event.data as Partial<Envelope> | null;
  if (!data || typeof data !== 'object' || data.source !== MESSAGE_SOURCE) return null;
  const message = data.message;
  if (message?.type === 'refresh_user') return { type: 'refresh_user' };
  if (message?.type === 'redirect' && typeof message.url === 'string') {
    const path = safeInternalPath(message.url);
    return path ? { type: 'redirect', url: path } : null;
  }
  return null;
}
