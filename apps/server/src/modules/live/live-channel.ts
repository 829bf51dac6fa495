import type { AccountBalance } from '@casino/shared/contract/account.contract';
import { BALANCE_UPDATED_EVENT, LIVE_CLOSE, type LiveServerMessage } from '@casino/shared/live/live-protocol';
import { MAX_TOPICS_PER_CONNECTION, topicMessageSchema } from '@casino/shared/live/live-topics';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { Db } from '../../db/schema.ts';
import { admit, currentBalance, isStillSignedIn } from './live.service.ts';
import { LIVE_TOKEN_TTL_MS, type LiveTokenClaims } from './live-token.ts';

/** Incoming frames larger than this close the connection (init, ping and topic lists are small). */
export const MAX_FRAME_BYTES = 4096;
/** A connection that has neither sent a good init nor followed a topic by then is closed. */
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
  topics: Set<string>;
  /** A support agent's console (admitted by its staff session at the upgrade, not by init). */
  agent: AgentClaims | undefined;
}

export interface AgentClaims {
  staffId: number;
  /** The staff session's cookie token, checked again while the connection stays open. */
  sessionToken: string;
}

/** What the channel asks of the support domain about agents (kept out of the channel's own imports). */
export interface AgentHooks {
  /** Still signed in with an agent's role? */
  stillAgent(claims: AgentClaims): Promise<boolean>;
  /** The agent is here (on arrival and every heartbeat) or has gone (last connection closed). */
  present(staffId: number): Promise<void>;
  gone(staffId: number): Promise<void>;
}

export interface LiveChannelDeps {
  db: Db;
  /** The live token key (liveTokenKey of the session secret). */
  key: Buffer;
  log: FastifyBaseLogger;
  agents?: AgentHooks;
}

/** A topic's whole state as of its last update, already serialized: what a new subscriber starts from. */
export type TopicSnapshot = (topic: string) => string | undefined;

/**
 * The open live channel connections of this process: the init handshake, keepalive, limits, the
 * fan-out of balance events to every socket of a player, and public topics (the sportsbook's live
 * prices) that any connection may follow without signing in.
 */
export class LiveChannel {
  readonly #deps: LiveChannelDeps;
  readonly #connections = new Set<Connection>();
  readonly #byUser = new Map<number, Set<Connection>>();
  readonly #byTopic = new Map<string, Set<Connection>>();
  readonly #agents = new Map<number, Set<Connection>>();
  readonly #heartbeat: NodeJS.Timeout;
  #snapshot: TopicSnapshot = () => undefined;

  constructor(deps: LiveChannelDeps) {
    this.#deps = deps;
    this.#heartbeat = setInterval(() => this.#beat(), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** Whether a player has an admitted connection here. */
  serves(userId: number): boolean {
    return this.#byUser.has(userId);
  }

  /** Whether a support agent's console is connected here. */
  servesAgents(): boolean {
    return this.#agents.size > 0;
  }

  /**
   * A support chat event, serialized once: to the conversation's player's sockets and to every agent's
   * console here (agents see every conversation; the player only their own).
   */
  deliverChat(userId: number, text: string) {
    for (const connection of this.#byUser.get(userId) ?? []) sendText(connection.socket, text);
    for (const connections of this.#agents.values()) {
      for (const connection of connections) sendText(connection.socket, text);
    }
  }

  /** A support agent's console, its staff session and role already checked at the upgrade. */
  acceptAgent(socket: WebSocket, claims: AgentClaims) {
    const connection = this.#open(socket);
    clearTimeout(connection.initTimer);
    connection.agent = claims;
    let connections = this.#agents.get(claims.staffId);
    if (!connections) {
      connections = new Set();
      this.#agents.set(claims.staffId, connections);
    }
    connections.add(connection);
    send(socket, { type: 'init', ok: true });
    void this.#deps.agents
      ?.present(claims.staffId)
      .catch((error: unknown) => this.#deps.log.error({ err: error }, 'support agent presence failed'));
  }

  /** The topics someone here follows: the only ones worth computing updates for. */
  followedTopics(): string[] {
    return [...this.#byTopic.keys()];
  }

  /** Where a new subscriber's first message comes from (the publisher of the topics' updates). */
  snapshotsFrom(snapshot: TopicSnapshot) {
    this.#snapshot = snapshot;
  }

  /**
   * Sends one topic's update, serialized once by the caller, to every follower: the same string for
   * all of them, so a thousand followers cost a thousand writes and nothing else.
   */
  publish(topic: string, text: string) {
    const followers = this.#byTopic.get(topic);
    if (!followers) return;
    for (const connection of followers) sendText(connection.socket, text);
  }

  accept(socket: WebSocket) {
    this.#open(socket);
  }

  #open(socket: WebSocket): Connection {
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
      topics: new Set(),
      agent: undefined,
    };
    this.#connections.add(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data, isBinary) => this.#receive(connection, data, isBinary));
    socket.on('close', () => this.#forget(connection));
    return connection;
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
    this.#byTopic.clear();
    this.#agents.clear();
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
    } else if (connection.agent) {
      // An agent's console only pings: it acts through the back-office API.
      socket.close(LIVE_CLOSE.policyViolation, 'unexpected message');
    } else if (message?.type === 'init' && !connection.claims && !connection.admitting) {
      void this.#admit(connection, message.token);
    } else if (message?.type === 'subscribe' || message?.type === 'unsubscribe') {
      this.#follow(connection, message);
    } else {
      socket.close(LIVE_CLOSE.policyViolation, 'unexpected message');
    }
  }

  /** A bad topic list is answered, not punished: the page may be older than the server. */
  #follow(connection: Connection, message: object) {
    const { socket } = connection;
    const parsed = topicMessageSchema.safeParse(message);
    if (!parsed.success) {
      send(socket, { type: 'refused', reason: 'invalid topics' });
      return;
    }
    const { type, topics } = parsed.data;
    if (type === 'unsubscribe') {
      for (const topic of topics) this.#leave(connection, topic);
      send(socket, { type: 'subscribed', topics: [...connection.topics] });
      return;
    }
    const wanted = new Set([...connection.topics, ...topics]);
    if (wanted.size > MAX_TOPICS_PER_CONNECTION) {
      send(socket, { type: 'refused', reason: 'too many topics' });
      return;
    }
    clearTimeout(connection.initTimer);
    const added = topics.filter((topic) => !connection.topics.has(topic));
    for (const topic of added) {
      connection.topics.add(topic);
      let followers = this.#byTopic.get(topic);
      if (!followers) {
        followers = new Set();
        this.#byTopic.set(topic, followers);
      }
      followers.add(connection);
    }
    send(socket, { type: 'subscribed', topics: [...connection.topics] });
    for (const topic of added) {
      const snapshot = this.#snapshot(topic);
      if (snapshot !== undefined) sendText(socket, snapshot);
    }
  }

  #leave(connection: Connection, topic: string) {
    connection.topics.delete(topic);
    const followers = this.#byTopic.get(topic);
    followers?.delete(connection);
    if (followers?.size === 0) this.#byTopic.delete(topic);
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
      if (connection.agent) {
        void this.#recheckAgent(connection, connection.agent);
        continue;
      }
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

  /** An agent who signed out or lost the role is dropped; one who stays is marked present again. */
  async #recheckAgent(connection: Connection, claims: AgentClaims) {
    const hooks = this.#deps.agents;
    if (!hooks) return;
    try {
      if (await hooks.stillAgent(claims)) await hooks.present(claims.staffId);
      else connection.socket.close(LIVE_CLOSE.policyViolation, 'session ended');
    } catch (error) {
      this.#deps.log.error({ err: error }, 'support agent recheck failed');
    }
  }

  #forget(connection: Connection) {
    clearTimeout(connection.initTimer);
    this.#connections.delete(connection);
    if (connection.agent) {
      const staffId = connection.agent.staffId;
      const connections = this.#agents.get(staffId);
      connections?.delete(connection);
      if (connections?.size === 0) {
        this.#agents.delete(staffId);
        void this.#deps.agents
          ?.gone(staffId)
          .catch((error: unknown) => this.#deps.log.error({ err: error }, 'support agent presence failed'));
      }
    }
    for (const topic of [...connection.topics]) this.#leave(connection, topic);
    const userId = connection.claims?.userId;
    if (userId === undefined) return;
    const connections = this.#byUser.get(userId);
    connections?.delete(connection);
    if (connections?.size === 0) this.#byUser.delete(userId);
  }
}

function parse(data: RawData): { type?: unknown; token?: unknown; topics?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(data.toString());
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function send(socket: WebSocket, message: LiveServerMessage) {
  sendText(socket, JSON.stringify(message));
}

function sendText(socket: WebSocket, text: string) {
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(text);
}
