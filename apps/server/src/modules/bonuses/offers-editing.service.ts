import type { EditableOffer } from '@casino/shared/backoffice/backoffice.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { type ContentCache, getLocales } from '../content/content.service.ts';
import {
  announceContentChange,
  localeTextsProblem,
  type RecordChange,
  safeContentLink,
} from '../content/content-editing.service.ts';
import * as repository from './bonuses.repository.ts';
import type { OfferRow } from './offer-rules.ts';

/**
 * Editing deposit offers from the back-office (issue 18, decision 0055), published as banners and
 * games are (decisions 0042, 0046): checked before the transaction; the edit, its audit row and the
 * `content_changed` notice in one. Offers are read from the database on every request, so the notice
 * only has to clear the pages cached for guests, which every process does when it hears it. Terms
 * apply to grants from now on: a bonus keeps the amount and wagering it was granted with.
 */

export interface OfferEdit {
  id: number;
  image?: string | undefined;
  started_at?: string | undefined;
  finished_at?: string | undefined;
  percent: number;
  max_amount: MinorUnits;
  min_amount: MinorUnits;
  wager: number;
  days: number;
  texts: Record<string, { title: string; text: string }>;
}

function editableOffer(row: OfferRow): EditableOffer {
  return {
    id: row.id,
    image: row.image,
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    percent: row.percent,
    max_amount: row.max_amount,
    min_amount: row.min_amount,
    wager: row.wager,
    days: row.days,
    first_deposit: row.first_deposit,
    repeatable: row.repeatable,
    texts: row.texts,
  };
}

export async function offersForEditing(db: Db, cache: ContentCache) {
  const [{ locales }, rows] = await Promise.all([getLocales(db, cache), repository.allOffers(db)]);
  return { locales: locales.map(({ code, name }) => ({ code, name })), offers: rows.map(editableOffer) };
}

function invalid(fields: Record<string, string>): ApiError {
  return new ApiError('InvalidParameterException', Object.values(fields)[0] ?? 'Invalid parameters', {
    invalidParameters: fields,
  });
}

async function validateOffer(db: Db, cache: ContentCache, edit: OfferEdit) {
  const fields: Record<string, string> = {};
  const textsProblem = await localeTextsProblem(db, cache, edit.texts);
  if (textsProblem) fields.texts = textsProblem;
  const image = edit.image === undefined ? null : safeContentLink(edit.image);
  if (edit.image !== undefined && image === null)
    fields.image = 'Use a path on this site or an https address';
  const startedAt = edit.started_at ? new Date(edit.started_at) : null;
  const finishedAt = edit.finished_at ? new Date(edit.finished_at) : null;
  if (startedAt && finishedAt && finishedAt <= startedAt)
    fields.finished_at = 'The end must follow the start';
  if (edit.min_amount > 0 && edit.max_amount < 1) fields.max_amount = 'Give a maximum bonus';
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return { image, startedAt, finishedAt };
}

export async function saveOffer(
  db: Db,
  cache: ContentCache,
  edit: OfferEdit,
  record: RecordChange<{ before: EditableOffer; after: EditableOffer }>,
): Promise<EditableOffer> {
  const checked = await validateOffer(db, cache, edit);
  return db.transaction().execute(async (trx) => {
    const before = await repository.findOfferForUpdate(trx, edit.id);
    if (!before) throw invalid({ id: 'Unknown offer' });
    const after = await repository.updateOffer(trx, edit.id, {
      image: checked.image,
      started_at: checked.startedAt,
      finished_at: checked.finishedAt,
      percent: edit.percent,
      max_amount: edit.max_amount,
      min_amount: edit.min_amount,
      wager: edit.wager,
      days: edit.days,
      texts: JSON.stringify(edit.texts),
    });
    await announceContentChange(trx, `offer:${edit.id}`);
    const change = { before: editableOffer(before), after: editableOffer(after) };
    await record(trx, change);
    return change.after;
  });
}
