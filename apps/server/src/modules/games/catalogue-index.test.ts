import type { GameSort, GameType } from '@casino/shared/contract/games.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { freshPglite } from '../../test/test-app.ts';
import {
  buildCatalogueIndex,
  type CatalogueIndex,
  type CatalogueQuery,
  DESCENDING_BY_DEFAULT,
  type IndexedGame,
  queryCatalogue,
} from './catalogue-index.ts';
import { findCatalogue } from './games.repository.ts';

let database: DatabaseHandle;
let index: CatalogueIndex;
beforeAll(async () => {
  database = await freshPglite();
  index = buildCatalogueIndex(await findCatalogue(database.db), (image) => image);
});
afterAll(() => database.close());

/** The filters as games.get describes them, tested one game at a time: what the index must agree with. */
function plainlyMatches(game: IndexedGame, query: CatalogueQuery): boolean {
  const item = game.item;
  if (query.types?.length && !query.types.includes(item.type)) return false;
  if (query.providers?.length && !query.providers.includes(item.provider)) return false;
  if (query.tags?.length && !query.tags.some((tag) => item.tags.includes(tag))) return false;
  if (query.category !== undefined && !item.categories.includes(query.category)) return false;
  if (query.sysnames && !query.sysnames.includes(item.sysname)) return false;
  if (query.exclude?.includes(item.sysname)) return false;
  if (query.liked && !query.liked.has(item.sysname)) return false;
  if (query.isNew !== undefined && item.is_new !== query.isNew) return false;
  if (query.isHot !== undefined && item.is_hot !== query.isHot) return false;
  if (query.hasDemo !== undefined && item.has_demo !== query.hasDemo) return false;
  if (query.hasJackpot !== undefined && item.has_jackpot !== query.hasJackpot) return false;
  return query.words.every((word) => game.searchText.includes(word));
}

/** The same page by filtering every game, then ordering with a sort (and the search ranks of position). */
function plainQuery(query: CatalogueQuery) {
  let ordered: IndexedGame[];
  if (query.sort === 'position') {
    ordered =
      query.category !== undefined ? (index.categories.get(query.category)?.games ?? []) : index.byPosition;
  } else {
    ordered = index.bySort[query.sort];
  }
  if ((query.order === 'desc') !== DESCENDING_BY_DEFAULT.has(query.sort)) ordered = [...ordered].reverse();
  let found = ordered.filter((game) => plainlyMatches(game, query));
  const first = query.words[0];
  if (first !== undefined && query.sort === 'position') {
    // Title starts with the word, has a word starting with it, contains it; else the studio's name has it.
    const rank = ({ searchName }: IndexedGame) =>
      searchName.startsWith(first)
        ? 0
        : searchName.includes(` ${first}`)
          ? 1
          : searchName.includes(first)
            ? 2
            : 3;
    found = found
      .map((game, at) => ({ game, at }))
      .sort((a, b) => rank(a.game) - rank(b.game) || a.at - b.at)
      .map(({ game }) => game);
  }
  return {
    sysnames: found.slice(query.offset, query.offset + query.count).map(sysname),
    total: found.length,
  };
}

const sysname = (game: IndexedGame) => game.item.sysname;

describe('queryCatalogue', () => {
  it('finds the same games, in the same order and with the same totals, as filtering every game', () => {
    const games = index.byPosition;
    const providers = [...index.providers.keys()];
    const categories = [...index.categories.keys()];
    const tags = [...new Set(games.flatMap((game) => game.item.tags))].sort();
    const types = [...new Set(games.map((game) => game.item.type))].sort() as GameType[];
    const sorts: GameSort[] = ['position', 'popularity', 'name', 'created', 'rtp'];
    const searches = [
      [],
      ['gold'],
      ['book', 'of'],
      ['rou'],
      ['a'],
      ['zeus', 'gold'],
      ['no such title'],
      ['e', 's'],
    ];
    const picked = games.filter((_game, at) => at % 97 === 0).map(sysname);
    const liked = new Set(games.filter((_game, at) => at % 13 === 0).map(sysname));
    let compared = 0;
    for (let at = 0; at < 400; at += 1) {
      const sort = sorts[at % sorts.length]!;
      const query: CatalogueQuery = {
        sort,
        order:
          at % 3 === 0
            ? DESCENDING_BY_DEFAULT.has(sort)
              ? 'asc'
              : 'desc'
            : DESCENDING_BY_DEFAULT.has(sort)
              ? 'desc'
              : 'asc',
        offset: [0, 18, 36, 500][at % 4]!,
        count: 18,
        words: searches[at % searches.length]!,
        category: at % 3 === 1 ? categories[at % categories.length] : undefined,
        providers:
          at % 4 === 2
            ? [providers[at % providers.length]!, providers[(at * 7) % providers.length]!]
            : undefined,
        types:
          at % 5 === 3
            ? [types[at % types.length]!, types[(at + 2) % types.length]!]
            : at % 5 === 4
              ? []
              : undefined,
        tags: at % 6 === 5 ? [tags[at % tags.length]!, tags[(at * 3) % tags.length]!] : undefined,
        sysnames: at % 11 === 7 ? picked : at % 11 === 8 ? [] : undefined,
        exclude: at % 9 === 4 ? picked.slice(0, 5) : undefined,
        liked: at % 10 === 6 ? liked : undefined,
        isNew: at % 7 === 1 ? true : undefined,
        isHot: at % 8 === 2 ? at % 16 === 2 : undefined,
        hasDemo: at % 7 === 3 ? true : undefined,
        hasJackpot: at % 13 === 5 ? false : undefined,
      };
      const { games: page, total } = queryCatalogue(index, query);
      expect({ sysnames: page.map(sysname), total }, JSON.stringify(query)).toEqual(plainQuery(query));
      if (total > 0) compared += 1;
    }
    // Most combinations find something, so the comparison is not one of empty pages.
    expect(compared).toBeGreaterThan(150);
  });
});
