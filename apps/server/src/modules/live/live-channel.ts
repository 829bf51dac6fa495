import type { AccountBalance } from '@casino/shared/contract/account.contract';
import { BALANCE_UPDATED_EVENT, LIVE_CLOSE, type LiveServerMessage } from '@casino/shared/live/live-protocol';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { Db } from '../../db/schema.ts';
import { admit, currentBalance, isStillSignedIn } from './live.service.ts';
import { LIVE_TOKEN_TTL_MS, type LiveTokenClaims } from './live-token.ts';

/** Incoming frames larger than this close the connection (the client only ever sends init and ping). */
export const MAX_FRAME_BYTES = 4096;
/** A connection that has not sent a good init by then is closed. */
const INIT_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
const FRAME_WINDOW_MS = 10_000;
const FRAMES_PER_WINDOW = 20;
/** A client that reads this far behind is dropped rather than buffered for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Sent for a server-side failure (RFC 6455 1011). */
const INTERNAL_ERROR = 1011;

interface Connection {
  socket: WebSocket;
  claims: LiveTokenClaims | undefined;
  admitting: boolean;
  alive: boolean;
  checkedAt: number;
  windowStartedAt: number;
  frames: number;
  initTimer: NodeJS.Timeout | undefined;
}

export interface LiveChannelDeps {
  db: Db;
  /** The live token key (liveTokenKey of the session secret). */
  key: Buffer;
  log: FastifyBaseLogger;
}

/**
 * The open live channel connections of this process: the init handshake, keepalive, limits, and the
 * fan-out of balance events to every socket of a player.
 */
export class LiveChannel {
  readonly #deps: LiveChannelDeps;
  readonly #connections = new Set<Connection>();
  readonly #byUser = new Map<number, Set<Connection>>();
  readonly #heartbeat: NodeJS.Timeout;

  constructor(deps: LiveChannelDeps) {
    this.#deps = deps;
    this.#heartbeat = setInterval(() => this.#beat(), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** Whether a player has an admitted connection here. */
  serves(userId: number): boolean {
    return this.#byUser.has(userId);
  }

  accept(socket: WebSocket) {
    const now = Date.now();
    const connection: Connection = {
      socket,
      claims: undefined,
      admitting: false,
      alive: true,
      checkedAt: now,
      windowStartedAt: now,
      frames: 0,
      initTimer: setTimeout(() => socket.close(LIVE_CLOSE.policyViolation, 'init expected'), INIT_TIMEOUT_MS),
    };
    this.#connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => this.#receive(connection, data, isBinary));
    socket.on('close', () => this.#forget(connection));
  }

  /** Sends each player's fresh balance to all of their sockets here. */
  async deliver(userIds: number[]) {
    for (const userId of userIds) {
      const connections = this.#byUser.get(userId);
      if (connections) await this.#sendBalance(userId, [...connections]);
    }
  }

  /** Drops every connection at once (the app is closing; clients reconnect elsewhere). */
  close() {
    clearInterval(this.#heartbeat);
    for (const connection of this.#connections) {
      clearTimeout(connection.initTimer);
      connection.socket.terminate();
    }
    this.#connections.clear();
    this.#byUser.clear();
  }

  #receive(connection: Connection, data: RawData, isBinary: boolean) {
    const { socket } = connection;
    connection.alive = true;
    const now = Date.now();
    if (now - connection.windowStartedAt >= FRAME_WINDOW_MS) {
      connection.windowStartedAt = now;
      connection.frames = 0;
    }
    connection.frames += 1;
    if (connection.frames > FRAMES_PER_WINDOW) {
      socket.close(LIVE_CLOSE.policyViolation, 'too many messages');
      return;
    }
    if (isBinary) {
      socket.close(LIVE_CLOSE.unsupportedData, 'text frames only');
      return;
    }
    const message = parse(data);
    if (message?.type === 'ping') {
      send(socket, { type: 'pong' });
    } else if (message?.type === 'init' && !connection.claims && !connection.admitting) {
      void this.#admit(connection, message.token);
    } else {
      socket.close(LIVE_CLOSE.policyViolation, 'unexpected message');
    }
  }

  async #admit(connection: Connection, token: unknown) {
    const { socket } = connection;
    connection.admitting = true;
    const admission = await admit(this.#deps.db, this.#deps.key, token).catch((error: unknown) => {
      this.#deps.log.error({ err: error }, 'live channel init failed');
      return undefined;
    });
    connection.admitting = false;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (!admission) {
      socket.close(INTERNAL_ERROR, 'try again');
      return;
    }
    if (!admission.ok) {
      socket.close(LIVE_CLOSE.policyViolation, admission.reason);
      return;
    }
    clearTimeout(connection.initTimer);
    connection.claims = admission.claims;
    connection.checkedAt = Date.now();
    const userId = admission.claims.userId;
    let connections = this.#byUser.get(userId);
    if (!connections) {
      connections = new Set();
      this.#byUser.set(userId, connections);
    }
    connections.add(connection);
    send(socket, { type: 'init', ok: true });
    // The balance as of now, so a client that reconnects has missed nothing while it was away.
    await this.#sendBalance(userId, [connection]);
  }

  async #sendBalance(userId: number, connections: Connection[]) {
    let balance: AccountBalance | undefined;
    try {
      balance = await currentBalance(this.#deps.db, userId);
    } catch (error) {
      this.#deps.log.error({ err: error, userId }, 'live channel balance read failed');
      return;
    }
    if (!balance) return;
    for (const connection of connections) {
      send(connection.socket, { type: 'message', event: BALANCE_UPDATED_EVENT, data: balance });
    }
  }

  #beat() {
    const now = Date.now();
    for (const connection of this.#connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      if (connection.claims && now - connection.checkedAt >= LIVE_TOKEN_TTL_MS) {
        connection.checkedAt = now;
        void this.#recheck(connection, connection.claims);
      }
    }
  }

  /** A player who signed out (or was blocked) stops receiving events within one token lifetime. */
  async #recheck(connection: Connection, claims: LiveTokenClaims) {
    const live = await isStillSignedIn(this.#deps.db, claims).catch(() => true);
    if (!live) connection.socket.close(LIVE_CLOSE.policyViolation, 'session ended');
  }

  #forget(connection: Connection) {
    clearTimeout(connection.initTimer);
    this.#connections.delete(connection);
    const userId = connection.claims?.userId;
    if (userId === undefined) return;
    const connections = this.#byUser.get(userId);
    connections?.delete(connection);
    if (connections?.size === 0) this.#byUser.delete(userId);
  }
}

function parse(data: RawData): { type?: unknown; token?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(data.toString());
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function send(socket: WebSocket, message: LiveServerMessage) {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(JSON.stringify(message));
}
