import type { LiveEvent } from '@casino/shared/live/live-protocol';

/**
 * Signals between the shell and the support chat, which never import each other: "open the chat" (the
 * header's chat button, the support page) and the live channel's events (the shell holds the
 * connection; the built-in chat reads its messages from it).
 */

const OPEN_CHAT = 'aurora:open-chat';

export function openChat() {
  window.dispatchEvent(new Event(OPEN_CHAT));
}

export function onOpenChat(listener: () => void): () => void {
  window.addEventListener(OPEN_CHAT, listener);
  return () => window.removeEventListener(OPEN_CHAT, listener);
}

const liveListeners = new Set<(event: LiveEvent) => void>();

export function publishLiveEvent(event: LiveEvent) {
  for (const listener of liveListeners) listener(event);
}

export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  liveListeners.add(listener);
  return () => {
    liveListeners.delete(listener);
  };
}
