import type {
  GameCategory,
  GameItem,
  GameProvider,
  GameSort,
  GameType,
} from '@casino/shared/contract/games.contract';
import type { Selectable } from 'kysely';
import type {
  GameCategoriesTable,
  GameCategoryGamesTable,
  GameProvidersTable,
} from '../../db/tables/games.table.ts';
import type { GameRow } from './games.repository.ts';

/** A game as the index keeps it: its API item, built once, and what filters and sorts read. */
export interface IndexedGame {
  item: GameItem;
  searchName: string;
  searchText: string;
  popularity: number;
  position: number;
  releaseOrder: number;
}

interface IndexedCategory {
  sysname: string;
  titles: Record<string, string>;
  icon: string;
  /** Members in the category's own order. */
  games: IndexedGame[];
}

export interface CatalogueIndex {
  /** Every active game in the curated order. */
  byPosition: IndexedGame[];
  /** Every active game in each sort's default direction (ties in curated order). */
  bySort: Record<Exclude<GameSort, 'position'>, IndexedGame[]>;
  categories: Map<string, IndexedCategory>;
  providers: Map<string, { name: string; position: number }>;
}

export interface CatalogueRows {
  providers: Pick<Selectable<GameProvidersTable>, 'sysname' | 'name' | 'position'>[];
  categories: Pick<Selectable<GameCategoriesTable>, 'sysname' | 'titles' | 'icon' | 'position'>[];
  /** Memberships ordered by category, then position. */
  memberships: Pick<Selectable<GameCategoryGamesTable>, 'category' | 'game_id'>[];
  /** Active games. */
  games: GameRow[];
}

/** Sorts whose default direction is descending (the best first); position and name ascend. */
export const DESCENDING_BY_DEFAULT: ReadonlySet<GameSort> = new Set(['popularity', 'created', 'rtp']);

export function buildCatalogueIndex(
  rows: CatalogueRows,
  imageUrl: (image: string) => string,
): CatalogueIndex {
  const providers = new Map(
    rows.providers.map((row) => [row.sysname, { name: row.name, position: row.position }]),
  );
  const byId = new Map<number, IndexedGame>();
  const byPosition = rows.games
    .map((row): IndexedGame => {
      const url = imageUrl(row.image);
      const game: IndexedGame = {
        item: {
          id: row.id,
          sysname: row.sysname,
          name: row.title,
          provider: row.provider,
          provider_name: providers.get(row.provider)?.name ?? row.provider,
          type: row.type,
          categories: row.categories,
          tags: row.tags,
          image_url: url,
          description: { name: row.title, img_288_192: url },
          is_new: row.is_new,
          is_hot: row.is_hot,
          has_demo: row.has_demo,
          has_jackpot: row.has_jackpot,
          rtp: row.rtp,
          volatility: row.volatility,
        },
        searchName: row.search_name,
        searchText: row.search_text,
        popularity: row.popularity,
        position: row.position,
        releaseOrder: row.release_order,
      };
      byId.set(row.id, game);
      return game;
    })
    .sort((a, b) => a.position - b.position || a.item.id - b.item.id);
  const sorted = (compare: (a: IndexedGame, b: IndexedGame) => number) =>
    [...byPosition].sort((a, b) => compare(a, b) || a.position - b.position);
  const categories = new Map<string, IndexedCategory>(
    [...rows.categories]
      .sort((a, b) => a.position - b.position)
      .map((row) => [row.sysname, { sysname: row.sysname, titles: row.titles, icon: row.icon, games: [] }]),
  );
  for (const membership of rows.memberships) {
    const game = byId.get(membership.game_id);
    if (game) categories.get(membership.category)?.games.push(game);
  }
  return {
    byPosition,
    bySort: {
      popularity: sorted((a, b) => b.popularity - a.popularity),
      name: sorted((a, b) => (a.searchName < b.searchName ? -1 : a.searchName > b.searchName ? 1 : 0)),
      created: sorted((a, b) => b.releaseOrder - a.releaseOrder),
      rtp: sorted((a, b) => b.item.rtp - a.item.rtp),
    },
    categories,
    providers,
  };
}

export interface CatalogueQuery {
  category?: string | undefined;
  types?: readonly GameType[] | undefined;
  providers?: readonly string[] | undefined;
  tags?: readonly string[] | undefined;
  /** Normalised query words (see searchText); each must occur in the title or provider name. */
  words: readonly string[];
  sysnames?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
  isNew?: boolean | undefined;
  isHot?: boolean | undefined;
  hasDemo?: boolean | undefined;
  hasJackpot?: boolean | undefined;
  /** Only these games (the player's likes). */
  liked?: ReadonlySet<string> | undefined;
  sort: GameSort;
  order: 'asc' | 'desc';
  offset: number;
  count: number;
}

interface PreparedFilter {
  types: Set<string> | undefined;
  providers: Set<string> | undefined;
  tags: readonly string[] | undefined;
  category: string | undefined;
  sysnames: Set<string> | undefined;
  exclude: Set<string> | undefined;
  liked: ReadonlySet<string> | undefined;
  isNew: boolean | undefined;
  isHot: boolean | undefined;
  hasDemo: boolean | undefined;
  hasJackpot: boolean | undefined;
  words: readonly string[];
}

function prepare(query: CatalogueQuery): PreparedFilter {
  return {
    types: query.types?.length ? new Set(query.types) : undefined,
    providers: query.providers?.length ? new Set(query.providers) : undefined,
    tags: query.tags?.length ? query.tags : undefined,
    category: query.category,
    sysnames: query.sysnames ? new Set(query.sysnames) : undefined,
    exclude: query.exclude?.length ? new Set(query.exclude) : undefined,
    liked: query.liked,
    isNew: query.isNew,
    isHot: query.isHot,
    hasDemo: query.hasDemo,
    hasJackpot: query.hasJackpot,
    words: query.words,
  };
}

// One module-level function rather than a closure per request, so the engine optimises it once.
function matches(game: IndexedGame, filter: PreparedFilter): boolean {
  const item = game.item;
  if (filter.types && !filter.types.has(item.type)) return false;
  if (filter.providers && !filter.providers.has(item.provider)) return false;
  if (filter.tags && !filter.tags.some((tag) => item.tags.includes(tag))) return false;
  if (filter.category !== undefined && !item.categories.includes(filter.category)) return false;
  if (filter.sysnames && !filter.sysnames.has(item.sysname)) return false;
  if (filter.exclude?.has(item.sysname)) return false;
  if (filter.liked && !filter.liked.has(item.sysname)) return false;
  if (filter.isNew !== undefined && item.is_new !== filter.isNew) return false;
  if (filter.isHot !== undefined && item.is_hot !== filter.isHot) return false;
  if (filter.hasDemo !== undefined && item.has_demo !== filter.hasDemo) return false;
  if (filter.hasJackpot !== undefined && item.has_jackpot !== filter.hasJackpot) return false;
  for (const word of filter.words) if (!game.searchText.includes(word)) return false;
  return true;
}

/** How well a title matches a word: starts with it, has a word starting with it, contains it, or not. */
function searchRank(game: IndexedGame, word: string): number {
  if (game.searchName.startsWith(word)) return 0;
  if (game.searchName.includes(` ${word}`)) return 1;
  return game.searchName.includes(word) ? 2 : 3;
}

/**
 * One page of the games matching `query`, and how many match. Filters combine with AND; the values of
 * one list filter (types, providers, tags) with OR. Reads the index in the requested order and keeps
 * only the page, so a request costs one pass over the catalogue and no sorting.
 */
export function queryCatalogue(
  index: CatalogueIndex,
  query: CatalogueQuery,
): { games: IndexedGame[]; total: number } {
  const filter = prepare(query);
  let ordered: IndexedGame[];
  if (query.sort === 'position') {
    ordered =
      query.category !== undefined ? (index.categories.get(query.category)?.games ?? []) : index.byPosition;
  } else {
    ordered = index.bySort[query.sort];
  }
  const reversed = (query.order === 'desc') !== DESCENDING_BY_DEFAULT.has(query.sort);
  const end = query.offset + query.count;

  // In the curated order a search lists the best title matches first.
  const firstWord = query.words[0];
  if (firstWord !== undefined && query.sort === 'position') {
    const ranks: IndexedGame[][] = [[], [], [], []];
    for (let i = 0; i < ordered.length; i += 1) {
      const game = ordered[reversed ? ordered.length - 1 - i : i]!;
      if (matches(game, filter)) ranks[searchRank(game, firstWord)]!.push(game);
    }
    const all = ranks.flat();
    return { games: all.slice(query.offset, end), total: all.length };
  }

  const page: IndexedGame[] = [];
  let total = 0;
  for (let i = 0; i < ordered.length; i += 1) {
    const game = ordered[reversed ? ordered.length - 1 - i : i]!;
    if (!matches(game, filter)) continue;
    if (total >= query.offset && total < end) page.push(game);
    total += 1;
  }
  return { games: page, total };
}

/** Categories in display order with their number of active games; empty ones are left out. */
export function categoryList(index: CatalogueIndex, locale: string, defaultLocale: string): GameCategory[] {
  return [...index.categories.values()]
    .filter((category) => category.games.length > 0)
    .map((category) => ({
      sysname: category.sysname,
      title: category.titles[locale] ?? category.titles[defaultLocale] ?? category.sysname,
      icon: category.icon,
      games_count: category.games.length,
    }));
}

/** Providers with active games (of `types`, when given): counts per type, demo and jackpot availability, RTPs. */
export function providerList(
  index: CatalogueIndex,
  types: readonly GameType[] | undefined,
  logoUrl: (sysname: string) => string,
): Required<GameProvider>[] {
  const wanted = types?.length ? new Set<string>(types) : undefined;
  const providers = new Map<string, Required<GameProvider>>();
  for (const { item } of index.byPosition) {
    if (wanted && !wanted.has(item.type)) continue;
    let provider = providers.get(item.provider);
    if (!provider) {
      provider = {
        sysname: item.provider,
        name: item.provider_name,
        image_url: logoUrl(item.provider),
        games_count: 0,
        game_params: { types: {}, has_demo: false, has_jackpot: false, rtp: [] },
      };
      providers.set(item.provider, provider);
    }
    provider.games_count += 1;
    const params = provider.game_params;
    params.types[item.type] = (params.types[item.type] ?? 0) + 1;
    params.has_demo ||= item.has_demo;
    params.has_jackpot ||= item.has_jackpot;
    if (!params.rtp.includes(item.rtp)) params.rtp.push(item.rtp);
  }
  const position = (sysname: string) => index.providers.get(sysname)?.position ?? 0;
  return [...providers.values()]
    .sort((a, b) => position(a.sysname) - position(b.sysname))
    .map((provider) => {
      provider.game_params.rtp.sort((a, b) => a - b);
      return provider;
    });
}
