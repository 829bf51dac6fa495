import type { Db } from '../db/schema.ts';
import { createContentCache } from '../modules/content/content.service.ts';
import { type GamePlatform, houseGamePlatform } from '../modules/game-wallet/game-platform.ts';
import { openGameSession } from '../modules/game-wallet/game-sessions.service.ts';
import { type PlayContext, playContext } from '../providers/house-games/round-context.ts';
import { gameSiteLinks } from '../third-parties.ts';
import { testConfig } from './test-app.ts';
import { fundPlayer, insertPlayer } from './wallet-factory.ts';

/** A playable game of the seeded catalogue, with or without the jackpots. */
export async function catalogueGame(db: Db, options: { jackpot: boolean }): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select('sysname')
    .where('is_active', '=', true)
    .where('has_jackpot', '=', options.jackpot)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.sysname;
}

/** The first active catalogue game of an engine kind (`dice`, `blackjack`, …). */
export async function gameOfKind(db: Db, kind: string): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select('sysname')
    .where('kind', '=', kind)
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.sysname;
}

/** A funded player with an open real-money session of a house game of `kind`. */
export async function houseGamePlayer(db: Db, kind = 'dice', balance = 10_000): Promise<PlayContext> {
  const userId = await insertPlayer(db);
  await fundPlayer(db, userId, balance);
  const session = await openGameSession(db, {
    userId,
    sysname: await gameOfKind(db, kind),
    mode: 'real',
    now: new Date(),
  });
  return playContext(housePlatform(db), session.token);
}

/** The platform side a game provider gets at start-up (third-parties.ts), over this database. */
export function housePlatform(db: Db): GamePlatform {
  return houseGamePlatform({ db, config: testConfig, contentCache: createContentCache() }, gameSiteLinks);
}
