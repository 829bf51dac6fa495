import { withQuery } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { type FrameMessage, wrapFrameMessage } from './frame-messages.ts';

// The embedded forms' side of the frame messages (spec §2.2), apart from the reading side every page's
// first bundle carries (ARCHITECTURE §8 budget).

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
