import type { AppServices } from '../../api/action-context.ts';
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
  };
}
