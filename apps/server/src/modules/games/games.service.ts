import type {
  GameCategory,
  GameItem,
  GameProvider,
  GamesQuery,
  GameType,
} from '@casino/shared/contract/games.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { Db } from '../../db/schema.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getLocales } from '../content/content.service.ts';
import {
  buildCatalogueIndex,
  type CatalogueIndex,
  categoryList,
  DESCENDING_BY_DEFAULT,
  providerList,
  queryCatalogue,
} from './catalogue-index.ts';
import { ART_VERSION, renderGameArt, renderProviderLogo } from './game-art.ts';
import * as repository from './games.repository.ts';
import { searchText } from './search-text.ts';

/**
 * The catalogue changes only when it is seeded or edited in the back-office, and every hall request reads
 * it: each process keeps it in memory, drops it when any process announces an edit (forgetCatalogue) and
 * reloads it after this long in any case (a notice missed while LISTEN was down). Filtering a few thousand games in
 * memory costs a fraction of a millisecond; the same filters in SQL cost several on the embedded
 * database (see README, "Game catalogue").
 */
export const CATALOGUE_TTL_MS = 60_000;

/** A query of more words than this is cut: each word is one more substring test per game. */
const MAX_QUERY_WORDS = 5;

const indexes = new WeakMap<Db, TtlCache<CatalogueIndex>>();

export const gameImageUrl = (image: string) => `${image}?v=${ART_VERSION}`;
export const providerLogoUrl = (sysname: string) =>
  `/platform/game-art/providers/${sysname}.svg?v=${ART_VERSION}`;

export function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  let cache = indexes.get(db);
  if (!cache) {
    cache = new TtlCache<CatalogueIndex>(CATALOGUE_TTL_MS);
    indexes.set(db, cache);
  }
  return cache.get('catalogue', async () =>
    buildCatalogueIndex(await repository.findCatalogue(db), gameImageUrl),
  );
}

/**
 * Drops this process's catalogue index, so the next request reloads it: a back-office edit of the
 * games, heard from any process on `content_changed` (decision 0046), is seen at once, not after the TTL.
 */
export function forgetCatalogue(db: Db): void {
  indexes.get(db)?.clear();
}

/** A category or provider that does not exist is a mistake of the caller, not an empty result. */
function requireKnown(index: CatalogueIndex, query: GamesQuery) {
  const invalid: Record<string, string> = {};
  if (query.category && !index.categories.has(query.category)) {
    invalid.category = `Unknown category: ${query.category}`;
  }
  const unknownProviders = (query.providers ?? []).filter((provider) => !index.providers.has(provider));
  if (unknownProviders.length > 0) invalid.providers = `Unknown providers: ${unknownProviders.join(', ')}`;
  if (Object.keys(invalid).length > 0) {
    throw new ApiError('InvalidParameterException', 'Invalid parameters', { invalidParameters: invalid });
  }
}

function pickFields(item: GameItem, fields: (keyof GameItem)[] | undefined): Partial<GameItem> {
  if (!fields?.length) return item;
  return Object.fromEntries(fields.map((field) => [field, item[field]]));
}

export interface GamesPage {
  items: Partial<GameItem>[];
  offset: number;
  count: number;
  total: number;
}

export async function listGames(
  db: Db,
  query: GamesQuery,
  viewer: { userId: number | null },
): Promise<GamesPage> {
  const index = await catalogueIndex(db);
  requireKnown(index, query);
  const options = query.options ?? {};
  let liked: Set<string> | undefined;
  if (options.favourites) {
    if (viewer.userId === null)
      throw new ApiError('AuthorizationException', 'Sign in to see your favourite games');
    liked = new Set(await repository.findLikedSysnames(db, viewer.userId));
  }
  const words = query.query
    ? searchText(query.query).split(' ').filter(Boolean).slice(0, MAX_QUERY_WORDS)
    : [];
  const { games, total } = queryCatalogue(index, {
    category: query.category,
    types: query.types,
    providers: query.providers,
    tags: query.tags,
    words,
    sysnames: options.sysnames,
    exclude: options.exclude,
    isNew: options.is_new,
    isHot: options.is_hot,
    hasDemo: options.has_demo,
    hasJackpot: options.has_jackpot,
    liked,
    sort: query.sort,
    order: query.order ?? (DESCENDING_BY_DEFAULT.has(query.sort) ? 'desc' : 'asc'),
    offset: query.offset,
    count: query.count,
  });
  return {
    items: games.map((game) => pickFields(game.item, query.fields)),
    offset: query.offset,
    count: games.length,
    total,
  };
}

export async function listCategories(db: Db, cache: ContentCache, locale: string): Promise<GameCategory[]> {
  const [index, { defaultLocale }] = await Promise.all([catalogueIndex(db), getLocales(db, cache)]);
  return categoryList(index, locale, defaultLocale);
}

/**
 * Provider lists by catalogue and type filter. Building one walks every game (the game hall asks on every
 * render); it changes only with the catalogue. The providers are frozen, since every caller shares them.
 */
const providerLists = new WeakMap<CatalogueIndex, Map<string, Required<GameProvider>[]>>();

function cachedProviderList(index: CatalogueIndex, types: GameType[] | undefined) {
  let lists = providerLists.get(index);
  if (!lists) {
    lists = new Map();
    providerLists.set(index, lists);
  }
  // Types are an enum, so the keys are bounded: at most one per subset of GAME_TYPES.
  const key = [...new Set(types ?? [])].sort().join(',');
  let providers = lists.get(key);
  if (!providers) {
    providers = providerList(index, types, providerLogoUrl).map((provider) => {
      Object.freeze(provider.game_params.types);
      Object.freeze(provider.game_params.rtp);
      Object.freeze(provider.game_params);
      return Object.freeze(provider);
    });
    lists.set(key, providers);
  }
  return providers;
}

export async function listProviders(
  db: Db,
  params: { types?: GameType[] | undefined; withGameParams: boolean },
): Promise<GameProvider[]> {
  const providers = cachedProviderList(await catalogueIndex(db), params.types);
  return params.withGameParams
    ? providers
    : providers.map(({ game_params: _params, ...provider }) => provider);
}

export function likedGames(db: Db, userId: number): Promise<string[]> {
  return repository.findLikedSysnames(db, userId);
}

export async function addLike(db: Db, userId: number, sysname: string): Promise<void> {
  if (!(await repository.isActiveGame(db, sysname))) {
    throw new ApiError('InvalidParameterException', `Unknown game: ${sysname}`, {
      invalidParameters: { sysname: 'Unknown game' },
    });
  }
  await repository.insertLike(db, userId, sysname);
}

export function removeLike(db: Db, userId: number, sysname: string): Promise<void> {
  return repository.deleteLike(db, userId, sysname);
}

/** What the house game provider needs to launch a game; undefined for an unknown sysname. */
export function gameForLaunch(db: Db, sysname: string) {
  return repository.findGameBySysname(db, sysname);
}

/** The game's artwork as SVG text; undefined for an unknown sysname. */
export async function gameArtSvg(db: Db, sysname: string): Promise<string | undefined> {
  const game = await repository.findGameArt(db, sysname);
  return (
    game &&
    renderGameArt({ title: game.title, providerName: game.provider_name, type: game.type, art: game.art })
  );
}

export async function providerLogoSvg(db: Db, sysname: string): Promise<string | undefined> {
  const provider = await repository.findProvider(db, sysname);
  return provider && renderProviderLogo(provider.name, provider.art);
}

/**
 * The active games of a selection (a tournament's): the listed sysnames, or the games of `category`, or
 * with neither every game (undefined).
 */
export async function selectedGames(
  db: Db,
  selection: { games: readonly string[]; category: string | null },
): Promise<ReadonlySet<string> | undefined> {
  if (selection.games.length === 0 && selection.category === null) return undefined;
  const index = await catalogueIndex(db);
  if (selection.category !== null) return categoryGames(index, selection.category);
  return new Set(selection.games.filter((sysname) => index.ordinalsBy.sysname.has(sysname)));
}

/**
 * A category's games as a set, made once per catalogue index: tournaments ask it for every closed round
 * (building it each time cost the wallet's path more CPU than the wallet call's own Node code).
 */
const categorySets = new WeakMap<CatalogueIndex, Map<string, ReadonlySet<string>>>();

function categoryGames(index: CatalogueIndex, category: string): ReadonlySet<string> {
  let sets = categorySets.get(index);
  if (!sets) {
    sets = new Map();
    categorySets.set(index, sets);
  }
  let games = sets.get(category);
  if (!games) {
    games = new Set((index.categories.get(category)?.games ?? []).map((game) => game.item.sysname));
    sets.set(category, games);
  }
  return games;
}

/** How many games the hall lists (a selection of every game). */
export async function listedGameCount(db: Db): Promise<number> {
  return (await catalogueIndex(db)).ordinalsBy.sysname.size;
}

/** Those of `sysnames` the hall does not list (unknown or hidden), from the cached catalogue. */
export async function unlistedGames(db: Db, sysnames: readonly string[]): Promise<string[]> {
  const index = await catalogueIndex(db);
  return sysnames.filter((sysname) => !index.ordinalsBy.sysname.has(sysname));
}

/** Whether the hall has this category. */
export async function isGameCategory(db: Db, sysname: string): Promise<boolean> {
  return (await catalogueIndex(db)).categories.has(sysname);
}

/** The type of an active game from the cached catalogue; undefined for a game not (or no longer) active. */
export async function activeGameType(db: Db, sysname: string): Promise<string | undefined> {
  const index = await catalogueIndex(db);
  const ordinal = index.ordinalsBy.sysname.get(sysname);
  return ordinal === undefined ? undefined : index.byPosition[ordinal]?.item.type;
}

/** A game's name, its provider's name and its picture, for its page's metadata; undefined for no such game. */
export async function gameFacts(
  db: Db,
  sysname: string,
): Promise<{ name: string; provider: string; image: string } | undefined> {
  const game = await repository.findGameBySysname(db, sysname);
  if (!game) return undefined;
  const provider = cachedProviderList(await catalogueIndex(db), undefined).find(
    (candidate) => candidate.sysname === game.provider,
  );
  return { name: game.title, provider: provider?.name ?? game.provider, image: gameImageUrl(game.image) };
}
