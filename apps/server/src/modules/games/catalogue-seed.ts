import { SPORTSBOOK_SYSNAME } from '@casino/shared/constants';
import { BETTING_GAMES } from '@casino/shared/sportsbook/betting-games';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { resolveMessageRefs } from '../../db/seed/resolve-messages.ts';
import type { SeedContext } from '../../db/seed/seed-step.ts';
import { readCatalogueInput } from './catalogue-files.ts';
import { type Catalogue, gameArtPath, generateCatalogue } from './catalogue-generator.ts';

/**
 * The games domain's seed step: generates the game catalogue from content/games and stores it in one
 * transaction. With `onlyIfEmpty` (every start) it does nothing once games exist, without generating
 * the catalogue (that alone took ~0.2 s and left ~30 MB of heap in the idle process), so a database
 * seeded before the catalogue existed gets it on its next start; an advisory lock keeps processes
 * starting together from seeding twice. Returns whether it seeded.
 */
export async function seedGames({
  db,
  contentDir,
  onlyIfEmpty,
  contentFiles,
}: SeedContext): Promise<boolean> {
  // Only seeding clears games, so this check needs no lock; the locked check below stays for processes
  // seeding together.
  if (onlyIfEmpty && (await hasGames(db))) return addBettingGames(db);
  const catalogue = generateCatalogue(readCatalogueInput(contentDir));
  const { messages } = contentFiles();
  const missing = new Set<string>();
  const titles = catalogue.categories.map((category) =>
    Object.fromEntries(
      Object.entries(messages).map(([locale, localeMessages]) => [
        locale,
        resolveMessageRefs(category.title, localeMessages, missing),
      ]),
    ),
  );
  if (missing.size > 0)
    throw new Error(`Game categories refer to missing messages: ${[...missing].sort().join(', ')}`);

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('seed-games'))`.execute(trx);
    if (onlyIfEmpty && (await hasGames(trx))) return false;
    await clearGames(trx);
    await insertCatalogue(trx, catalogue, titles);
    await addBettingGames(trx);
    return true;
  });
}

/**
 * The betting games (spec §1 type betting): the built-in sportsbook, whose bets are rounds of its game in
 * the seamless wallet like any casino game's, plus live betting and one game per sport, each opening its
 * page of the book (`BETTING_GAMES`). Added on their own to a catalogue seeded before they existed.
 * Answers whether any was added.
 */
async function addBettingGames(db: DbOrTrx): Promise<boolean> {
  await db
    .insertInto('game_providers')
    .values({ sysname: SPORTSBOOK_SYSNAME, name: 'Aurora Sportsbook', position: 1000, art: '{"hue":145}' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const added = await db
    .insertInto('games')
    .values(
      BETTING_GAMES.map((game, index) => ({
        sysname: game.sysname,
        title: game.title,
        search_name: game.title.toLowerCase(),
        search_text: `${game.title.toLowerCase()} sportsbook sports betting`,
        provider: SPORTSBOOK_SYSNAME,
        type: 'betting' as const,
        kind: 'sportsbook',
        engine: 'sportsbook',
        engine_seed: '',
        rtp: 96,
        volatility: null,
        theme: 'sports',
        categories: [],
        tags: [],
        is_new: false,
        is_hot: false,
        has_demo: false,
        has_jackpot: false,
        // Last in the lobby's orders: the casino's lists are not where bettors find the sportsbook.
        popularity: 0,
        position: 1_000_000 + index,
        release_order: 0,
        image: gameArtPath(game.sysname),
        art: JSON.stringify({
          colors: ['#0f5132', '#198754'],
          accent: '#ffc107',
          glyph: 'star',
          pattern: 'rays',
          angle: 135 + index * 20,
        }),
      })),
    )
    .onConflict((oc) => oc.column('sysname').doNothing())
    .returning('id')
    .execute();
  return added.length > 0;
}

async function hasGames(db: DbOrTrx): Promise<boolean> {
  return (await db.selectFrom('games').select('id').limit(1).executeTakeFirst()) !== undefined;
}

async function clearGames(trx: Trx) {
  for (const table of ['game_category_games', 'games', 'game_categories', 'game_providers'] as const) {
    await trx.deleteFrom(table).execute();
  }
}

async function insertCatalogue(trx: Trx, catalogue: Catalogue, titles: Record<string, string>[]) {
  await trx
    .insertInto('game_providers')
    .values(catalogue.providers.map((provider) => ({ ...provider, art: JSON.stringify(provider.art) })))
    .execute();
  await trx
    .insertInto('game_categories')
    .values(
      catalogue.categories.map((category, index) => ({
        sysname: category.sysname,
        titles: JSON.stringify(titles[index]),
        icon: category.icon,
        position: category.position,
      })),
    )
    .execute();
  // Each table in one statement, its rows as one JSON parameter: binding thousands of rows as separate
  // parameters costs the embedded database far more than parsing one document.
  await sql`
    insert into games (sysname, title, search_name, search_text, provider, type, kind, engine, engine_seed, rtp,
      volatility, theme, categories, tags, is_new, is_hot, has_demo, has_jackpot, popularity, position,
      release_order, image, art)
    select sysname, title, search_name, search_text, provider, type, kind, engine, engine_seed, rtp,
      volatility, theme, categories, tags, is_new, is_hot, has_demo, has_jackpot, popularity, position,
      release_order, image, art
    from jsonb_to_recordset(${JSON.stringify(catalogue.games)}::jsonb) as game(sysname text, title text,
      search_name text, search_text text, provider text, type text, kind text, engine text, engine_seed text,
      rtp smallint, volatility text, theme text, categories text[], tags text[], is_new boolean,
      is_hot boolean, has_demo boolean, has_jackpot boolean, popularity integer, position integer,
      release_order integer, image text, art jsonb)
  `.execute(trx);
  const memberships = catalogue.categories.flatMap((category) =>
    category.games.map((sysname, index) => ({ category: category.sysname, sysname, position: index + 1 })),
  );
  await sql`
    insert into game_category_games (category, game_id, position)
    select member.category, games.id, member.position
    from jsonb_to_recordset(${JSON.stringify(memberships)}::jsonb) as member(category text, sysname text, position integer)
    join games on games.sysname = member.sysname
  `.execute(trx);
}
