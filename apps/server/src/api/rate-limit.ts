import { ApiError } from '@casino/shared/errors/api-error';
import type { DbOrTrx } from '../db/schema.ts';
import { countHit, deleteCountersBefore } from './rate-limit.repository.ts';

export interface RateLimitRule {
  /** What is limited, e.g. `login:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Sign-in, registration, restore, code and promo-code checks, per account and per IP. */
export const RATE_LIMITS = {
  loginByIp: { name: 'login:ip', limit: 30, windowSeconds: 15 * 60 },
  // Shared by every browser that never signed in to the account (decision 0011): bounded guessing.
  loginByAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * 60 },
  loginByAccountDaily: { name: 'login:account:day', limit: 50, windowSeconds: 24 * 3600 },
  // A known device's own budget: only its holder can use it up.
  loginByDevice: { name: 'login:device', limit: 10, windowSeconds: 15 * 60 },
  registerByIp: { name: 'register:ip', limit: 10, windowSeconds: 60 * 60 },
  restoreByIp: { name: 'restore:ip', limit: 10, windowSeconds: 60 * 60 },
  restoreByAccount: { name: 'restore:account', limit: 5, windowSeconds: 60 * 60 },
  codeByAccount: { name: 'code:account', limit: 10, windowSeconds: 15 * 60 },
  // The registration form checks a code as it is typed, so a person needs a few dozen.
  promoCodeByIp: { name: 'promocode:ip', limit: 30, windowSeconds: 15 * 60 },
  promoCodeByAccount: { name: 'promocode:account', limit: 30, windowSeconds: 15 * 60 },
  // Back-office sign-in (password and code attempts alike): tighter than players', staff are few.
  staffSignInByIp: { name: 'staff-signin:ip', limit: 20, windowSeconds: 15 * 60 },
  staffSignInByAccount: { name: 'staff-signin:account', limit: 10, windowSeconds: 15 * 60 },
  // Support.sendFeedback: a player's own budget (never their address's, so nobody can use it up for
  // them); a guest's per address, which also bounds the copies sent to addresses guests type in.
  feedbackByAccount: { name: 'feedback:account', limit: 5, windowSeconds: 60 * 60 },
  feedbackByIp: { name: 'feedback:ip', limit: 5, windowSeconds: 60 * 60 },
  // The support chat: a person types a message every few seconds at most; a script floods the agents.
  chatMessageByAccount: { name: 'chat:account', limit: 30, windowSeconds: 60 },
  chatEventByAccount: { name: 'chat-event:account', limit: 60, windowSeconds: 60 },
  // Analytics and signals (decision 0052): a player's own budget, a guest's per address. Running out
  // loses only measurements, never a page or a game, so nobody can use it against a player.
  eventsByAccount: { name: 'events:account', limit: 300, windowSeconds: 10 * 60 },
  eventsByIp: { name: 'events:ip', limit: 600, windowSeconds: 10 * 60 },
  deviceRiskByAccount: { name: 'device-risk:account', limit: 10, windowSeconds: 15 * 60 },
  deviceRiskByIp: { name: 'device-risk:ip', limit: 30, windowSeconds: 15 * 60 },
  vitalsByAccount: { name: 'vitals:account', limit: 120, windowSeconds: 10 * 60 },
  vitalsByIp: { name: 'vitals:ip', limit: 300, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

let scale = 1;

/** Set once at boot from RATE_LIMIT_SCALE: every limit is multiplied by it (1 in production). */
export function setRateLimitScale(value: number): void {
  scale = value;
}

/**
 * Counts one attempt in a fixed window (one atomic upsert, safe under concurrency) and refuses it with
 * TooManyRequestsException once the window's limit is passed. Counters live in the database, so
 * they hold across restarts and across processes sharing a PostgreSQL.
 */
export async function consumeRateLimit(db: DbOrTrx, rule: RateLimitRule, subject: string, now = new Date()) {
  const key = `${rule.name}:${subject.toLowerCase().slice(0, 200)}`;
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const row = await countHit(db, key, now, windowStart);
  if (row.hits > rule.limit * scale) {
    const retryAfter = Math.max(
      1,
      Math.ceil((row.window_start.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
    );
    throw new ApiError('TooManyRequestsException', 'Too many attempts. Please try again later.', {
      errorData: { retry_after: retryAfter, limit: rule.name },
    });
  }
}

/** The longest window of any rule: a counter older than this counts for nothing. */
const LONGEST_WINDOW_S = Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds));

/**
 * Deletes counters whose window has passed. Keys include whatever login names and addresses were
 * tried, so without this anyone could grow the table for ever. Answers how many were deleted.
 */
export async function pruneRateLimits(db: DbOrTrx, now = new Date()): Promise<number> {
  return deleteCountersBefore(db, new Date(now.getTime() - LONGEST_WINDOW_S * 1000));
}
