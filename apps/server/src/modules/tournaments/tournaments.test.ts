import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { insertTournament, playRound } from '../../test/tournament-factory.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { listedGameCount } from '../games/games.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { finishDueTournaments, finishTournament } from './tournament-payouts.service.ts';
import { findTournament } from './tournaments.repository.ts';
import {
  leaderboardLive,
  leaderboardPage,
  leaderboardTop,
  participate,
  scorePlayedRound,
  scoresWritten,
  tournamentsView,
} from './tournaments.service.ts';

const HOUR = 3_600_000;

let database: DatabaseHandle;
let db: Db;
let sysname: string;
let other: string;
/** Tournaments are created before any round: scoring reuses the running list for a few seconds. */
const ids = {} as Record<'optIn' | 'automatic' | 'multiplier' | 'oneGame' | 'ended' | 'upcoming', number>;

async function player(balance = 100_000) {
  const userId = await insertPlayer(db);
  if (balance > 0) await fundPlayer(db, userId, balance);
  return userId;
}

async function points(tournamentId: number, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('tournament_participants')
    .select('points')
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.points;
}

/** Scoring runs after the wallet's answer; wait until the player's points read `expected`. */
function pointsSettle(tournamentId: number, userId: number, expected: number | undefined) {
  return expect.poll(() => points(tournamentId, userId), { timeout: 5_000 }).toBe(expected);
}

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  sysname = await catalogueGame(db, { jackpot: false });
  const games = await db
    .selectFrom('games')
    .select('sysname')
    .where('sysname', '!=', sysname)
    .limit(1)
    .execute();
  other = games[0]?.sysname as string;
  ids.optIn = await insertTournament(db, { optIn: true, minStake: 100 });
  ids.automatic = await insertTournament(db, { scoring: { rule: 'stake_points', per: 100, points: 2 } });
  ids.multiplier = await insertTournament(db, { scoring: { rule: 'biggest_multiplier' } });
  ids.oneGame = await insertTournament(db, { games: [other] });
  ids.ended = await insertTournament(db, {
    startsAt: new Date(Date.now() - 3 * HOUR),
    endsAt: new Date(Date.now() - 2 * HOUR),
    prizes: [1000, 500, 250],
  });
  ids.upcoming = await insertTournament(db, {
    startsAt: new Date(Date.now() + HOUR),
    endsAt: new Date(Date.now() + 2 * HOUR),
  });
});

afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await database.close();
});

describe('scoring real rounds', () => {
  it('scores a closed round in every running tournament it qualifies for, by each rule', async () => {
    const userId = await player();
    await participate(db, userId, ids.optIn, new Date());
    await playRound(db, { userId, sysname }, { bet: 200, win: 500 });
    await pointsSettle(ids.optIn, userId, 500);
    await pointsSettle(ids.automatic, userId, 4);
    await pointsSettle(ids.multiplier, userId, 250);
    // Not one of its games; ended and upcoming tournaments score nothing.
    expect(await points(ids.oneGame, userId)).toBeUndefined();
    expect(await points(ids.ended, userId)).toBeUndefined();
    expect(await points(ids.upcoming, userId)).toBeUndefined();

    await playRound(db, { userId, sysname }, { bet: 100, win: 100 });
    await pointsSettle(ids.automatic, userId, 6);
    await pointsSettle(ids.optIn, userId, 600);
    // The best multiplier counts, not the sum.
    expect(await points(ids.multiplier, userId)).toBe(250);
  });

  it('scores opt-in tournaments only for players who joined, and only stakes of the minimum', async () => {
    const userId = await player();
    await playRound(db, { userId, sysname }, { bet: 500, win: 1000 });
    await pointsSettle(ids.automatic, userId, 10);
    expect(await points(ids.optIn, userId)).toBeUndefined();
    await participate(db, userId, ids.optIn, new Date());
    await playRound(db, { userId, sysname }, { bet: 99, win: 1000 });
    await pointsSettle(ids.automatic, userId, 10);
    expect(await points(ids.optIn, userId)).toBe(0);
  });

  it('has the rounds handed to scoring written when scoresWritten resolves, their batch sent at once', async () => {
    const userId = await player();
    await playRound(db, { userId, sysname }, { bet: 250, win: 0 });
    await playRound(db, { userId, sysname }, { bet: 100, win: 0 });
    await scoresWritten(db);
    expect(await points(ids.automatic, userId)).toBe(6);
  });

  it('scores a round once however often it is reported', async () => {
    const userId = await player();
    const { roundId } = await playRound(db, { userId, sysname }, { bet: 300, win: 0 });
    await pointsSettle(ids.automatic, userId, 6);
    const session = { provider: 'house', user_id: userId, sysname, currency: 'USD' };
    expect(await scorePlayedRound(db, session, roundId, new Date())).toBe(0);
    expect(await points(ids.automatic, userId)).toBe(6);
    const rows = await db
      .selectFrom('tournament_scores')
      .select('points')
      .where('user_id', '=', userId)
      .where('tournament_id', '=', ids.automatic)
      .execute();
    expect(rows).toEqual([{ points: 6 }]);
  });
});

describe('participate', () => {
  it('answers 1 for upcoming and running tournaments, repeats included', async () => {
    const userId = await player();
    await participate(db, userId, ids.upcoming, new Date());
    await participate(db, userId, ids.upcoming, new Date());
    const [view] = await tournamentsView(
      db,
      { userId, locale: 'en' },
      { count: 1, offset: 0, ids: [String(ids.upcoming)], fields: ['user_info'], status: 'all' },
      new Date(),
    );
    expect(view).toMatchObject({
      status: 'upcoming',
      user_info: { participating: true, place: null, points: 0 },
    });
  });

  it.each([
    ['an unknown tournament', () => 999_999, 'NOT_FOUND', 'USD'],
    ['a finished tournament', () => ids.ended, 'FINISHED', 'USD'],
    ['another currency', () => ids.optIn, 'CURRENCY', 'EUR'],
  ])('refuses %s with the spec text', async (_case, tournament, reason, currency) => {
    const userId = await insertPlayer(db, currency);
    await expect(participate(db, userId, tournament(), new Date())).rejects.toMatchObject({
      message: 'Failed to participate in tournament',
      errorData: { tournament_id: [reason] },
    });
  });
});

describe('leaderboards', () => {
  it('ranks by points, equal points share a place, ordered by who got there first; the own row is kept', async () => {
    const id = await insertTournament(db, { optIn: true });
    const at = (minute: number) => new Date(Date.now() - HOUR + minute * 60_000);
    const players: number[] = [];
    for (const [points, minute] of [
      [500, 5],
      [300, 3],
      [300, 1],
      [100, 2],
      [0, 0],
    ] as const) {
      const userId = await player(0);
      players.push(userId);
      await db
        .insertInto('tournament_participants')
        .values({
          tournament_id: id,
          user_id: userId,
          joined_at: at(0),
          points,
          scored_at: points > 0 ? at(minute) : null,
        })
        .execute();
    }
    const [first, second, third, fourth, fifth] = players as [number, number, number, number, number];
    const page = await leaderboardPage(db, fourth, { tournament_id: id, offset: 0, count: 10 });
    expect(page.items.map((entry) => [entry.place, entry.points, entry.is_me])).toEqual([
      [1, 500, false],
      [2, 300, false],
      [2, 300, false],
      [4, 100, true],
      [5, 0, false],
    ]);
    expect(page.total).toBe(5);
    expect(page.me).toMatchObject({ place: 4, points: 100, is_me: true });

    const second_page = await leaderboardPage(db, first, { tournament_id: id, offset: 2, count: 2 });
    expect(second_page.items.map((entry) => entry.place)).toEqual([2, 4]);
    expect(second_page.me).toMatchObject({ place: 1, points: 500 });

    const top = await leaderboardTop(db, null, { tournament_id: id, count: 2 });
    expect(top.items.map((entry) => entry.points)).toEqual([500, 300]);
    expect(top.me).toBeNull();

    // third reached 300 before second: the row after the leader.
    const live = await leaderboardLive(db, second, { tournament_id: id, around: 1 });
    expect(live.items.map((entry) => entry.is_me)).toEqual([false, true, false]);
    expect(live.items[0]?.points).toBe(300);
    expect(live.me).toMatchObject({ place: 2 });
    const own = await leaderboardLive(db, third, { tournament_id: id, around: 1 });
    expect(own.items.map((entry) => entry.points)).toEqual([500, 300, 300]);
    const last = await leaderboardLive(db, fifth, { tournament_id: id, around: 1 });
    expect(last.items.map((entry) => entry.place)).toEqual([4, 5]);
  });

  it('refuses an unknown tournament', async () => {
    await expect(leaderboardTop(db, null, { tournament_id: 999_999, count: 10 })).rejects.toMatchObject({
      message: 'Unknown tournament',
    });
  });
});

describe('tournaments.get', () => {
  it('filters by status and ids and narrows to the asked fields', async () => {
    const view = (status: 'running' | 'finished' | 'upcoming' | 'all', fields?: ['total_prize']) =>
      tournamentsView(
        db,
        { userId: null, locale: 'en' },
        { count: 100, offset: 0, status, fields },
        new Date(),
      );
    const running = await view('running');
    expect(running.map((tournament) => tournament.id)).toEqual(
      expect.arrayContaining([ids.optIn, ids.automatic, ids.multiplier, ids.oneGame]),
    );
    expect(running.every((tournament) => tournament.status === 'running')).toBe(true);
    expect((await view('finished')).map((tournament) => tournament.id)).toContain(ids.ended);
    const narrow = await view('upcoming', ['total_prize']);
    expect(narrow.find((tournament) => tournament.id === ids.upcoming)).toEqual({
      id: ids.upcoming,
      status: 'upcoming',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      total_prize: { amount: 1500, currency: 'USD' },
    });
    const [full] = await tournamentsView(
      db,
      { userId: null, locale: 'en' },
      { count: 1, offset: 0, ids: [String(ids.oneGame)], status: 'all' },
      new Date(),
    );
    expect(full).toMatchObject({ games_count: 1, user_info: null, restrictions: { games: [other] } });
    // A tournament of every game counts every game the hall lists.
    const [open] = await tournamentsView(
      db,
      { userId: null, locale: 'en' },
      { count: 1, offset: 0, ids: [String(ids.optIn)], status: 'all' },
      new Date(),
    );
    expect(open?.games_count).toBe(await listedGameCount(db));
    expect(open?.games_count).toBeGreaterThan(1);
  });
});

describe('finishing', () => {
  it('pays the prizes once, ties splitting their places, from the tournament pool', async () => {
    const [a, b, c] = [await player(0), await player(0), await player(0)];
    for (const [userId, points, minute] of [
      [a, 900, 1],
      [b, 400, 2],
      [c, 400, 3],
    ] as const) {
      await db
        .insertInto('tournament_participants')
        .values({
          tournament_id: ids.ended,
          user_id: userId,
          joined_at: new Date(Date.now() - 3 * HOUR),
          points,
          scored_at: new Date(Date.now() - 3 * HOUR + minute * 60_000),
        })
        .execute();
    }
    const tournament = await findTournament(db, ids.ended);
    if (!tournament) throw new Error('missing');
    expect(await finishDueTournaments(db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await finishTournament(db, tournament, new Date())).toBe(false);
    expect(await finishDueTournaments(db, new Date())).toBe(0);
    expect([await playerBalance(db, a), await playerBalance(db, b), await playerBalance(db, c)]).toEqual([
      1000, 375, 375,
    ]);
    const [view] = await tournamentsView(
      db,
      { userId: b, locale: 'en' },
      {
        count: 1,
        offset: 0,
        ids: [String(ids.ended)],
        fields: ['winners', 'extra', 'user_info'],
        status: 'all',
      },
      new Date(),
    );
    expect(view?.winners?.map((winner) => [winner.place, winner.prize.amount])).toEqual([
      [1, 1000],
      [2, 375],
      [2, 375],
    ]);
    expect(view?.extra?.finished_at).toEqual(expect.any(String));
    expect(view?.user_info).toEqual({ participating: true, place: 2, points: 400 });
  });

  it("finishes the demo content's ended tournament from its seeded standings, ties splitting", async () => {
    await finishDueTournaments(db, new Date());
    const [view] = await tournamentsView(
      db,
      { userId: null, locale: 'en' },
      { count: 1, offset: 0, ids: ['3'], fields: ['winners'], status: 'all' },
      new Date(),
    );
    expect(view?.status).toBe('finished');
    expect(
      view?.winners?.map((winner) => [winner.place, winner.player, winner.prize.amount, winner.free_spins]),
    ).toEqual([
      [1, 'NordicQueen', 100_000, 0],
      [2, 'LuckyLars', 37_500, 0],
      [2, 'SpinMaster77', 37_500, 0],
      // The fourth place's prize is a free-spin pack (decision 0044): granted, no cash posted.
      [4, 'AuroraFox', 0, 25],
    ]);
    const packs = await db
      .selectFrom('free_spin_packs as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['u.login', 'p.total', 'p.sysname', 'p.stake', 'p.once_key'])
      .where('p.once_key', '=', 'tournament:3')
      .execute();
    expect(packs).toEqual([
      {
        login: 'aurorafox@demo.invalid',
        total: 25,
        sysname: 'secrets-of-gems',
        stake: 20,
        once_key: 'tournament:3',
      },
    ]);
  });

  it('leaves running tournaments alone', async () => {
    expect(
      await db
        .selectFrom('tournament_results')
        .select('tournament_id')
        .where('tournament_id', '=', ids.optIn)
        .execute(),
    ).toEqual([]);
  });
});
