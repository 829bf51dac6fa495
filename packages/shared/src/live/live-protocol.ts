import type { AccountBalance } from '../contract/account.contract.ts';

/** The live channel (spec §7): a WebSocket at this path of the site's own origin. */
export const LIVE_CHANNEL_PATH = '/ws';

export const BALANCE_UPDATED_EVENT = 'account.balance_updated';

/** Close codes the server uses; a client meeting one of them gets a new token before it reconnects. */
export const LIVE_CLOSE = {
  /** Server shutting down or restarting. */
  goingAway: 1001,
  /** A binary frame. */
  unsupportedData: 1003,
  /** A bad, expired or revoked token, a missing init, too many or malformed messages. */
  policyViolation: 1008,
  /** A frame larger than the server accepts. */
  tooBig: 1009,
} as const;

/** How often a client pings; the server answers pong (it also pings at the protocol level). */
export const LIVE_PING_INTERVAL_MS = 25_000;

export type LiveClientMessage = { type: 'init'; token: string } | { type: 'ping' };

export type LiveEvent = { event: typeof BALANCE_UPDATED_EVENT; data: AccountBalance };

export type LiveServerMessage =
  | { type: 'init'; ok: true }
  | { type: 'pong' }
  | ({ type: 'message' } & LiveEvent);
