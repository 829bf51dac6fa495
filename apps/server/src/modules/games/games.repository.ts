import type { DbOrTrx } from '../../db/schema.ts';

const GAME_COLUMNS = [
  'id',
  'sysname',
  'title',
  'search_name',
  'search_text',
  'provider',
  'type',
  'categories',
  'tags',
  'image',
  'is_new',
  'is_hot',
  'has_demo',
  'has_jackpot',
  'rtp',
  'volatility',
  'popularity',
  'position',
  'release_order',
] as const;

function findActiveGames(db: DbOrTrx) {
  return db.selectFrom('games').select(GAME_COLUMNS).where('is_active', '=', true).execute();
}

export type GameRow = Awaited<ReturnType<typeof findActiveGames>>[number];

/** Everything the game hall lists: providers, categories with their ordered members, active games. */
export async function findCatalogue(db: DbOrTrx) {
  const [providers, categories, memberships, games] = await Promise.all([
    db.selectFrom('game_providers').select(['sysname', 'name', 'position']).execute(),
    db.selectFrom('game_categories').select(['sysname', 'titles', 'icon', 'position']).execute(),
    db
      .selectFrom('game_category_games')
      .select(['category', 'game_id'])
      .orderBy('category')
      .orderBy('position')
      .execute(),
    findActiveGames(db),
  ]);
  return { providers, categories, memberships, games };
}

export function findGameArt(db: DbOrTrx, sysname: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.sysname', 'g.provider')
    .select(['g.title', 'g.type', 'g.art', 'p.name as provider_name'])
    .where('g.sysname', '=', sysname)
    .executeTakeFirst();
}

export function findProvider(db: DbOrTrx, sysname: string) {
  return db
    .selectFrom('game_providers')
    .select(['sysname', 'name', 'art'])
    .where('sysname', '=', sysname)
    .executeTakeFirst();
}

/** What the house game provider needs to launch a game. */
export function findGameBySysname(db: DbOrTrx, sysname: string) {
  return db
    .selectFrom('games')
    .select([
      'id',
      'sysname',
      'title',
      'provider',
      'type',
      'kind',
      'engine',
      'engine_seed',
      'rtp',
      'volatility',
      'theme',
      'has_demo',
      'has_jackpot',
      'is_active',
      'image',
    ])
    .where('sysname', '=', sysname)
    .executeTakeFirst();
}

export async function isActiveGame(db: DbOrTrx, sysname: string): Promise<boolean> {
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('sysname', '=', sysname)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findLikedSysnames(db: DbOrTrx, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('game_likes')
    .select('sysname')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('sysname')
    .execute();
  return rows.map((row) => row.sysname);
}

export async function insertLike(db: DbOrTrx, userId: number, sysname: string): Promise<void> {
  await db
    .insertInto('game_likes')
    .values({ user_id: userId, sysname })
    .onConflict((conflict) => conflict.columns(['user_id', 'sysname']).doNothing())
    .execute();
}

export async function deleteLike(db: DbOrTrx, userId: number, sysname: string): Promise<void> {
  await db.deleteFrom('game_likes').where('user_id', '=', userId).where('sysname', '=', sysname).execute();
}
