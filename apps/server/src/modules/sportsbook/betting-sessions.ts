import { SPORTSBOOK_SYSNAME } from '@casino/shared/constants';
import type { Db } from '../../db/schema.ts';
import { type GameSession, realGameSession, stillReusable } from '../game-wallet/game-sessions.service.ts';
import { SPORTSBOOK_PROVIDER } from './bet-money.ts';

/** Players whose sportsbook session is kept; past it the oldest kept is dropped. */
const KEPT_MAX = 10_000;

const kept = new WeakMap<Db, Map<number, GameSession>>();

/**
 * The player's sportsbook game session, kept in this process between bets (decision 0070) so a bet does
 * not look it up each time. The wallet checks the session on every stake: one ended since it was kept
 * (self-exclusion, a time-out, a block) refuses the stake, and the caller forgets it and asks again,
 * which opens a new one with every check of a launch — or refuses as a launch would.
 */
export async function bettingSession(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ session: GameSession; kept: boolean }> {
  let sessions = kept.get(db);
  if (!sessions) {
    sessions = new Map();
    kept.set(db, sessions);
  }
  const known = sessions.get(userId);
  if (known && stillReusable(known, now)) return { session: known, kept: true };
  const session = await realGameSession(db, {
    userId,
    sysname: SPORTSBOOK_SYSNAME,
    provider: SPORTSBOOK_PROVIDER,
    now,
  });
  sessions.delete(userId);
  if (sessions.size >= KEPT_MAX) sessions.delete(sessions.keys().next().value!);
  sessions.set(userId, session);
  return { session, kept: false };
}

/** Drops the player's kept session (the wallet refused it), so the next bet looks it up again. */
export function forgetBettingSession(db: Db, userId: number): void {
  kept.get(db)?.delete(userId);
}
