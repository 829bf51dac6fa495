import { type LiveEvent, liveChannelUrl } from '@casino/shared/live/live-protocol';
import { useEffect, useRef } from 'react';
import { publishLiveEvent } from '../../lib/chat-signals.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { TabMessage } from './live-channel.shared-worker.ts';
import type { LiveConnection } from './live-connection.ts';

/**
 * The player's live channel events (spec §7). All tabs share one connection through a SharedWorker;
 * where there is none (or it fails to start), the tab holds its own connection.
 */
export function useLiveChannel(userId: number, onEvent: (event: LiveEvent) => void) {
  const { locale } = useShell();
  const api = useDeferredApi();
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const deliver = (event: LiveEvent) => {
      handler.current(event);
      // Other parts of the page (the built-in support chat) read the same connection's events.
      publishLiveEvent(event);
    };
    let stopped = false;
    let opening = false;
    let own: LiveConnection | undefined;
    // Only this fallback needs the connection's code in the page; with the SharedWorker it runs there.
    const openOwn = () => {
      if (opening) return;
      opening = true;
      void import('./live-connection.ts').then(({ LiveConnection }) => {
        if (stopped) return;
        own = new LiveConnection({
          url: liveChannelUrl(window.location),
          getToken: async () => (await api('account.getToken')).token,
          onEvent: deliver,
        });
        own.start();
      });
    };

    let worker: SharedWorker | undefined;
    if (typeof SharedWorker === 'function') {
      try {
        worker = new SharedWorker(new URL('./live-channel.shared-worker.ts', import.meta.url), {
          type: 'module',
          name: `live-channel-${userId}`,
        });
      } catch {
        worker = undefined;
      }
    }
    const port = worker?.port;
    if (worker && port) {
      worker.onerror = () => openOwn();
      port.onmessage = (message: MessageEvent<LiveEvent>) => deliver(message.data);
      port.start();
      port.postMessage({ type: 'join', locale } satisfies TabMessage);
    } else {
      openOwn();
    }
    return () => {
      stopped = true;
      if (port) {
        port.postMessage({ type: 'leave' } satisfies TabMessage);
        port.close();
      }
      own?.stop();
    };
  }, [userId, locale, api]);
}
