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
