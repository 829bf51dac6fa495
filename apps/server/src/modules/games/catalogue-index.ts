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
  /** Its place in `byPosition`: the key of the per-request match marks. */
  ordinal: number;
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
  /** The games (ordinals) of each value of a list filter, so a filter marks its games without a scan. */
  ordinalsBy: {
    type: Map<string, number[]>;
    provider: Map<string, number[]>;
    tag: Map<string, number[]>;
    category: Map<string, number[]>;
    sysname: Map<string, number>;
  };
  /**
   * Every game's search text in ordinal order, each followed by a newline (which search text never has),
   * so one `indexOf` pass finds a word in all games; `textStarts[o]` is where game o's text begins.
   */
  searchTexts: string;
  textStarts: Int32Array;
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
        ordinal: 0,
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
  const ordinalsBy: CatalogueIndex['ordinalsBy'] = {
    type: new Map(),
    provider: new Map(),
    tag: new Map(),
    category: new Map(),
    sysname: new Map(),
  };
  const add = (map: Map<string, number[]>, key: string, ordinal: number) => {
    const list = map.get(key);
    if (list) list.push(ordinal);
    else map.set(key, [ordinal]);
  };
  const textStarts = new Int32Array(byPosition.length);
  let searchTexts = '';
  for (const [ordinal, game] of byPosition.entries()) {
    game.ordinal = ordinal;
    add(ordinalsBy.type, game.item.type, ordinal);
    add(ordinalsBy.provider, game.item.provider, ordinal);
    for (const tag of new Set(game.item.tags)) add(ordinalsBy.tag, tag, ordinal);
    for (const category of new Set(game.item.categories)) add(ordinalsBy.category, category, ordinal);
    ordinalsBy.sysname.set(game.item.sysname, ordinal);
    textStarts[ordinal] = searchTexts.length;
    searchTexts += `${game.searchText}\n`;
  }
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
    ordinalsBy,
    searchTexts,
    textStarts,
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

/**
 * The filters of one request as marks per game: each filter that narrows by a list (types, providers,
 * tags, category, sysnames, likes, each search word) sets its own bit on the games it lets through, so a
 * game matches when it carries every bit; the yes/no flags and exclusions are read off the game itself.
 */
interface PreparedFilter {
  /** One bit a filter: six list filters and the query's words (at most five, MAX_QUERY_WORDS) fit in 16. */
  marks: Uint16Array | undefined;
  required: number;
  exclude: Set<string> | undefined;
  isNew: boolean | undefined;
  isHot: boolean | undefined;
  hasDemo: boolean | undefined;
  hasJackpot: boolean | undefined;
}

function prepare(index: CatalogueIndex, query: CatalogueQuery): PreparedFilter {
  let marks: Uint16Array | undefined;
  let required = 0;
  /** Starts the next filter's bit; `set` then marks one game as let through by it. */
  const nextFilter = () => {
    marks ??= new Uint16Array(index.byPosition.length);
    const bit = required + 1; // the lowest bit not yet used (required holds bits 0…n-1)
    required |= bit;
    const filterMarks = marks;
    return (ordinal: number) => {
      filterMarks[ordinal]! |= bit;
    };
  };
  const union = (map: Map<string, number[]>, keys: readonly string[] | undefined) => {
    if (!keys?.length) return;
    const set = nextFilter();
    for (const key of keys) for (const ordinal of map.get(key) ?? []) set(ordinal);
  };
  const games = (sysnames: Iterable<string>) => {
    const set = nextFilter();
    for (const sysname of sysnames) {
      const ordinal = index.ordinalsBy.sysname.get(sysname);
      if (ordinal !== undefined) set(ordinal);
    }
  };
  union(index.ordinalsBy.type, query.types);
  union(index.ordinalsBy.provider, query.providers);
  union(index.ordinalsBy.tag, query.tags);
  if (query.category !== undefined) union(index.ordinalsBy.category, [query.category]);
  if (query.sysnames) games(query.sysnames);
  if (query.liked) games(query.liked);
  for (const word of query.words) {
    const set = nextFilter();
    forGamesContaining(index, word, set);
  }
  return {
    marks,
    required,
    exclude: query.exclude?.length ? new Set(query.exclude) : undefined,
    isNew: query.isNew,
    isHot: query.isHot,
    hasDemo: query.hasDemo,
    hasJackpot: query.hasJackpot,
  };
}

/** Calls `found` with the ordinal of each game whose search text contains `word` (one pass over all texts). */
function forGamesContaining(index: CatalogueIndex, word: string, found: (ordinal: number) => void) {
  const { searchTexts, textStarts } = index;
  let at = searchTexts.indexOf(word);
  while (at !== -1) {
    const ordinal = gameAt(textStarts, at);
    found(ordinal);
    // The rest of this game's text need not be searched: the next game starts after its newline.
    const next = textStarts[ordinal + 1];
    at = next === undefined ? -1 : searchTexts.indexOf(word, next);
  }
}

/** The game whose text holds position `at` (the last start at or before it). */
function gameAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

// One module-level function rather than a closure per request, so the engine optimises it once.
function matches(game: IndexedGame, filter: PreparedFilter): boolean {
  if (filter.marks && filter.marks[game.ordinal] !== filter.required) return false;
  const item = game.item;
  if (filter.exclude?.has(item.sysname)) return false;
  if (filter.isNew !== undefined && item.is_new !== filter.isNew) return false;
  if (filter.isHot !== undefined && item.is_hot !== filter.isHot) return false;
  if (filter.hasDemo !== undefined && item.has_demo !== filter.hasDemo) return false;
  if (filter.hasJackpot !== undefined && item.has_jackpot !== filter.hasJackpot) return false;
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
  const filter = prepare(index, query);
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
