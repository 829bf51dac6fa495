import { ApiError } from '@casino/shared/errors/api-error';
import {
  BALANCE_UPDATED_EVENT,
  LIVE_PING_INTERVAL_MS,
  type LiveClientMessage,
  type LiveEvent,
  type LiveServerMessage,
  SUPPORT_CHAT_EVENT,
} from '@casino/shared/live/live-protocol';

/** The part of the browser's WebSocket the connection uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** A fresh account.getToken token; a 401/403 means the player is signed out, which ends the connection. */
  getToken(): Promise<string>;
  onEvent(event: LiveEvent): void;
  createSocket?(url: string): SocketLike;
  /** Jitter source for the backoff (tests fix it). */
  random?(): number;
}

const OPEN = 1;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/**
 * One live channel connection (spec §7): fetches a token, sends init, passes events on, pings to notice
 * a dead link, and reconnects with jittered exponential backoff, with a new token every time, until
 * stopped or the player turns out to be signed out.
 */
export class LiveConnection {
  readonly #options: LiveConnectionOptions;
  #socket: SocketLike | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #failures = 0;
  #running = false;
  /** Bumped by stop(): a connect still waiting for its token then knows it is stale. */
  #generation = 0;

  constructor(options: LiveConnectionOptions) {
    this.#options = options;
  }

  start() {
    if (this.#running) return;
    this.#running = true;
    void this.#connect();
  }

  stop() {
    this.#running = false;
    this.#generation += 1;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#drop();
  }

  async #connect() {
    const generation = this.#generation;
    let token: string;
    try {
      token = await this.#options.getToken();
    } catch (error) {
      if (generation !== this.#generation) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) this.stop();
      else this.#retry();
      return;
    }
    if (!this.#running || generation !== this.#generation) return;
    const socket = (this.#options.createSocket ?? ((url) => new WebSocket(url)))(this.#options.url);
    this.#socket = socket;
    let answered = true;
    socket.onopen = () => this.#send(socket, { type: 'init', token });
    socket.onmessage = (event) => {
      answered = true;
      const message = parse(event.data);
      if (message?.type === 'init' && message.ok) {
        this.#failures = 0;
        this.#pingTimer = setInterval(() => {
          // No word since the last ping: the link is dead even if the socket has not noticed.
          if (!answered) {
            this.#abandon(socket);
            return;
          }
          answered = false;
          this.#send(socket, { type: 'ping' });
        }, LIVE_PING_INTERVAL_MS);
      } else if (message?.type === 'message') {
        // The player's connection follows no topics: only the player's own events reach it.
        if (message.event === BALANCE_UPDATED_EVENT || message.event === SUPPORT_CHAT_EVENT)
          this.#options.onEvent({ event: message.event, data: message.data } as LiveEvent);
      }
    };
    socket.onclose = () => this.#abandon(socket);
  }

  #abandon(socket: SocketLike) {
    if (this.#socket !== socket) return;
    this.#drop();
    this.#retry();
  }

  #retry() {
    if (!this.#running || this.#retryTimer !== undefined) return;
    const ceiling = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** this.#failures);
    this.#failures += 1;
    // Jittered, so the tabs of a restarted server do not all come back at the same moment.
    const delay = RETRY_MIN_MS / 2 + (this.#options.random ?? Math.random)() * (ceiling - RETRY_MIN_MS / 2);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      if (this.#running) void this.#connect();
    }, delay);
  }

  #drop() {
    clearInterval(this.#pingTimer);
    this.#pingTimer = undefined;
    const socket = this.#socket;
    this.#socket = undefined;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close();
  }

  #send(socket: SocketLike, message: LiveClientMessage) {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }
}

function parse(data: unknown): LiveServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as LiveServerMessage;
  } catch {
    return undefined;
  }
}
