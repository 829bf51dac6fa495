import type { EditableTournament, TournamentPrizeEdit } from '@casino/shared/backoffice/backoffice.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { MAX_MINOR_UNITS, minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import type { TournamentPrize } from '../../db/tables/tournaments.table.ts';
import { type ContentCache, getLocales } from '../content/content.service.ts';
import {
  announceContentChange,
  localeTextsProblem,
  type RecordChange,
  safeContentLink,
} from '../content/content-editing.service.ts';
import { activeGameType, isGameCategory, unlistedGames } from '../games/games.service.ts';
import { tournamentStatus } from './tournament-rules.ts';
import * as repository from './tournaments.repository.ts';
import { forgetRunning } from './tournaments.service.ts';

/**
 * Editing a tournament from the back-office, published as offers are (decision 0055): its words and
 * picture at any time; its schedule, games and prizes only until it starts (decision 0062), since
 * from then on they decide the points and payouts of a race under way (decision 0027).
 */

/** The schedule, games and prizes, given together or not at all. */
export interface TournamentRace {
  starts_at: string;
  ends_at: string;
  games: string[];
  category: string | null;
  prizes: TournamentPrizeEdit[];
}

export interface TournamentEdit {
  id: number;
  image: string;
  texts: Record<string, { title: string; description: string; rules: string }>;
  starts_at?: string | undefined;
  ends_at?: string | undefined;
  games?: string[] | undefined;
  category?: string | undefined;
  prizes?: TournamentPrizeEdit[] | undefined;
}

const STARTED = 'The tournament has started: its schedule, games and prizes can no longer change';

function prizeEdits(prizes: readonly TournamentPrize[]): TournamentPrizeEdit[] {
  return prizes.map((prize, index) =>
    typeof prize === 'number'
      ? { place: index + 1, amount: prize }
      : { place: index + 1, free_spins: prize.freeSpins },
  );
}

function editableTournament(row: repository.TournamentRow, now: Date): EditableTournament {
  return {
    id: row.id,
    image: row.image,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    currency: row.currency,
    started: tournamentStatus(row, now) !== 'upcoming',
    games: row.games,
    category: row.category,
    prizes: prizeEdits(row.prizes),
    texts: row.texts,
  };
}

export async function tournamentsForEditing(db: Db, cache: ContentCache, now: Date) {
  const [{ locales }, rows] = await Promise.all([getLocales(db, cache), repository.tournaments(db)]);
  return {
    locales: locales.map(({ code, name }) => ({ code, name })),
    tournaments: rows.map((row) => editableTournament(row, now)),
  };
}

function invalid(fields: Record<string, string>): ApiError {
  return new ApiError('InvalidParameterException', Object.values(fields)[0] ?? 'Invalid parameters', {
    invalidParameters: fields,
  });
}

/** The race terms of an edit, or undefined when it changes only words and picture; refused when partial. */
function raceOf(edit: TournamentEdit): TournamentRace | undefined {
  const { starts_at, ends_at, games, prizes } = edit;
  if (starts_at && ends_at && games && prizes) {
    return { starts_at, ends_at, games, category: edit.category ?? null, prizes };
  }
  const given = { starts_at, ends_at, games, prizes, category: edit.category };
  if (Object.values(given).every((value) => value === undefined)) return undefined;
  const missing = Object.entries({ starts_at, ends_at, games, prizes }).find(([, value]) => !value)?.[0];
  throw invalid({ [missing as string]: 'Give the schedule, games and prizes together' });
}

/** What is wrong with a prize table, per row: places 1, 2, 3, … and cash in whole minor units. */
async function prizeProblems(
  db: Db,
  cache: ContentCache,
  prizes: readonly TournamentPrizeEdit[],
  currency: string,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (prizes.length === 0) fields.prizes = 'Give at least one prize';
  for (const [index, prize] of prizes.entries()) {
    if (prize.place !== index + 1) {
      fields[`prizes.${index}.place`] = 'Places run 1, 2, 3, … without a gap or a repeat';
    }
    if ('amount' in prize) {
      if (!Number.isSafeInteger(prize.amount) || prize.amount <= 0 || prize.amount > MAX_MINOR_UNITS) {
        fields[`prizes.${index}.amount`] = `A positive whole number of minor units of ${currency}`;
      }
      continue;
    }
    // Packs are played by the house slots (decision 0035), as a grant's are.
    if ((await activeGameType(db, prize.free_spins.game)) !== 'slot') {
      fields[`prizes.${index}.free_spins.game`] = 'Not an active slot';
    }
    const titles = await localeTextsProblem(db, cache, prize.free_spins.titles);
    if (titles) fields[`prizes.${index}.free_spins.titles`] = titles;
  }
  return fields;
}

/** What is wrong with a schedule, its games and prizes (the start against `now`). */
async function raceProblems(
  db: Db,
  cache: ContentCache,
  race: TournamentRace,
  currency: string,
  now: Date,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const startsAt = new Date(race.starts_at);
  if (startsAt <= now) fields.starts_at = 'The start must be in the future';
  if (new Date(race.ends_at) <= startsAt) fields.ends_at = 'The end must follow the start';
  const unlisted = await unlistedGames(db, race.games);
  if (unlisted.length > 0) fields.games = `Unknown or hidden games: ${unlisted.join(', ')}`;
  if (race.category !== null) {
    if (race.games.length > 0) fields.category = 'Name games or a category, not both';
    else if (!(await isGameCategory(db, race.category))) {
      fields.category = `Unknown category: ${race.category}`;
    }
  }
  return { ...fields, ...(await prizeProblems(db, cache, race.prizes, currency)) };
}

function storedPrizes(prizes: readonly TournamentPrizeEdit[]): TournamentPrize[] {
  return prizes.map((prize) =>
    'amount' in prize
      ? prize.amount
      : { freeSpins: { ...prize.free_spins, stake: minorUnits(prize.free_spins.stake) } },
  );
}

/**
 * Checked before the transaction (the checks read through the caches, on `db`); whether the tournament
 * has started is asked again under the row's lock, so another editor's earlier start still refuses.
 */
export async function saveTournament(
  db: Db,
  cache: ContentCache,
  edit: TournamentEdit,
  record: RecordChange<{ before: EditableTournament; after: EditableTournament }>,
  now: Date,
): Promise<EditableTournament> {
  const race = raceOf(edit);
  const current = await repository.findTournament(db, edit.id);
  if (!current) throw invalid({ id: 'Unknown tournament' });
  if (race && tournamentStatus(current, now) !== 'upcoming') throw invalid({ id: STARTED });
  const fields: Record<string, string> = race
    ? await raceProblems(db, cache, race, current.currency, now)
    : {};
  const textsProblem = await localeTextsProblem(db, cache, edit.texts);
  if (textsProblem) fields.texts = textsProblem;
  const image = safeContentLink(edit.image);
  if (image === null) fields.image = 'Use a path on this site or an https address';
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const saved = await db.transaction().execute(async (trx) => {
    const before = await repository.findTournamentForUpdate(trx, edit.id);
    if (!before) throw invalid({ id: 'Unknown tournament' });
    if (race && tournamentStatus(before, now) !== 'upcoming') throw invalid({ id: STARTED });
    const after = await repository.updateTournament(trx, edit.id, {
      image: image as string,
      texts: JSON.stringify(edit.texts),
      ...(race && {
        starts_at: race.starts_at,
        ends_at: race.ends_at,
        games: race.games,
        category: race.category,
        prizes: JSON.stringify(storedPrizes(race.prizes)),
      }),
    });
    await announceContentChange(trx, `tournament:${edit.id}`);
    const change = { before: editableTournament(before, now), after: editableTournament(after, now) };
    await record(trx, change);
    return change.after;
  });
  forgetRunning(db);
  return saved;
}
