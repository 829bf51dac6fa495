import { ApiError } from '@casino/shared/errors/api-error';
import { LIVE_PING_INTERVAL_MS, type LiveEvent, liveChannelUrl } from '@casino/shared/live/live-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type SocketLike } from './live-connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  readonly sent: unknown[] = [];
  closed = false;

  constructor(readonly url: string) {}

  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
}

const balance = {
  balance_main: { amount: 1200, currency: 'USD' },
  balance_bonus: { amount: 0, currency: 'USD' },
  balance_betting_bonus: { amount: 0, currency: 'USD' },
  balance_fun: { amount: 0, currency: 'USD' },
};

function setup(getToken: () => Promise<string>, random = 0) {
  const sockets: FakeSocket[] = [];
  const events: LiveEvent[] = [];
  const connection = new LiveConnection({
    url: 'ws://casino.test/ws',
    getToken,
    onEvent: (event) => events.push(event),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => random,
  });
  return { connection, sockets, events };
}

/** Opens the newest socket and lets the server accept its init. */
function accept(sockets: FakeSocket[]) {
  const socket = sockets.at(-1) as FakeSocket;
  socket.open();
  socket.receive({ type: 'init', ok: true });
  return socket;
}

describe('live connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('addresses the channel on its own origin', () => {
    expect(liveChannelUrl({ protocol: 'https:', host: 'casino.example' })).toBe('wss://casino.example/ws');
    expect(liveChannelUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('sends init with a fresh token and passes events on', async () => {
    const { connection, sockets, events } = setup(async () => 'token-1');
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://casino.test/ws']);
    const socket = accept(sockets);
    expect(socket.sent).toEqual([{ type: 'init', token: 'token-1' }]);
    socket.receive({ type: 'message', event: 'account.balance_updated', data: balance });
    expect(events).toEqual([{ event: 'account.balance_updated', data: balance }]);
    connection.stop();
    expect(socket.closed).toBe(true);
  });

  it('reconnects with a new token after a close, backing off while attempts fail', async () => {
    let issued = 0;
    // At the top of the jitter, the waits are the ceilings: 1 s, then 2 s while attempts keep failing.
    const { connection, sockets } = setup(async () => `token-${++issued}`, 1);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    accept(sockets).serverClose();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).serverClose();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    expect(accept(sockets).sent).toEqual([{ type: 'init', token: 'token-3' }]);
    connection.stop();
  });

  it('keeps trying when the token cannot be had, and stops for good when the player is signed out', async () => {
    let outcome: 'network' | 'signed out' = 'network';
    const getToken = vi.fn(async () => {
      throw outcome === 'network'
        ? new ApiError('ApplicationUnavailableException', 'Network error', { status: 0 })
        : new ApiError('AuthorizationException', 'Authorization required');
    });
    const { connection, sockets } = setup(getToken);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(getToken).toHaveBeenCalledTimes(1);
    outcome = 'signed out';
    await vi.advanceTimersByTimeAsync(500);
    expect(getToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(0);
  });

  it('pings, and gives up a link that stops answering', async () => {
    const { connection, sockets } = setup(async () => 'token');
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    const socket = accept(sockets);
    await vi.advanceTimersByTimeAsync(LIVE_PING_INTERVAL_MS);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(LIVE_PING_INTERVAL_MS);
    expect(socket.closed).toBe(false);
    // No pong for that ping: the next tick drops the socket and a new one follows.
    await vi.advanceTimersByTimeAsync(LIVE_PING_INTERVAL_MS);
    expect(socket.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    connection.stop();
  });

  it('a stop while the token is on its way opens nothing', async () => {
    let release!: (token: string) => void;
    const { connection, sockets } = setup(() => new Promise((resolve) => (release = resolve)));
    connection.start();
    connection.stop();
    release('late');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(0);
  });
});
