import type { GameItem } from '@casino/shared/contract/games.contract';
import { BETTING_GAMES } from '@casino/shared/sportsbook/betting-games';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  items: GameItem[];
  offset: number;
  count: number;
  total: number;
}

async function api(action: string, query: Record<string, string> = {}, cookie?: string) {
  const search = new URLSearchParams({ lang: 'en', ...query });
  return t.app.inject({
    method: 'GET',
    url: `/api/${action}?${search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function games(query: Record<string, string> = {}, cookie?: string): Promise<Page> {
  const response = await api('games.get', query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function post(action: string, fields: Record<string, string>, cookie: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });
}

async function countWhere(where: (query: ReturnType<typeof baseCount>) => ReturnType<typeof baseCount>) {
  const row = await where(baseCount()).executeTakeFirstOrThrow();
  return Number(row.total);
}

function baseCount() {
  return t.database.db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('is_active', '=', true);
}

describe('games.get', () => {
  it('answers the first page of the whole catalogue in the curated order', async () => {
    const page = await games();
    expect(page.count).toBe(18);
    expect(page.items).toHaveLength(18);
    expect(page.offset).toBe(0);
    expect(page.total).toBe(await countWhere((query) => query));
    expect(page.total).toBeGreaterThanOrEqual(2000);
    const first = page.items[0]!;
    expect(first).toMatchObject({
      sysname: expect.any(String),
      name: expect.any(String),
      provider: expect.any(String),
      provider_name: expect.any(String),
      image_url: `/platform/game-art/${first.sysname}.svg?v=1`,
      description: { name: first.name, img_288_192: first.image_url },
    });
    const positions = await t.database.db
      .selectFrom('games')
      .select('sysname')
      .orderBy('position')
      .limit(18)
      .execute();
    expect(page.items.map((item) => item.sysname)).toEqual(positions.map((row) => row.sysname));
  });

  it('filters by type, providers (comma separated), tags, category and flags', async () => {
    const live = await games({ types: 'live', count: '300' });
    expect(live.total).toBe(await countWhere((query) => query.where('type', '=', 'live')));
    expect(live.items.every((item) => item.type === 'live' && !item.has_demo)).toBe(true);

    const two = await games({ types: 'fast,logical', count: '300' });
    expect(new Set(two.items.map((item) => item.type))).toEqual(new Set(['fast', 'logical']));

    const providers = await games({ providers: 'pixel-rocket,studio-nine', count: '300' });
    expect(providers.total).toBe(
      await countWhere((query) => query.where('provider', 'in', ['pixel-rocket', 'studio-nine'])),
    );
    expect(new Set(providers.items.map((item) => item.provider))).toEqual(
      new Set(['pixel-rocket', 'studio-nine']),
    );

    const megaways = await games({ tags: 'megaways', count: '300' });
    expect(megaways.total).toBeGreaterThan(0);
    expect(megaways.items.every((item) => item.tags.includes('megaways'))).toBe(true);

    const egypt = await games({ category: 'egypt', count: '300' });
    expect(egypt.total).toBeGreaterThan(0);
    expect(egypt.items.every((item) => item.categories.includes('egypt') && item.type === 'slot')).toBe(true);
    const membership = await t.database.db
      .selectFrom('game_category_games as cg')
      .innerJoin('games as g', 'g.id', 'cg.game_id')
      .select('g.sysname')
      .where('cg.category', '=', 'egypt')
      .orderBy('cg.position')
      .execute();
    expect(egypt.items.map((item) => item.sysname)).toEqual(membership.map((row) => row.sysname));

    const jackpots = await games({
      options: JSON.stringify({ has_jackpot: true, is_new: false }),
      count: '300',
    });
    expect(jackpots.items.every((item) => item.has_jackpot && !item.is_new)).toBe(true);
    expect(jackpots.total).toBe(
      await countWhere((query) => query.where('has_jackpot', '=', true).where('is_new', '=', false)),
    );
  });

  it('lists the betting games of spec §1: the book, live betting and one per sport, none a house game', async () => {
    const page = await games({ types: 'betting', count: '50', fields: 'sysname,type,provider,has_demo' });
    expect(page.items.map((game) => game.sysname).sort()).toEqual(
      BETTING_GAMES.map((game) => game.sysname).sort(),
    );
    expect(page.items.every((game) => game.provider === 'sportsbook' && !game.has_demo)).toBe(true);
    // The house provider does not launch them: their tiles open the sportsbook's pages instead.
    const launch = await t.app.inject({ method: 'GET', url: '/platform/game/sportsbook-football/play' });
    expect(launch.statusCode).toBe(404);
  });

  it('combines filters with AND', async () => {
    const page = await games({ types: 'slot', providers: 'golden-scarab', tags: 'egypt', count: '300' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBe(
      await countWhere((query) =>
        query
          .where('type', '=', 'slot')
          .where('provider', '=', 'golden-scarab')
          .where(sql<boolean>`tags @> array['egypt']`),
      ),
    );
    for (const item of page.items) {
      expect(item).toMatchObject({ type: 'slot', provider: 'golden-scarab' });
      expect(item.tags).toContain('egypt');
    }
  });

  it('searches titles and provider names, ignoring case, accents and punctuation, best matches first', async () => {
    const book = await games({ query: 'BOOK', count: '300' });
    expect(book.total).toBeGreaterThan(0);
    expect(
      book.items.every((item) => `${item.name} ${item.provider_name}`.toLowerCase().includes('book')),
    ).toBe(true);
    expect(book.items[0]!.name.toLowerCase().startsWith('book')).toBe(true);

    const words = await games({ query: 'böok   of!', count: '300' });
    expect(words.items.map((item) => item.sysname).sort()).toEqual(
      book.items
        .filter((item) => `${item.name} ${item.provider_name}`.toLowerCase().includes('of'))
        .map((item) => item.sysname)
        .sort(),
    );

    const byProvider = await games({ query: 'pixel rocket', count: '300' });
    expect(byProvider.total).toBe(await countWhere((query) => query.where('provider', '=', 'pixel-rocket')));

    const combined = await games({ query: 'roulette', types: 'live', count: '300' });
    expect(combined.total).toBeGreaterThan(0);
    expect(combined.items.every((item) => item.type === 'live' && /roulette/i.test(item.name))).toBe(true);

    const nothing = await games({ query: 'zzqxj' });
    expect(nothing).toEqual({ items: [], offset: 0, count: 0, total: 0 });
  });

  it('pages through a result without gaps or repeats', async () => {
    const all = await games({ types: 'high_low', count: '300' });
    const pages: string[] = [];
    for (let offset = 0; offset < all.total; offset += 18) {
      const page = await games({ types: 'high_low', offset: String(offset) });
      expect(page.total).toBe(all.total);
      expect(page.offset).toBe(offset);
      pages.push(...page.items.map((item) => item.sysname));
    }
    expect(pages).toEqual(all.items.map((item) => item.sysname));
    const past = await games({ types: 'high_low', offset: String(all.total + 5) });
    expect(past).toEqual({ items: [], offset: all.total + 5, count: 0, total: all.total });
  });

  it('sorts by name, popularity, release and RTP in either order', async () => {
    const names = (await games({ sort: 'name', count: '100' })).items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const namesDesc = (await games({ sort: 'name', order: 'desc', count: '100' })).items.map((item) =>
      item.name.toLowerCase(),
    );
    expect(namesDesc).toEqual([...namesDesc].sort().reverse());

    const newest = await games({ sort: 'created', count: '10' });
    const newestInDb = await t.database.db
      .selectFrom('games')
      .select('sysname')
      .orderBy('release_order', 'desc')
      .limit(10)
      .execute();
    expect(newest.items.map((item) => item.sysname)).toEqual(newestInDb.map((row) => row.sysname));

    // Ties (the betting games all have popularity 0) may come in either order: compare the values.
    const popular = await games({ sort: 'popularity', order: 'asc', count: '10' });
    const leastPopular = await t.database.db
      .selectFrom('games')
      .select(['sysname', 'popularity'])
      .orderBy('popularity')
      .limit(10)
      .execute();
    const popularityOf = new Map(leastPopular.map((row) => [row.sysname, row.popularity]));
    expect(popular.items.map((item) => popularityOf.get(item.sysname))).toEqual(
      leastPopular.map((row) => row.popularity),
    );

    const rtp = (await games({ sort: 'rtp', count: '300' })).items.map((item) => item.rtp);
    expect(rtp).toEqual([...rtp].sort((a, b) => b - a));
  });

  it('answers only the requested fields', async () => {
    const page = await games({ fields: 'sysname,name,image_url', count: '3' });
    for (const item of page.items) expect(Object.keys(item).sort()).toEqual(['image_url', 'name', 'sysname']);
  });

  it('narrows to given games, leaves out excluded ones', async () => {
    const some = (await games({ count: '5' })).items.map((item) => item.sysname);
    const chosen = await games({ options: JSON.stringify({ sysnames: some.slice(0, 3) }) });
    expect(chosen.items.map((item) => item.sysname)).toEqual(some.slice(0, 3));
    const rest = await games({ options: JSON.stringify({ exclude: some.slice(0, 2) }), count: '3' });
    expect(rest.items.map((item) => item.sysname)).toEqual(some.slice(2, 5));
    const none = await games({ options: JSON.stringify({ sysnames: [] }) });
    expect(none.total).toBe(0);
  });

  it.each([
    [{ count: '0' }, 'count'],
    [{ count: '301' }, 'count'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: 'ten' }, 'offset'],
    [{ sort: 'random' }, 'sort'],
    [{ order: 'up' }, 'order'],
    [{ types: 'slot,poker' }, 'types.1'],
    [{ providers: 'ok,Not Valid!' }, 'providers.1'],
    [{ providers: 'pixel-rocket,no-such-studio' }, 'providers'],
    [{ category: 'no-such-category' }, 'category'],
    [{ category: '../etc' }, 'category'],
    [{ fields: 'sysname,password' }, 'fields.1'],
    [{ tags: 'a'.repeat(81) }, 'tags.0'],
    [{ query: 'x'.repeat(101) }, 'query'],
    [{ options: '{not json' }, 'options'],
    [{ options: '{"is_new":"yes"}' }, 'options.is_new'],
    [{ options: '{"price":1}' }, 'options'],
    [{ options: '[1,2]' }, 'options'],
  ])('refuses %j with InvalidParameterException naming %s', async (query, field) => {
    const response = await api('games.get', query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.type).toBe('InvalidParameterException');
    expect(Object.keys(error.invalid_parameters)).toContain(field);
  });
});

describe('getCategories and getProviders', () => {
  it('lists the categories in order, titled in the request locale, with their counts', async () => {
    const response = await api('getCategories');
    expect(response.statusCode).toBe(200);
    const categories = response.json().data as { sysname: string; title: string; games_count: number }[];
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories[0]).toMatchObject({ sysname: 'popular', title: 'Popular', icon: 'flame' });
    for (const category of categories) {
      const page = await games({ category: category.sysname, count: '1' });
      expect(page.total, category.sysname).toBe(category.games_count);
      expect(category.games_count).toBeGreaterThan(0);
    }
    const german = (await api('getCategories', { lang: 'de' })).json().data;
    expect(german[0].title).toBe('Beliebt');
  });

  it('lists providers with logos, narrowed by types, with game_params on request', async () => {
    const all = (await api('getProviders')).json().data as { sysname: string; games_count: number }[];
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all[0]).toEqual({
      sysname: 'aurora-originals',
      name: 'Aurora Originals',
      image_url: '/platform/game-art/providers/aurora-originals.svg?v=1',
      games_count: (await games({ providers: 'aurora-originals', count: '1' })).total,
    });

    const live = (await api('getProviders', { types: 'live', fields: 'game_params' })).json().data;
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(all.length);
    for (const provider of live) {
      expect(Object.keys(provider.game_params.types)).toEqual(['live']);
      expect(provider.game_params.types.live).toBe(provider.games_count);
      expect(provider.game_params.has_demo).toBe(false);
      expect(provider.game_params.rtp.every((rtp: number) => [94, 96, 97].includes(rtp))).toBe(true);
    }
    const bad = await api('getProviders', { types: 'slot,cards' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.type).toBe('InvalidParameterException');
  });
});

describe('likes', () => {
  let alice: TestPlayer;
  let bob: TestPlayer;
  let sysnames: string[];
  beforeAll(async () => {
    alice = await registerPlayer(t);
    bob = await registerPlayer(t);
    sysnames = (await games({ count: '3' })).items.map((item) => item.sysname);
  });

  const likes = async (player: TestPlayer) => (await api('getLikes', {}, player.cookie)).json().data.sysnames;

  it('needs a signed-in player', async () => {
    expect((await api('getLikes')).json().error.type).toBe('AuthorizationException');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/addLike?lang=en',
      payload: form({ sysname: sysnames[0]! }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(401);
    const favourites = await api('games.get', { options: JSON.stringify({ favourites: true }) });
    expect(favourites.statusCode).toBe(401);
  });

  it('adds and removes likes idempotently, per player', async () => {
    expect(await likes(alice)).toEqual([]);
    for (const sysname of [sysnames[0]!, sysnames[1]!, sysnames[0]!]) {
      const response = await post('addLike', { sysname }, alice.cookie);
      expect(response.json()).toEqual({ data: 1 });
    }
    expect((await likes(alice)).sort()).toEqual([sysnames[0], sysnames[1]].sort());
    expect(await likes(bob)).toEqual([]);

    const favourites = await games({ options: JSON.stringify({ favourites: true }) }, alice.cookie);
    expect(favourites.items.map((item) => item.sysname).sort()).toEqual([sysnames[0], sysnames[1]].sort());
    expect((await games({ options: JSON.stringify({ favourites: true }) }, bob.cookie)).total).toBe(0);

    await post('addLike', { sysname: sysnames[2]! }, bob.cookie);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post('removeLike', { sysname: sysnames[0]! }, alice.cookie)).json()).toEqual({ data: 1 });
    }
    expect(await likes(alice)).toEqual([sysnames[1]]);
    expect(await likes(bob)).toEqual([sysnames[2]]);
  });

  it('refuses an unknown game, a malformed sysname and the wrong verb', async () => {
    const unknown = await post('addLike', { sysname: 'no-such-game' }, alice.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.invalid_parameters).toEqual({ sysname: 'Unknown game' });
    const malformed = await post('addLike', { sysname: '<script>' }, alice.cookie);
    expect(malformed.json().error.invalid_parameters).toHaveProperty('sysname');
    const missing = await post('addLike', {}, alice.cookie);
    expect(missing.json().error.invalid_parameters).toHaveProperty('sysname');
    const viaGet = await api('addLike', { sysname: sysnames[0]! }, alice.cookie);
    expect(viaGet.statusCode).toBe(405);
  });
});

describe('game artwork', () => {
  it('serves an SVG per game and provider with long cache headers', async () => {
    const [item] = (await games({ count: '1' })).items;
    const response = await t.app.inject({ method: 'GET', url: item!.image_url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('<svg');
    const unversioned = await t.app.inject({ method: 'GET', url: item!.image_url.split('?')[0]! });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=86400');

    const logo = await t.app.inject({
      method: 'GET',
      url: '/platform/game-art/providers/studio-nine.svg?v=1',
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Studio Nine');
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const url of [
      '/platform/game-art/no-such-game.svg',
      '/platform/game-art/NOPE.svg',
      '/platform/game-art/studio-nine.png',
      '/platform/game-art/providers/nobody.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
