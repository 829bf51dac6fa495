import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { AppServices } from '../../api/action-context.ts';
import type { Trx } from '../../db/schema.ts';
import {
  closeFreeSpin,
  type PlayablePack,
  playablePacks,
  takeFreeSpin,
} from '../free-spins/free-spins.service.ts';
import { customLaunchSysname } from '../games/custom-launches.service.ts';
import { gameForLaunch } from '../games/games.service.ts';
import {
  findGameSession,
  type GameSession,
  type OpenGameSession,
  openGameSession,
} from './game-sessions.service.ts';
import { houseWalletClient, type WalletClient } from './wallet-client.ts';

export type LaunchableGame = NonNullable<Awaited<ReturnType<typeof gameForLaunch>>>;

/** Pages of the site a provider sends the player to, built by the paths module and handed over. */
export interface GameSiteLinks {
  /** A game's page (the frame around the game): where a guest signs in or registers to play it. */
  gamePage(sysname: string): string;
  /** The game hall: where a player goes when the game is not there. */
  gamehall: string;
}

/**
 * What the platform hands a game provider at start-up (the house games; an aggregator's adapter
 * alike): the game domain's seam, wired once in third-parties.ts. A provider reaches the catalogue,
 * the game sessions and money only through it.
 */
export interface GamePlatform {
  /** The catalogue's launch facts of a game; undefined for an unknown sysname. */
  gameForLaunch(sysname: string): Promise<LaunchableGame | undefined>;
  /** The game behind a custom launch name (cms-config games.customLaunches); undefined when unknown. */
  customLaunchSysname(custom: string): Promise<string | undefined>;
  /** Launches a game for a player or a guest's demo; refuses as openGameSession does. */
  openGameSession(launch: OpenGameSession): Promise<GameSession>;
  findGameSession(token: string): Promise<GameSession | undefined>;
  /** The seamless wallet, the only way to money. */
  wallet: WalletClient;
  siteLinks: GameSiteLinks;
  /** The free-spin packs a house slot plays (decision 0035). */
  freeSpins: FreeSpinsSeam;
}

/**
 * What the house games do with free-spin packs: list the player's for a game, take one spin in the
 * transaction that opens a round, and close a round into its pack (see `closeFreeSpin`).
 */
export interface FreeSpinsSeam {
  playable(userId: number, sysname: string, now: Date): Promise<PlayablePack[]>;
  take(
    trx: Trx,
    spin: { packId: number; userId: number; sysname: string; currency: string },
    now: Date,
  ): Promise<{ stake: MinorUnits } | undefined>;
  close(
    spin: { packId: number; userId: number; currency: string },
    closeRound: (trx: Trx) => Promise<boolean>,
    won: MinorUnits | null,
    now: Date,
  ): Promise<void>;
}

/** The free-spin seam over this database. */
export function freeSpinsSeam(db: AppServices['db']): FreeSpinsSeam {
  return {
    playable: (userId, sysname, now) => playablePacks(db, userId, sysname, now),
    take: (trx, spin, now) => takeFreeSpin(trx, spin, now),
    close: (spin, closeRound, won, now) => closeFreeSpin(db, spin, closeRound, won, now),
  };
}

/** The platform side the built-in house game provider gets. */
export function houseGamePlatform(
  services: Pick<AppServices, 'config' | 'db' | 'contentCache'>,
  siteLinks: GameSiteLinks,
): GamePlatform {
  const { db, contentCache } = services;
  return {
    gameForLaunch: (sysname) => gameForLaunch(db, sysname),
    customLaunchSysname: (custom) => customLaunchSysname(db, contentCache, custom),
    openGameSession: (launch) => openGameSession(db, launch),
    findGameSession: (token) => findGameSession(db, token),
    wallet: houseWalletClient(services),
    siteLinks,
    freeSpins: freeSpinsSeam(db),
  };
}
