import { withQuery } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';

/**
 * Messages the embedded forms (/forms/sign_in, /forms/sign_up) send to the page that frames them:
 * `redirect` asks it to open an address of the site (the registration popup), `refresh_user` says a
 * player signed in or registered, `close` says the player closed the form.
 */
export type FrameMessage = { type: 'redirect'; url: string } | { type: 'refresh_user' } | { type: 'close' };

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

/** What a framed document knows of its parent: `location.ancestorOrigins` (not in every browser) and the referrer. */
export interface FrameParent {
  ancestorOrigins?: ArrayLike<string> | undefined;
  referrer: string;
}

function originOf(address: string): string | null {
  try {
    const origin = new URL(address).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the page framing this one, when it is this site or one of the allowed origins;
 * messages are only ever posted to that exact origin, never to `*`. The browser's own record of the
 * parent (ancestorOrigins) wins: the referrer is only the page that loaded this document, which is
 * the site itself after a reload inside the frame, and is empty under a strict referrer policy.
 */
export function parentOrigin(
  parent: FrameParent,
  allowed: readonly string[],
  ownOrigin: string,
): string | null {
  const origin =
    parent.ancestorOrigins !== undefined
      ? parent.ancestorOrigins.length > 0
        ? originOf(parent.ancestorOrigins[0] as string)
        : null
      : parent.referrer
        ? originOf(parent.referrer)
        : null;
  return origin !== null && (origin === ownOrigin || allowed.includes(origin)) ? origin : null;
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
  if (message?.type === 'close') return { type: 'close' };
  if (message?.type === 'redirect' && typeof message.url === 'string') {
    const path = safeInternalPath(message.url);
    return path ? { type: 'redirect', url: path } : null;
  }
  return null;
}

/** The parent window as far as posting goes (the browser's `window.parent`). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * Posts a message to the framing page at exactly `origin` (the one parentOrigin named). Answers false,
 * sending nothing, when there is no such parent: the page is not framed, or not by an allowed origin.
 */
export function postToParent(
  parent: MessageTarget | null,
  origin: string | null,
  message: FrameMessage,
): boolean {
  if (!parent || !origin) return false;
  parent.postMessage(wrapFrameMessage(message), origin);
  return true;
}
