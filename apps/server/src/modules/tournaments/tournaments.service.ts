import {
  type Leaderboard,
  type LeaderboardEntry,
  PARTICIPATE_FAILED,
  TOURNAMENT_FIELDS,
  type Tournament,
  type TournamentStatus,
} from '@casino/shared/contract/tournaments.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { findUser } from '../account/users.service.ts';
import { listedGameCount, selectedGames } from '../games/games.service.ts';
import { publicName } from '../jackpots/jackpots.service.ts';
import { type BoardSnapshot, boardSnapshot, noteSize, placeAt } from './board-snapshot.ts';
import { announceScored } from './scored-notices.service.ts';
import { cashOf, keepsBest, placesOf, roundPoints, tournamentStatus } from './tournament-rules.ts';
import * as repository from './tournaments.repository.ts';

/** How long the list of running tournaments is reused by scoring: content changes rarely. */
const RUNNING_TTL_MS = 5_000;
const runningCache = new WeakMap<Db, { at: number; rows: Promise<repository.TournamentRow[]> }>();

function running(db: Db, now: Date): Promise<repository.TournamentRow[]> {
  const cached = runningCache.get(db);
  if (cached && Math.abs(now.getTime() - cached.at) < RUNNING_TTL_MS) {
    return cached.rows.then((rows) => rows.filter((row) => tournamentStatus(row, now) === 'running'));
  }
  // Everything not finished yet, so a tournament starting within the TTL is not missed.
  const rows = repository.tournaments(db).then((all) => all.filter((row) => row.ends_at > now));
  runningCache.set(db, { at: now.getTime(), rows });
  rows.catch(() => runningCache.delete(db));
  return rows.then((all) => all.filter((row) => tournamentStatus(row, now) === 'running'));
}

/**
 * Drops this process's list of running tournaments: a schedule or games edited in the back-office
 * (decision 0062) score from the next round, not after the TTL.
 */
export function forgetRunning(db: Db): void {
  runningCache.delete(db);
}

/** The game session a round was played in. */
export interface RoundSession {
  provider: string;
  user_id: number | null;
  sysname: string;
  currency: string;
}

/** Rounds reported within this window score together: one transaction, one commit, for all of them. */
export const SCORE_BATCH_MS = 50;
/** A batch this large goes at once rather than waiting out the window. */
const SCORE_BATCH_MAX = 200;

/** One round to score: the session it was played in, its provider's id and when it was reported. */
export interface PlayedRound {
  session: RoundSession;
  roundId: string;
  now: Date;
}

/**
 * A real wallet call of a round went through: once the round has closed, it scores in every running
 * tournament it qualifies for. Called on repeats of the call too, so a score lost to a crash after the
 * wallet committed is made up by the provider's retry; the score's key (tournament, round) keeps it to
 * once. Costs nothing while no tournament runs for the round's currency and game.
 */
export function scorePlayedRound(db: Db, session: RoundSession, roundId: string, now: Date): Promise<number> {
  return scorePlayedRounds(db, [{ session, roundId, now }]);
}

/**
 * Scores rounds together (decision 0040): what each round earns is worked out from cached content and
 * one read of the rounds, then every score is written by one statement (with the batch's new automatic
 * joins, one transaction), so a busy tournament costs one commit per batch rather than one per round.
 * Writes go in (tournament, player, round) order, the same in every process, so two processes' batches
 * wait for each other rather than deadlock. Answers how many (round, tournament) scores were new.
 */
export async function scorePlayedRounds(db: Db, rounds: readonly PlayedRound[]): Promise<number> {
  type Wanted = { played: PlayedRound; userId: number; tournaments: repository.TournamentRow[] };
  const wanted: Wanted[] = [];
  for (const played of rounds) {
    const { session, now } = played;
    if (session.user_id === null) continue;
    const candidates = (await running(db, now)).filter((row) => row.currency === session.currency);
    const qualifying: repository.TournamentRow[] = [];
    for (const tournament of candidates) {
      const games = await selectedGames(db, tournament);
      if (!games || games.has(session.sysname)) qualifying.push(tournament);
    }
    if (qualifying.length > 0) wanted.push({ played, userId: session.user_id, tournaments: qualifying });
  }
  if (wanted.length === 0) return 0;
  const found = await repository.findClosedRounds(
    db,
    wanted.map(({ played, userId }) => ({
      provider: played.session.provider,
      roundId: played.roundId,
      userId,
    })),
  );
  type Score = {
    tournament: repository.TournamentRow;
    userId: number;
    round: repository.ClosedRoundRow;
    points: number;
    now: Date;
  };
  const scores: Score[] = [];
  for (const { played, userId, tournaments } of wanted) {
    const round = found.get(repository.roundKey(played.session.provider, played.roundId, userId));
    if (!round) continue;
    for (const tournament of tournaments) {
      if (round.closed_at < tournament.starts_at || round.closed_at >= tournament.ends_at) continue;
      const points = roundPoints(tournament.scoring, tournament.min_stake, round);
      if (points !== undefined) scores.push({ tournament, userId, round, points, now: played.now });
    }
  }
  if (scores.length === 0) return 0;
  scores.sort((a, b) => a.tournament.id - b.tournament.id || a.userId - b.userId || a.round.id - b.round.id);
  // Automatic tournaments count a player from their first qualifying round; a player this process
  // has seen joined needs no join again (participants are never removed, and a join changes nothing then).
  const known = joinedParticipants(db);
  const joins = new Map<string, { tournamentId: number; userId: number; at: Date }>();
  for (const { tournament, userId, round } of scores) {
    const key = `${tournament.id}:${userId}`;
    if (tournament.opt_in || known.has(key)) continue;
    const first = joins.get(key);
    if (!first || round.opened_at < first.at)
      joins.set(key, { tournamentId: tournament.id, userId, at: round.opened_at });
  }
  const toScore = scores.map(({ tournament, userId, round, points, now }) => ({
    tournamentId: tournament.id,
    userId,
    round,
    points,
    keepsBest: keepsBest(tournament.scoring),
    now,
  }));
  // The scores are one statement; with joins, one transaction (so a score never lands without its join).
  const result =
    joins.size === 0
      ? await repository.scoreRounds(db, toScore)
      : await db.transaction().execute(async (trx) => {
          await repository.joinMany(trx, [...joins.values()]);
          return repository.scoreRounds(trx, toScore);
        });
  if (known.size + joins.size > MAX_KNOWN_PARTICIPANTS) known.clear();
  for (const key of joins.keys()) known.add(key);
  // The boards' followers see the new standings within a second (board-push.service.ts).
  announceScored(db, result.tournamentIds);
  return result.scored;
}

/** Participants this process has seen joined, per database, up to a bound (then it starts over). */
const knownParticipants = new WeakMap<Db, Set<string>>();
const MAX_KNOWN_PARTICIPANTS = 100_000;

function joinedParticipants(db: Db): Set<string> {
  let known = knownParticipants.get(db);
  if (!known) {
    known = new Set();
    knownParticipants.set(db, known);
  }
  return known;
}

interface Batch {
  rounds: PlayedRound[];
  timer: NodeJS.Timeout | undefined;
  /** Settles once the batch is written, so the app's shutdown waits for it. */
  done: () => void;
}

const batches = new WeakMap<Db, Batch>();
const writing = new WeakMap<Db, Promise<void>>();

/**
 * Scoring must never fail a wallet call: the round joins the process's next batch (at most
 * SCORE_BATCH_MS away), and a failure is logged; the provider's retry scores again.
 */
export function scoreInBackground(db: Db, session: RoundSession, roundId: string, now: Date): void {
  if (session.user_id === null) return;
  let batch = batches.get(db);
  if (!batch) {
    let done: () => void = () => undefined;
    db.inBackground(
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    batch = { rounds: [], timer: undefined, done };
    batches.set(db, batch);
  }
  batch.rounds.push({ session, roundId, now });
  if (batch.rounds.length >= SCORE_BATCH_MAX) flushScores(db, batch);
  else batch.timer ??= setTimeout(() => flushScores(db, batch), SCORE_BATCH_MS);
}

/** One batch at a time per process: a slow database makes the next batch larger, not more of them. */
function flushScores(db: Db, batch: Batch) {
  clearTimeout(batch.timer);
  batches.delete(db);
  const previous = writing.get(db) ?? Promise.resolve();
  const next = previous
    .then(() => scorePlayedRounds(db, batch.rounds))
    .then(
      () => undefined,
      (error: unknown) =>
        console.warn(
          `Tournament rounds not scored (${batch.rounds.length}): ${
            error instanceof Error ? error.message : String(error)
          }`,
        ),
    )
    .finally(batch.done);
  writing.set(db, next);
}

/**
 * Resolves once every round this process has handed to scoring so far is written (or has failed),
 * sending the waiting batch without the rest of its window: for a caller that must read the scores next.
 */
export async function scoresWritten(db: Db): Promise<void> {
  const batch = batches.get(db);
  if (batch) flushScores(db, batch);
  await writing.get(db);
}

type Refusal = 'NOT_FOUND' | 'FINISHED' | 'CURRENCY';

function refusal(reason: Refusal) {
  return new ApiError('InvalidParameterException', PARTICIPATE_FAILED, {
    invalidParameters: { tournament_id: PARTICIPATE_FAILED },
    errorData: { tournament_id: [reason] },
  });
}

/** `tournaments.participate`: joins an upcoming or running tournament in the player's currency. */
export async function participate(db: Db, userId: number, tournamentId: number, now: Date): Promise<void> {
  const tournament = await repository.findTournament(db, tournamentId);
  if (!tournament) throw refusal('NOT_FOUND');
  if (tournamentStatus(tournament, now) === 'finished') throw refusal('FINISHED');
  const user = await findUser(db, userId);
  if (!user || user.currency !== tournament.currency) throw refusal('CURRENCY');
  await repository.join(db, tournamentId, userId, now);
  // A new participant is on the board: its followers and snapshots hear of it like a score.
  announceScored(db, [tournamentId]);
}

type Field = (typeof TOURNAMENT_FIELDS)[number];

function texts(row: repository.TournamentRow, locale: string) {
  return row.texts[locale] ?? Object.values(row.texts)[0] ?? { title: '', description: '', rules: '' };
}

/** `tournaments.get`. */
export async function tournamentsView(
  db: Db,
  viewer: { userId: number | null; locale: string },
  query: {
    count: number;
    offset: number;
    ids?: readonly string[] | undefined;
    fields?: readonly Field[] | undefined;
    status: TournamentStatus | 'all';
  },
  now: Date,
): Promise<Tournament[]> {
  const ids = query.ids ? new Set(query.ids.map(Number)) : undefined;
  const rows = (await repository.tournaments(db))
    .filter((row) => !ids || ids.has(row.id))
    .filter((row) => query.status === 'all' || tournamentStatus(row, now) === query.status)
    .slice(query.offset, query.offset + query.count);
  const fields = new Set<Field>(query.fields ?? TOURNAMENT_FIELDS);
  const rowIds = rows.map((row) => row.id);
  const [totals, finished, prizes] = await Promise.all([
    fields.has('total_participants') || fields.has('total_points')
      ? repository.totals(db, rowIds)
      : Promise.resolve([]),
    fields.has('extra') ? repository.finishedAt(db, rowIds) : Promise.resolve([]),
    fields.has('winners') ? repository.prizesOf(db, rowIds) : Promise.resolve([]),
  ]);
  const views: Tournament[] = [];
  for (const row of rows) {
    const view: Tournament = {
      id: row.id,
      status: tournamentStatus(row, now),
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
    };
    if (fields.has('description')) {
      const text = texts(row, viewer.locale);
      view.description = { title: text.title, text: text.description, rules: text.rules };
    }
    if (fields.has('total_prize')) {
      view.total_prize = {
        amount: minorUnits(cashOf(row.prizes)),
        currency: row.currency,
      };
    }
    if (fields.has('user_info')) view.user_info = await userInfo(db, row.id, viewer.userId);
    if (fields.has('winners')) {
      view.winners = prizes
        .filter((prize) => prize.tournament_id === row.id)
        .map((prize) => ({
          place: prize.place,
          player: publicName(prize.login, prize.fakename),
          points: prize.points,
          prize: { amount: prize.amount, currency: prize.currency },
          free_spins: prize.free_spins,
        }));
    }
    if (fields.has('restrictions')) {
      view.restrictions = {
        currency: row.currency,
        min_stake: row.min_stake,
        scoring: row.scoring.rule,
        opt_in: row.opt_in,
        games: row.games,
        category: row.category,
      };
    }
    const total = totals.find((entry) => entry.tournament_id === row.id);
    if (fields.has('total_participants')) view.total_participants = total?.participants ?? 0;
    if (fields.has('total_points')) view.total_points = total?.points ?? 0;
    if (fields.has('reset_on_cashout')) view.reset_on_cashout = false;
    if (fields.has('provider')) view.provider = null;
    if (fields.has('image_url')) view.image_url = row.image;
    if (fields.has('tags')) view.tags = [row.scoring.rule];
    if (fields.has('extra')) {
      const done = finished.find((entry) => entry.tournament_id === row.id);
      view.extra = {
        prizes: row.prizes.map((prize) => minorUnits(typeof prize === 'number' ? prize : 0)),
        free_spins: row.prizes.map((prize) =>
          typeof prize === 'number'
            ? null
            : {
                count: prize.freeSpins.count,
                game: prize.freeSpins.game,
                stake: minorUnits(prize.freeSpins.stake),
              },
        ),
        finished_at: done?.finished_at.toISOString() ?? null,
      };
    }
    if (fields.has('games_count')) {
      const games = await selectedGames(db, row);
      view.games_count = games ? games.size : await listedGameCount(db);
    }
    views.push(view);
  }
  return views;
}

async function userInfo(db: Db, tournamentId: number, userId: number | null) {
  if (userId === null) return null;
  const row = await repository.participant(db, tournamentId, userId);
  if (!row) return { participating: false, place: null, points: 0 };
  const place = row.points > 0 ? (await repository.aheadOf(db, tournamentId, row.points)) + 1 : null;
  return { participating: true, place, points: row.points };
}

async function requireTournament(db: Db, tournamentId: number) {
  const tournament = await repository.findTournament(db, tournamentId);
  if (!tournament) {
    throw new ApiError('InvalidParameterException', 'Unknown tournament', {
      invalidParameters: { tournament_id: 'Unknown tournament' },
    });
  }
  return tournament;
}

async function entries(
  db: Db,
  tournamentId: number,
  page: { offset: number; count: number },
  userId: number | null,
): Promise<LeaderboardEntry[]> {
  const rows = await repository.boardPage(db, tournamentId, page);
  const first = rows[0];
  if (!first) return [];
  const firstPlace = (await repository.aheadOf(db, tournamentId, first.points)) + 1;
  const places = placesOf(
    rows.map((row) => row.points),
    firstPlace,
    page.offset,
  );
  return rows.map((row, index) => ({
    place: places[index] as number,
    player: publicName(row.login, row.fakename),
    points: row.points,
    is_me: row.user_id === userId,
  }));
}

/** The player's own row and its index in the board's order. */
async function ownRow(db: Db, tournamentId: number, userId: number | null) {
  if (userId === null) return undefined;
  const row = await repository.participant(db, tournamentId, userId);
  if (!row) return undefined;
  const index = await repository.rowIndexOf(db, tournamentId, row);
  const [entry] = await entries(db, tournamentId, { offset: index, count: 1 }, userId);
  return entry ? { entry, index } : undefined;
}

async function board(
  db: Db,
  tournamentId: number,
  userId: number | null,
  page: (own: { index: number } | undefined) => { offset: number; count: number },
): Promise<Leaderboard> {
  await requireTournament(db, tournamentId);
  const snapshot = await boardSnapshot(db, tournamentId);
  if (snapshot) return snapshotBoard(db, tournamentId, snapshot, userId, page);
  const own = await ownRow(db, tournamentId, userId);
  const [items, totals] = await Promise.all([
    entries(db, tournamentId, page(own), userId),
    repository.totals(db, [tournamentId]),
  ]);
  const total = totals[0]?.participants ?? 0;
  noteSize(db, tournamentId, total);
  return { tournament_id: tournamentId, items, total, me: own?.entry ?? null };
}

/** A large board's page from its ranked snapshot: the names are the only read (decision 0040). */
async function snapshotBoard(
  db: Db,
  tournamentId: number,
  snapshot: BoardSnapshot,
  userId: number | null,
  page: (own: { index: number } | undefined) => { offset: number; count: number },
): Promise<Leaderboard> {
  const ownIndex = userId === null ? undefined : snapshot.indexOf.get(userId);
  const wanted = page(ownIndex === undefined ? undefined : { index: ownIndex });
  const total = snapshot.userIds.length;
  const indexes: number[] = [];
  for (let index = wanted.offset; index < Math.min(total, wanted.offset + wanted.count); index += 1) {
    indexes.push(index);
  }
  const named = ownIndex === undefined ? indexes : [...indexes, ownIndex];
  const rows = await repository.playerNames(db, [
    ...new Set(named.map((index) => snapshot.userIds[index] as number)),
  ]);
  const names = new Map(rows.map((row) => [Number(row.id), publicName(row.login, row.fakename)]));
  const entryAt = (index: number): LeaderboardEntry => {
    const id = snapshot.userIds[index] as number;
    return {
      place: placeAt(snapshot.points, index),
      player: names.get(id) ?? '',
      points: snapshot.points[index] as number,
      is_me: id === userId,
    };
  };
  return {
    tournament_id: tournamentId,
    items: indexes.map(entryAt),
    total,
    me: ownIndex === undefined ? null : entryAt(ownIndex),
  };
}

/** `leaderboard.get`: a page of the board. */
export function leaderboardPage(
  db: Db,
  userId: number | null,
  query: { tournament_id: number; offset: number; count: number },
): Promise<Leaderboard> {
  return board(db, query.tournament_id, userId, () => ({ offset: query.offset, count: query.count }));
}

/** `leaderboard.top`: the first rows. */
export function leaderboardTop(
  db: Db,
  userId: number | null,
  query: { tournament_id: number; count: number },
): Promise<Leaderboard> {
  return board(db, query.tournament_id, userId, () => ({ offset: 0, count: query.count }));
}

/** `leaderboard.live`: the rows around the player, or the top for those not on the board. */
export function leaderboardLive(
  db: Db,
  userId: number | null,
  query: { tournament_id: number; around: number },
): Promise<Leaderboard> {
  return board(db, query.tournament_id, userId, (own) => {
    const count = query.around * 2 + 1;
    if (!own) return { offset: 0, count };
    return { offset: Math.max(0, own.index - query.around), count };
  });
}

/** A tournament's title, description and picture in a locale, for its pages' metadata; undefined for none. */
export async function tournamentFacts(
  db: Db,
  id: number,
  locale: string,
): Promise<{ name: string; text: string; image: string } | undefined> {
  const row = await repository.findTournament(db, id);
  if (!row) return undefined;
  const texts = row.texts[locale] ?? Object.values(row.texts)[0];
  return texts ? { name: texts.title, text: texts.description, image: row.image } : undefined;
}
