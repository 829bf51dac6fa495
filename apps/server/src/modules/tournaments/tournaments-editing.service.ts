import type { EditableTournament } from '@casino/shared/backoffice/backoffice.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { Db } from '../../db/schema.ts';
import { type ContentCache, getLocales } from '../content/content.service.ts';
import {
  announceContentChange,
  localeTextsProblem,
  type RecordChange,
  safeContentLink,
} from '../content/content-editing.service.ts';
import * as repository from './tournaments.repository.ts';

/**
 * Editing a tournament's words and picture from the back-office (decision 0055), published as offers
 * are. Dates, games, scoring and prizes stay with content (decision 0027): they decide points and
 * payouts, and the running-tournament cache of scoring never holds words.
 */

export interface TournamentEdit {
  id: number;
  image: string;
  texts: Record<string, { title: string; description: string; rules: string }>;
}

function editableTournament(row: repository.TournamentRow): EditableTournament {
  return {
    id: row.id,
    image: row.image,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    currency: row.currency,
    texts: row.texts,
  };
}

export async function tournamentsForEditing(db: Db, cache: ContentCache) {
  const [{ locales }, rows] = await Promise.all([getLocales(db, cache), repository.tournaments(db)]);
  return {
    locales: locales.map(({ code, name }) => ({ code, name })),
    tournaments: rows.map(editableTournament),
  };
}

function invalid(fields: Record<string, string>): ApiError {
  return new ApiError('InvalidParameterException', Object.values(fields)[0] ?? 'Invalid parameters', {
    invalidParameters: fields,
  });
}

export async function saveTournament(
  db: Db,
  cache: ContentCache,
  edit: TournamentEdit,
  record: RecordChange<{ before: EditableTournament; after: EditableTournament }>,
): Promise<EditableTournament> {
  const fields: Record<string, string> = {};
  const textsProblem = await localeTextsProblem(db, cache, edit.texts);
  if (textsProblem) fields.texts = textsProblem;
  const image = safeContentLink(edit.image);
  if (image === null) fields.image = 'Use a path on this site or an https address';
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return db.transaction().execute(async (trx) => {
    const before = await repository.findTournamentForUpdate(trx, edit.id);
    if (!before) throw invalid({ id: 'Unknown tournament' });
    const after = await repository.updateTournamentTexts(trx, edit.id, {
      image: image as string,
      texts: JSON.stringify(edit.texts),
    });
    await announceContentChange(trx, `tournament:${edit.id}`);
    const change = { before: editableTournament(before), after: editableTournament(after) };
    await record(trx, change);
    return change.after;
  });
}
