import { randomBytes } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { GameMode } from '../../db/tables/game-wallet.table.ts';
import { gameForLaunch } from '../games/games.service.ts';
import { playBar, playSession, sessionBar } from '../responsible-gaming/play-status.service.ts';
import {
  capGameSessions,
  expireGameSessions,
  findGameSessionRow,
  findLiveGameSession,
  insertGameSession,
  playerCurrency,
} from './game-wallet.repository.ts';

/** A game stays playable this long after launch; wins and rollbacks are still accepted afterwards. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Play money a demo session starts with (1,000.00). */
export const DEMO_CREDITS = minorUnits(100_000);
export const DEMO_CURRENCY = 'FUN';
export const HOUSE_PROVIDER = 'house';

export interface GameSession {
  token: string;
  provider: string;
  userId: number | null;
  sysname: string;
  mode: GameMode;
  currency: string;
  expiresAt: Date;
}

export interface OpenGameSession {
  userId: number | null;
  sysname: string;
  mode: GameMode;
  now: Date;
  provider?: string;
}

/**
 * Launches a game for a player (real money, signed in, not self-excluded) or for anyone in demo mode,
 * which plays on the session's own play money.
 */
export async function openGameSession(db: Db, launch: OpenGameSession): Promise<GameSession> {
  const game = await gameForLaunch(db, launch.sysname);
  if (!game?.is_active) throw new ApiError('InvalidParameterException', 'Unknown game');
  let currency = DEMO_CURRENCY;
  let limitEnd: Date | undefined;
  if (launch.mode === 'real') {
    if (launch.userId === null)
      throw new ApiError('AuthorizationException', 'Sign in to play for real money');
    const userCurrency = await playerCurrency(db, launch.userId);
    if (!userCurrency) throw new ApiError('AuthorizationException', 'Sign in to play for real money');
    const bar = await playBar(db, launch.userId, launch.now);
    if (bar) throw bar;
    const session = await playSession(db, launch.userId, launch.now);
    const sessionRefusal = sessionBar(session, launch.now);
    if (sessionRefusal) throw sessionRefusal;
    limitEnd = session?.end;
    currency = userCurrency;
  }
  const ttlEnd = new Date(launch.now.getTime() + GAME_SESSION_TTL_MS);
  // The session time limit ends the game session early (decision 0031).
  const cappedAt = limitEnd && limitEnd.getTime() < ttlEnd.getTime() ? limitEnd : null;
  const row = await insertGameSession(db, {
    token: randomBytes(24).toString('base64url'),
    provider: launch.provider ?? HOUSE_PROVIDER,
    user_id: launch.userId,
    sysname: launch.sysname,
    mode: launch.mode,
    currency,
    fun_balance: launch.mode === 'demo' ? DEMO_CREDITS : null,
    jackpot: game.has_jackpot,
    expires_at: cappedAt ?? ttlEnd,
    limit_ends_at: cappedAt,
  });
  return toSession(row);
}

/** A reused session must outlive the call it is taken for by at least this much. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

/**
 * Whether a session the caller kept is one `realGameSession` would still reuse at `now`. It may have
 * been ended since (self-exclusion, a time-out, a block): the wallet refuses its next call then.
 */
export function stillReusable(session: GameSession, now: Date): boolean {
  return session.expiresAt.getTime() > now.getTime() + REUSE_MARGIN_MS;
}

/**
 * A real-money session for a built-in provider that places its rounds itself (the sportsbook): the
 * player's live one is reused, else one is opened with every check of a launch (self-exclusion ends
 * the player's sessions, so a reused one is never past it).
 */
export async function realGameSession(
  db: Db,
  launch: { userId: number; sysname: string; provider: string; now: Date },
): Promise<GameSession> {
  const live = await findLiveGameSession(db, {
    userId: launch.userId,
    sysname: launch.sysname,
    provider: launch.provider,
    liveAt: new Date(launch.now.getTime() + REUSE_MARGIN_MS),
  });
  if (live) return toSession(live);
  return openGameSession(db, { ...launch, mode: 'real' });
}

export async function findGameSession(db: Db, token: string): Promise<GameSession | undefined> {
  const row = await findGameSessionRow(db, token);
  return row && toSession(row);
}

function toSession(row: {
  token: string;
  provider: string;
  user_id: number | null;
  sysname: string;
  mode: GameMode;
  currency: string;
  expires_at: Date;
}): GameSession {
  return {
    token: row.token,
    provider: row.provider,
    userId: row.user_id,
    sysname: row.sysname,
    mode: row.mode,
    currency: row.currency,
    expiresAt: row.expires_at,
  };
}

/** A session time limit set or lowered during play ends the player's running games at its end. */
export function capPlayerGameSessions(db: DbOrTrx, userId: number, end: Date, now: Date): Promise<void> {
  return capGameSessions(db, userId, end, now);
}

/** Self-exclusion, a time-out and a block take the player out of every running game at once. */
export function endPlayerGameSessions(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  return expireGameSessions(db, userId, now);
}
