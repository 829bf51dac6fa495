import type { GameType } from '@casino/shared/contract/games.contract';
import { hundredthsIn } from '@casino/shared/money/minor-units';
import { ENGINE_GAME_TYPE, type EngineId } from './engines/engine-common.ts';

export const GAME_PATH = '/platform/game';
export const GAME_API_PATH = `${GAME_PATH}/api`;
export const GAME_ASSETS_PATH = `${GAME_PATH}/assets`;
export const VERIFY_PATH = `${GAME_PATH}/verify`;
/** The game session token travels in this header (never in a cookie: the API is immune to CSRF). */
export const GAME_SESSION_HEADER = 'x-game-session';

/** A catalogue game as the provider plays it. */
export interface HouseGame {
  sysname: string;
  title: string;
  type: GameType;
  engine: EngineId;
  /** What the game's configuration (a slot's reels and paytable) is derived from. */
  seed: string;
  /** Return to player in basis points (9600 = 96%). */
  rtpBp: number;
  hasDemo: boolean;
  image: string;
}

export interface StakeLimits {
  min: number;
  max: number;
  /** The steps the stake buttons offer. */
  steps: number[];
  default: number;
}

/**
 * Stake limits per game type, in hundredths of a unit of any currency (decision 0061: 1.00 is one unit
 * of USD and of USDT alike). A slot's stake is 20 line bets, so its steps are whole hundredths per line;
 * roulette and the live table take the stake as a chip value and cap each spin's total.
 */
const LIMITS: Record<GameType, StakeLimits> = {
  slot: { min: 20, max: 10_000, steps: [20, 40, 100, 200, 400, 1_000, 2_000, 4_000, 10_000], default: 100 },
  high_low: {
    min: 10,
    max: 10_000,
    steps: [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000],
    default: 100,
  },
  fast: {
    min: 10,
    max: 10_000,
    steps: [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000],
    default: 100,
  },
  logical: {
    min: 10,
    max: 10_000,
    steps: [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000],
    default: 100,
  },
  casino: { min: 10, max: 50_000, steps: [10, 50, 100, 500, 1_000, 2_500, 5_000, 10_000], default: 100 },
  live: { min: 10, max: 50_000, steps: [10, 50, 100, 500, 1_000, 2_500, 5_000, 10_000], default: 100 },
  betting: { min: 10, max: 10_000, steps: [10, 100, 1_000], default: 100 },
};

/** A game type's stake limits in minor units of the session's currency. */
export function stakeLimits(type: GameType, currency: string): StakeLimits {
  const limits = LIMITS[type];
  const scale = (hundredths: number) => hundredthsIn(hundredths, currency);
  return {
    min: scale(limits.min),
    max: scale(limits.max),
    steps: limits.steps.map(scale),
    default: scale(limits.default),
  };
}

/**
 * The catalogue lists games by type and kind (crash, plinko, towers, live-blackjack …); the house plays
 * each on the engine closest to it, so every tile opens a working game.
 */
const ENGINE_BY_KIND: Record<string, EngineId> = {
  roulette: 'roulette',
  blackjack: 'blackjack',
  baccarat: 'blackjack',
  poker: 'blackjack',
  'dice-table': 'dice',
  crash: 'crash',
  plinko: 'crash',
  dice: 'dice',
  mines: 'mines',
  towers: 'mines',
  hilo: 'high_low',
  'live-roulette': 'live_roulette',
};

const ENGINE_BY_TYPE: Record<GameType, EngineId> = {
  slot: 'slot',
  high_low: 'high_low',
  fast: 'crash',
  logical: 'mines',
  casino: 'roulette',
  live: 'live_roulette',
  betting: 'dice',
};

export function engineFor(row: { engine: string; kind: string; type: GameType }): EngineId {
  if (Object.hasOwn(ENGINE_GAME_TYPE, row.engine)) return row.engine as EngineId;
  return ENGINE_BY_KIND[row.kind] ?? ENGINE_BY_TYPE[row.type];
}

/** Whose seed pair and history a session plays on: the player's, or a guest's session's own. */
export function ownerOf(session: { userId: number | null; token: string }): string {
  return session.userId === null ? `session:${session.token}` : `user:${session.userId}`;
}
