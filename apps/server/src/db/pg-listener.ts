import pg from 'pg';

/** Subscribes to a LISTEN channel; the returned function unsubscribes. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface PgListener {
  listen: Listen;
  close(): Promise<void>;
}

/**
 * LISTEN on PostgreSQL through one dedicated connection (a pooled one would hand the session, and its
 * subscriptions, to other queries). A lost connection is reopened with backoff and every channel is
 * subscribed again; notices sent while it was down are lost, which subscribers must tolerate.
 */
export function createPgListener(connectionString: string, warn: (message: string) => void): PgListener {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      for (const callback of channels.get(message.channel) ?? []) callback(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${quote(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    failures = 0;
    client = next;
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function lost(which: pg.Client, reason: string) {
    if (closed || client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    warn(`LISTEN connection lost (${reason}); reconnecting`);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || channels.size === 0) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connected().catch((error: Error) => {
        warn(`LISTEN reconnect failed: ${error.message}`);
        scheduleReconnect();
      });
    }, delay);
  }

  return {
    async listen(channel, onPayload) {
      let callbacks = channels.get(channel);
      const first = callbacks === undefined;
      if (!callbacks) {
        callbacks = new Set();
        channels.set(channel, callbacks);
      }
      callbacks.add(onPayload);
      try {
        const active = await connected();
        // A connection opened just now already listens to it; saying it twice is harmless.
        if (first) await active.query(`listen ${quote(channel)}`);
      } catch (error) {
        // The database is away: the subscription stands and is made when the connection returns.
        warn(`LISTEN ${channel} deferred: ${(error as Error).message}`);
        if (client) lost(client, (error as Error).message);
        else scheduleReconnect();
      }
      return async () => {
        callbacks.delete(onPayload);
        if (callbacks.size > 0 || channels.get(channel) !== callbacks) return;
        channels.delete(channel);
        // On a lost connection the subscription is gone already.
        await client?.query(`unlisten ${quote(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await last?.end();
    },
  };
}
