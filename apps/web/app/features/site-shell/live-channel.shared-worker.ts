import { type LiveEvent, liveChannelUrl } from '@casino/shared/live/live-protocol';
import { createApiClient } from '../../lib/api-client.ts';
import { LiveConnection } from './live-connection.ts';

/** What a tab tells the worker: it wants events (in its locale), or it is going away. */
export type TabMessage = { type: 'join'; locale: string } | { type: 'leave' };

// The DOM lib has no SharedWorkerGlobalScope, and the WebWorker lib cannot be mixed with it.
const scope = self as unknown as {
  onconnect: ((event: MessageEvent) => void) | null;
  location: Location;
};

/**
 * One live channel connection shared by every tab of the player (the worker's name carries the player's
 * id, so another player signing in gets a worker of their own): events go to all tabs that joined, and
 * the connection closes when the last of them leaves.
 */
const ports = new Set<MessagePort>();
let connection: LiveConnection | undefined;
let stopTimer: ReturnType<typeof setTimeout> | undefined;
/** A page that swaps its layout leaves and joins again at once; the connection outlives such a gap. */
const LAST_LEAVE_GRACE_MS = 5_000;

function broadcast(event: LiveEvent) {
  for (const port of ports) port.postMessage(event);
}

scope.onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  port.onmessage = (message: MessageEvent<TabMessage>) => {
    if (message.data.type === 'join') {
      ports.add(port);
      clearTimeout(stopTimer);
      if (!connection) {
        const api = createApiClient({ locale: message.data.locale });
        connection = new LiveConnection({
          url: liveChannelUrl(scope.location),
          getToken: async () => (await api('account.getToken')).token,
          onEvent: broadcast,
        });
      }
      // Also revives a connection that stopped when the player was found signed out and is back now.
      connection.start();
    } else {
      ports.delete(port);
      if (ports.size > 0) return;
      clearTimeout(stopTimer);
      stopTimer = setTimeout(() => {
        connection?.stop();
        connection = undefined;
      }, LAST_LEAVE_GRACE_MS);
    }
  };
  port.start();
};
