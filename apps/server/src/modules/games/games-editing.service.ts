import { type EditableGame, GAMES_PAGE_SIZE } from '@casino/shared/backoffice/backoffice.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { Db } from '../../db/schema.ts';
import { type ContentCache, getLocales } from '../content/content.service.ts';
import { announceContentChange, type RecordChange } from '../content/content-editing.service.ts';
import * as repository from './games.repository.ts';
import { forgetCatalogue } from './games.service.ts';
import { searchText } from './search-text.ts';

/**
 * Editing the catalogue from the back-office (issue 18, decision 0046): show or hide a game, its place
 * in the hall, its categories and its place in each. Published as banners are (decision 0042): the edit,
 * its audit row and the `content_changed` notice in one transaction, and every process drops its
 * catalogue index when it hears the notice.
 */

function invalid(fields: Record<string, string>): ApiError {
  return new ApiError('InvalidParameterException', Object.values(fields)[0] ?? 'Invalid parameters', {
    invalidParameters: fields,
  });
}

async function categoryTitles(db: Db, cache: ContentCache) {
  const [{ defaultLocale }, rows] = await Promise.all([getLocales(db, cache), repository.findCategories(db)]);
  return rows.map((row) => ({ sysname: row.sysname, title: row.titles[defaultLocale] ?? row.sysname }));
}

function placesOf(memberships: readonly { category: string; position: number }[]): Record<string, number> {
  return Object.fromEntries(
    [...memberships]
      .sort((a, b) => a.category.localeCompare(b.category))
      .map((membership) => [membership.category, membership.position]),
  );
}

export async function gamesForEditing(
  db: Db,
  cache: ContentCache,
  filter: { query?: string | undefined; category?: string | undefined; offset: number },
) {
  const words = filter.query ? searchText(filter.query) : '';
  const [categories, page] = await Promise.all([
    categoryTitles(db, cache),
    repository.findGamesForEditing(db, {
      search: filter.query ? { words, sysname: filter.query.trim().toLowerCase() } : undefined,
      category: filter.category,
      offset: filter.offset,
      count: GAMES_PAGE_SIZE,
    }),
  ]);
  const byGame = new Map<number, { category: string; position: number }[]>();
  for (const { game_id, ...membership } of page.memberships) {
    byGame.set(game_id, [...(byGame.get(game_id) ?? []), membership]);
  }
  return {
    categories,
    total: page.total,
    games: page.games.map(
      (game): EditableGame => ({ ...game, categories: placesOf(byGame.get(game.id) ?? []) }),
    ),
  };
}

export interface GameEdit {
  sysname: string;
  is_active: boolean;
  position: number;
  categories: Record<string, number>;
}

/**
 * Publishes a game's state with `record` (its audit row) in one transaction. Categories are checked
 * before the transaction opens, on `db` (decision 0042: the embedded database has one connection).
 * Edits are serialised by a transaction lock, since placing one game moves the others after it.
 */
export async function saveGame(
  db: Db,
  edit: GameEdit,
  record: RecordChange<{ before: EditableGame; after: EditableGame }>,
): Promise<EditableGame> {
  const known = new Set((await repository.findCategories(db)).map((row) => row.sysname));
  const unknown = Object.keys(edit.categories).filter((category) => !known.has(category));
  if (unknown.length > 0) throw invalid({ categories: `Unknown category: ${unknown.join(', ')}` });
  const after = await db.transaction().execute(async (trx) => {
    await repository.lockCatalogueEdits(trx);
    const found = await repository.findGameForEditing(trx, edit.sysname);
    if (!found) throw invalid({ sysname: 'Unknown game' });
    const before: EditableGame = { ...found.game, categories: placesOf(found.memberships) };
    await repository.placeGame(trx, found.game.id, edit.position, edit.is_active);
    await repository.setGameCategories(trx, found.game.id, edit.categories);
    const changed = await repository.findGameForEditing(trx, edit.sysname);
    if (!changed) throw invalid({ sysname: 'Unknown game' });
    const after: EditableGame = { ...changed.game, categories: placesOf(changed.memberships) };
    await announceContentChange(trx, `game:${edit.sysname}`);
    await record(trx, { before, after });
    return after;
  });
  // The notice clears this process's index too; clearing it here as well covers a server without LISTEN.
  forgetCatalogue(db);
  return after;
}
