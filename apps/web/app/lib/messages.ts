import { MESSAGES_FILE_PREFIX } from '@casino/shared/content/messages-file';
import type { Messages } from '@casino/shared/content/site-content';
import { createContext, use, useContext } from 'react';

/** Messages by the URL of their file (see packages/shared/src/content/messages-file.ts). */
export type MessagesByUrl = Readonly<Record<string, Messages>>;

/** On the server: the messages of the page being rendered, provided by entry.server.tsx. */
export const ServerMessagesContext = createContext<MessagesByUrl | undefined>(undefined);

const NO_MESSAGES: Messages = {};

/** In the browser: the messages files loaded so far, and the loads under way (one per file and page). */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

function loadMessagesFile(url: string): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then(
        (messages) => {
          loaded.set(url, messages);
        },
        // Spec §8: without messages the page still renders, with its keys.
        (error: unknown) => console.warn(`messages could not be loaded from ${url}`, error),
      );
    loading.set(url, pending);
  }
  return pending;
}

/**
 * The messages of the page the browser was given: its <head> preloads their file (root.tsx), and the
 * first render must have them to match the server's HTML (entry.client.tsx waits for this).
 */
export function loadPageMessages(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="preload"][as="fetch"][href^="${MESSAGES_FILE_PREFIX}"]`,
  );
  const url = link?.getAttribute('href');
  return url ? loadMessagesFile(url) : Promise.resolve();
}

/**
 * The messages of the root loader's `messagesUrl`. A client-side move to another locale (or to changed
 * messages) suspends until their file has loaded, which keeps the previous page on screen meanwhile.
 * Without messages the page renders with its keys, which shows the gap instead of failing the page.
 */
export function useMessages(url: string | undefined): Messages {
  const server = useContext(ServerMessagesContext);
  if (!url) return NO_MESSAGES;
  if (server) return server[url] ?? NO_MESSAGES;
  const messages = loaded.get(url);
  if (messages) return messages;
  use(loadMessagesFile(url));
  return loaded.get(url) ?? NO_MESSAGES;
}
