import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type {
  TournamentParticipantsTable,
  TournamentPrizesTable,
  TournamentsTable,
} from '../../db/tables/tournaments.table.ts';

export type TournamentRow = Selectable<TournamentsTable>;
export type ParticipantRow = Selectable<TournamentParticipantsTable>;

export function tournaments(db: DbOrTrx): Promise<TournamentRow[]> {
  return db.selectFrom('tournaments').selectAll().orderBy('position').orderBy('id').execute();
}

/** A tournament locked for an edit from the back-office. */
export function findTournamentForUpdate(trx: Trx, id: number): Promise<TournamentRow | undefined> {
  return trx.selectFrom('tournaments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateTournament(
  trx: Trx,
  id: number,
  change: Pick<
    Updateable<TournamentsTable>,
    'image' | 'texts' | 'starts_at' | 'ends_at' | 'games' | 'category' | 'prizes'
  >,
): Promise<TournamentRow> {
  return trx
    .updateTable('tournaments')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findTournament(db: DbOrTrx, id: number): Promise<TournamentRow | undefined> {
  return db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Tournaments running at `now`, for scoring. */
export function runningTournaments(db: DbOrTrx, now: Date): Promise<TournamentRow[]> {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .execute();
}

/** Ended tournaments not finished yet (no result row). */
export function unfinishedEnded(db: DbOrTrx, before: Date): Promise<TournamentRow[]> {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where('ends_at', '<=', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tournament_results')
            .select('tournament_id')
            .whereRef('tournament_results.tournament_id', '=', 'tournaments.id'),
        ),
      ),
    )
    .orderBy('ends_at')
    .execute();
}

export interface ClosedRoundRow {
  id: number;
  total_bet: number;
  total_win: number;
  opened_at: Date;
  closed_at: Date;
}

/** The key `findClosedRounds` answers by. */
export function roundKey(provider: string, roundId: string, userId: number): string {
  return `${provider}\u0000${roundId}\u0000${userId}`;
}

/** The players' real rounds that have closed (their totals are final then), by `roundKey`. */
export async function findClosedRounds(
  db: DbOrTrx,
  rounds: readonly { provider: string; roundId: string; userId: number }[],
): Promise<Map<string, ClosedRoundRow>> {
  const found = new Map<string, ClosedRoundRow>();
  const byProvider = new Map<string, string[]>();
  for (const { provider, roundId } of rounds) {
    const ids = byProvider.get(provider) ?? [];
    ids.push(roundId);
    byProvider.set(provider, ids);
  }
  for (const [provider, roundIds] of byProvider) {
    // Each round by the (provider, round_id) key, one index lookup per id whatever the statistics say:
    // as `round_id in (…)`, or as a join, a planner without fresh statistics (PGlite is analyzed only
    // now and then, and PostgreSQL not until autovacuum comes round) read every round of the provider
    // through the key's first column instead, 11 ms a batch at 100,000 rounds and growing with the
    // history. `offset 0` keeps the lookup a subquery of its own, which the planner never turns into a
    // join. Mode and status are checked here, for the same reason.
    const { rows } = await sql<{
      id: number;
      round_id: string;
      user_id: number | null;
      mode: string;
      status: string;
      total_bet: number;
      total_win: number;
      opened_at: Date;
      closed_at: Date | null;
    }>`select g.id, g.round_id, g.user_id, g.mode, g.status, g.total_bet, g.total_win, g.opened_at, g.closed_at
      from unnest(${[...new Set(roundIds)]}::text[]) as asked(round_id)
      cross join lateral (
        select * from game_rounds r where r.provider = ${provider} and r.round_id = asked.round_id offset 0
      ) g`.execute(db);
    for (const { round_id, user_id, mode, status, ...row } of rows) {
      if (user_id === null || mode !== 'real' || status !== 'closed') continue;
      found.set(roundKey(provider, round_id, Number(user_id)), row as ClosedRoundRow);
    }
  }
  return found;
}

/** Joins a player (again: nothing changes); answers whether the player takes part now. */
export async function join(db: DbOrTrx, tournamentId: number, userId: number, now: Date): Promise<void> {
  await joinMany(db, [{ tournamentId, userId, at: now }]);
}

/** Joins players (those already in: nothing changes), in the order given. */
export async function joinMany(
  db: DbOrTrx,
  joins: readonly { tournamentId: number; userId: number; at: Date }[],
): Promise<void> {
  await db
    .insertInto('tournament_participants')
    .values(
      joins.map((entry) => ({
        tournament_id: entry.tournamentId,
        user_id: entry.userId,
        joined_at: entry.at,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
    .execute();
}

/**
 * Scores one round for a participant who joined before it opened, once: the score row's key is the
 * round, so a repeat (a retried wallet call, another process) inserts nothing and adds nothing. The
 * insert and the participant's new total are one statement. Answers whether the round scored now.
 */
export async function scoreRound(
  db: DbOrTrx,
  score: {
    tournamentId: number;
    userId: number;
    round: ClosedRoundRow;
    points: number;
    keepsBest: boolean;
    now: Date;
  },
): Promise<boolean> {
  const { tournamentId, userId, round, points, now } = score;
  const total = score.keepsBest ? sql`greatest(p.points, s.points)` : sql`p.points + s.points`;
  const result = await sql`
    with s as (
      insert into tournament_scores (tournament_id, round_pk, user_id, points, created_at)
      select ${tournamentId}, ${round.id}, ${userId}, ${points}, ${now}
      where exists (
        select 1 from tournament_participants
        where tournament_id = ${tournamentId} and user_id = ${userId} and joined_at <= ${round.opened_at}
      )
      on conflict do nothing
      returning points
    )
    update tournament_participants p
    set points = ${total},
        rounds = p.rounds + 1,
        scored_at = case when ${total} > p.points then ${now}::timestamptz else p.scored_at end
    from s
    where p.tournament_id = ${tournamentId} and p.user_id = ${userId}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export interface RoundScore {
  tournamentId: number;
  userId: number;
  round: ClosedRoundRow;
  points: number;
  keepsBest: boolean;
  /** When the round was reported: the score's time, and the participant's if their points grew. */
  now: Date;
}

/**
 * `scoreRound` for many rounds in one statement (atomic without a transaction of its own): the
 * participants are locked in (tournament, player) order first — all of them, before anything is written —
 * so two processes' batches queue rather than deadlock; then each round's score row is inserted once (a
 * repeat inserts nothing) and every participant's total moves by what was new. Answers the new scores'
 * count and the tournaments they were in.
 */
export async function scoreRounds(
  db: DbOrTrx,
  scores: readonly RoundScore[],
): Promise<{ scored: number; tournamentIds: number[] }> {
  if (scores.length === 0) return { scored: 0, tournamentIds: [] };
  const column = <T>(pick: (score: RoundScore) => T) => scores.map(pick);
  const result = await sql<{ scored: string; tournaments: number[] | null }>`
    with i as (
      select * from unnest(
        ${column((score) => score.tournamentId)}::int[], ${column((score) => score.round.id)}::bigint[],
        ${column((score) => score.userId)}::bigint[], ${column((score) => score.points)}::bigint[],
        ${column((score) => score.round.opened_at.toISOString())}::timestamptz[],
        ${column((score) => score.keepsBest)}::boolean[],
        ${column((score) => score.now.toISOString())}::timestamptz[]
      ) as i(tournament_id, round_pk, user_id, points, opened_at, keeps_best, at)
    ), locked as (
      select p.tournament_id, p.user_id, p.joined_at from tournament_participants p
      where (p.tournament_id, p.user_id) in (select tournament_id, user_id from i)
      order by p.tournament_id, p.user_id
      for update of p
    ), s as (
      insert into tournament_scores (tournament_id, round_pk, user_id, points, created_at)
      select i.tournament_id, i.round_pk, i.user_id, i.points, i.at
      from i
      -- The count reads every locked row first (a scalar subquery runs once, before the rows it filters):
      -- an exists alone could stop reading them early and leave the rest to the update's own order.
      where (select count(*) from locked) > 0
        and exists (
          select 1 from locked p
          where p.tournament_id = i.tournament_id and p.user_id = i.user_id and p.joined_at <= i.opened_at
        )
      order by i.tournament_id, i.user_id, i.round_pk
      on conflict do nothing
      returning tournament_id, user_id, points, created_at
    ), rule as (
      select distinct tournament_id, keeps_best from i
    ), added as (
      select s.tournament_id, s.user_id, sum(s.points) as total, max(s.points) as best, count(*) as rounds,
        max(s.created_at) as at, bool_or(rule.keeps_best) as keeps_best
      from s join rule using (tournament_id)
      group by s.tournament_id, s.user_id
    ), moved as (
      update tournament_participants p
      set points = case when added.keeps_best then greatest(p.points, added.best) else p.points + added.total end,
          rounds = p.rounds + added.rounds,
          scored_at = case
            when (case when added.keeps_best then greatest(p.points, added.best) else p.points + added.total end)
              > p.points then added.at
            else p.scored_at end
      from added
      where p.tournament_id = added.tournament_id and p.user_id = added.user_id
      returning p.tournament_id
    )
    select (select count(*) from s) as scored,
      (select array_agg(distinct tournament_id) from moved) as tournaments`.execute(db);
  const row = result.rows[0];
  return { scored: Number(row?.scored ?? 0), tournamentIds: (row?.tournaments ?? []).map(Number) };
}

export async function anyParticipant(db: DbOrTrx, tournamentId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('tournament_participants')
    .select('user_id')
    .$if(tournamentId !== undefined, (query) => query.where('tournament_id', '=', tournamentId as number))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A participant with final points, as the demo content seeds them. */
export async function insertStanding(
  db: DbOrTrx,
  row: Insertable<TournamentParticipantsTable>,
): Promise<void> {
  await db.insertInto('tournament_participants').values(row).execute();
}

export function participant(
  db: DbOrTrx,
  tournamentId: number,
  userId: number,
): Promise<ParticipantRow | undefined> {
  return db
    .selectFrom('tournament_participants')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface Totals {
  tournament_id: number;
  participants: number;
  points: number;
}

export async function totals(db: DbOrTrx, ids: readonly number[]): Promise<Totals[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tournament_participants')
    .select([
      'tournament_id',
      sql<string>`count(*)`.as('participants'),
      sql<string>`coalesce(sum(points), 0)`.as('points'),
    ])
    .where('tournament_id', 'in', ids)
    .groupBy('tournament_id')
    .execute();
  return rows.map((row) => ({
    tournament_id: row.tournament_id,
    participants: Number(row.participants),
    points: Number(row.points),
  }));
}

/** Participants the same points rank by: more points first, then who got there first, then by id. */
export interface BoardRow {
  user_id: number;
  points: number;
  scored_at: Date | null;
  login: string;
  fakename: string | null;
}

export function boardPage(
  db: DbOrTrx,
  tournamentId: number,
  page: { offset: number; count: number },
): Promise<BoardRow[]> {
  return db
    .selectFrom('tournament_participants as p')
    .innerJoin('users', 'users.id', 'p.user_id')
    .select(['p.user_id', 'p.points', 'p.scored_at', 'users.login', 'users.fakename'])
    .where('p.tournament_id', '=', tournamentId)
    .orderBy('p.points', 'desc')
    .orderBy(sql`p.scored_at asc nulls last`)
    .orderBy('p.user_id')
    .offset(page.offset)
    .limit(page.count)
    .execute();
}

/** How many participants have more points: one less than the place of whoever has `points`. */
export async function aheadOf(db: DbOrTrx, tournamentId: number, points: number): Promise<number> {
  const row = await db
    .selectFrom('tournament_participants')
    .select(sql<string>`count(*)`.as('ahead'))
    .where('tournament_id', '=', tournamentId)
    .where('points', '>', points)
    .executeTakeFirstOrThrow();
  return Number(row.ahead);
}

/** The row index (0-based) of a participant in the board's order. */
export async function rowIndexOf(db: DbOrTrx, tournamentId: number, row: ParticipantRow): Promise<number> {
  const scoredAt = row.scored_at;
  const found = await db
    .selectFrom('tournament_participants as p')
    .select(sql<string>`count(*)`.as('before'))
    .where('p.tournament_id', '=', tournamentId)
    .where((eb) =>
      eb.or([
        eb('p.points', '>', row.points),
        eb.and([
          eb('p.points', '=', row.points),
          scoredAt === null
            ? eb.or([eb('p.scored_at', 'is not', null), eb('p.user_id', '<', row.user_id)])
            : eb.or([
                eb('p.scored_at', '<', scoredAt),
                eb.and([eb('p.scored_at', '=', scoredAt), eb('p.user_id', '<', row.user_id)]),
              ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(found.before);
}

/** Everyone's final points in the board's order, for the prize split. */
export function finalStandings(trx: Trx, tournamentId: number) {
  return trx
    .selectFrom('tournament_participants')
    .select(['user_id', 'points'])
    .where('tournament_id', '=', tournamentId)
    .where('points', '>', 0)
    .orderBy('points', 'desc')
    .orderBy(sql`scored_at asc nulls last`)
    .orderBy('user_id')
    .execute();
}

/**
 * Claims the finishing of a tournament: of processes racing, exactly one inserts the result row (the
 * others wait on its key and then insert nothing). Answers whether this one won the claim.
 */
export async function claimFinish(
  trx: Trx,
  result: { tournamentId: number; now: Date; participants: number; totalPoints: number },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('tournament_results')
    .values({
      tournament_id: result.tournamentId,
      finished_at: result.now,
      participants: result.participants,
      total_points: result.totalPoints,
    })
    .onConflict((conflict) => conflict.column('tournament_id').doNothing())
    .returning('tournament_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function insertPrize(trx: Trx, prize: Selectable<TournamentPrizesTable>): Promise<void> {
  await trx.insertInto('tournament_prizes').values(prize).execute();
}

export function finishedAt(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tournament_results')
    .select(['tournament_id', 'finished_at'])
    .where('tournament_id', 'in', ids)
    .execute();
}

export function prizesOf(db: DbOrTrx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tournament_prizes as w')
    .innerJoin('users', 'users.id', 'w.user_id')
    .select([
      'w.tournament_id',
      'w.user_id',
      'w.place',
      'w.points',
      'w.amount',
      'w.free_spins',
      'w.currency',
      'users.login',
      'users.fakename',
    ])
    .where('w.tournament_id', 'in', ids)
    .orderBy('w.place')
    .orderBy('w.amount', 'desc')
    .orderBy('w.user_id')
    .execute();
}

/** Every participant in the board's order, ids and points only (an index-only scan of the board index). */
export async function boardOrder(
  db: DbOrTrx,
  tournamentId: number,
): Promise<{ userIds: Float64Array; points: Float64Array }> {
  const rows = await db
    .selectFrom('tournament_participants as p')
    .select(['p.user_id', 'p.points'])
    .where('p.tournament_id', '=', tournamentId)
    .orderBy('p.points', 'desc')
    .orderBy(sql`p.scored_at asc nulls last`)
    .orderBy('p.user_id')
    .execute();
  const userIds = new Float64Array(rows.length);
  const points = new Float64Array(rows.length);
  rows.forEach((row, index) => {
    userIds[index] = Number(row.user_id);
    points[index] = Number(row.points);
  });
  return { userIds, points };
}

/** The players' login and fake name, by id (a board page's names). */
export function playerNames(db: DbOrTrx, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'login', 'fakename']).where('id', 'in', userIds).execute();
}
