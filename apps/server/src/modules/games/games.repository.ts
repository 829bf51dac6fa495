import { sql } from 'kysely';
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

/** The categories the back-office can put games in, in the hall's order. */
export function findCategories(db: DbOrTrx) {
  return db.selectFrom('game_categories').select(['sysname', 'titles']).orderBy('position').execute();
}

/** One page of games for editing, active or not, in the hall's curated order. */
export async function findGamesForEditing(
  db: DbOrTrx,
  filter: {
    /** Normalised words (searchText) to find in the title, and the query as a sysname part. */
    search: { words: string; sysname: string } | undefined;
    category: string | undefined;
    offset: number;
    count: number;
  },
) {
  let query = db.selectFrom('games as g');
  if (filter.search) {
    const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    const { words, sysname } = filter.search;
    query = query.where((eb) =>
      eb.or([eb('g.search_text', 'like', like(words)), eb('g.sysname', 'like', like(sysname))]),
    );
  }
  if (filter.category) {
    const category = filter.category;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('game_category_games as m')
          .select('m.game_id')
          .whereRef('m.game_id', '=', 'g.id')
          .where('m.category', '=', category),
      ),
    );
  }
  const [total, games] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    query
      .select(['g.id', 'g.sysname', 'g.title', 'g.provider', 'g.type', 'g.is_active', 'g.position'])
      .orderBy('g.position')
      .orderBy('g.id')
      .offset(filter.offset)
      .limit(filter.count)
      .execute(),
  ]);
  const memberships =
    games.length === 0
      ? []
      : await db
          .selectFrom('game_category_games')
          .select(['game_id', 'category', 'position'])
          .where(
            'game_id',
            'in',
            games.map((game) => game.id),
          )
          .execute();
  return { total: Number(total.count), games, memberships };
}

/** A game and its category places, its row locked for the edit. */
export async function findGameForEditing(trx: DbOrTrx, sysname: string) {
  const game = await trx
    .selectFrom('games')
    .select(['id', 'sysname', 'title', 'provider', 'type', 'is_active', 'position'])
    .where('sysname', '=', sysname)
    .forUpdate()
    .executeTakeFirst();
  if (!game) return undefined;
  const memberships = await trx
    .selectFrom('game_category_games')
    .select(['category', 'position'])
    .where('game_id', '=', game.id)
    .execute();
  return { game, memberships };
}

/**
 * Puts a game at `position` in the hall: a game already there and those after it move one down, so
 * "place n" means before the game that had it.
 */
export async function placeGame(trx: DbOrTrx, gameId: number, position: number, isActive: boolean) {
  const taken = await trx
    .selectFrom('games')
    .select('id')
    .where('position', '=', position)
    .where('id', '<>', gameId)
    .executeTakeFirst();
  if (taken) {
    await trx
      .updateTable('games')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('position', '>=', position)
      .where('id', '<>', gameId)
      .execute();
  }
  await trx.updateTable('games').set({ position, is_active: isActive }).where('id', '=', gameId).execute();
}

/**
 * Makes `places` (category to place, 1 first) the game's categories: it leaves the others and takes
 * each place as the hall does, before the game that had it. The game's own list follows.
 */
export async function setGameCategories(trx: DbOrTrx, gameId: number, places: Record<string, number>) {
  const categories = Object.keys(places);
  let leaving = trx.deleteFrom('game_category_games').where('game_id', '=', gameId);
  if (categories.length > 0) leaving = leaving.where('category', 'not in', categories);
  await leaving.execute();
  for (const [category, position] of Object.entries(places)) {
    const current = await trx
      .selectFrom('game_category_games')
      .select('position')
      .where('category', '=', category)
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (current?.position === position) continue;
    await trx
      .deleteFrom('game_category_games')
      .where('category', '=', category)
      .where('game_id', '=', gameId)
      .execute();
    await trx
      .updateTable('game_category_games')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('category', '=', category)
      .where('position', '>=', position)
      .execute();
    await trx.insertInto('game_category_games').values({ category, game_id: gameId, position }).execute();
  }
  await trx.updateTable('games').set({ categories: categories.sort() }).where('id', '=', gameId).execute();
}

/** One catalogue edit at a time: placing a game moves the games after it. */
export async function lockCatalogueEdits(trx: DbOrTrx): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('games-editing'))`.execute(trx);
}
