import { tournamentLeaderboardTopic } from '@casino/shared/live/live-topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { createPgListener } from '../../db/pg-listener.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { insertTournament, playRound } from '../../test/tournament-factory.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { startBoardPush } from './board-push.service.ts';
import { finishDueTournaments } from './tournament-payouts.service.ts';
import { scorePlayedRound } from './tournaments.service.ts';

const HOUR = 3_600_000;

/** Two server processes: two pools (and two sets of in-memory caches) on one database. */
describe.skipIf(!testDatabaseUrl)('tournaments under real concurrency on PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof freshPostgres>>;
  let second: DatabaseHandle;
  let running: number;
  let ended: number;
  beforeAll(async () => {
    first = await freshPostgres();
    second = await openDatabase({ databaseUrl: first.url, poolSize: 20 });
    await first.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    running = await insertTournament(first.db, { scoring: { rule: 'total_win' } });
    ended = await insertTournament(first.db, {
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - 2 * HOUR),
      // The fourth place wins a free-spin pack (decision 0044), granted once like the cash.
      prizes: [
        5000,
        3000,
        1000,
        {
          freeSpins: {
            titles: { en: 'Prize spins' },
            game: 'secrets-of-gems',
            count: 15,
            stake: 20,
            days: 7,
            wager: 10,
          },
        },
      ],
    });
  });
  afterAll(async () => {
    expect(await checkLedger(first.db)).toEqual([]);
    await second.close();
    await first.close();
  });

  it('a round reported to both processes at once scores once', async () => {
    const sysname = await catalogueGame(first.db, { jackpot: false });
    const players = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const userId = await insertPlayer(first.db);
        await fundPlayer(first.db, userId, 10_000);
        return userId;
      }),
    );
    const rounds = await Promise.all(
      players.map(async (userId) => ({
        userId,
        ...(await playRound(first.db, { userId, sysname }, { bet: 100, win: 700 })),
      })),
    );
    const now = new Date();
    await Promise.all(
      rounds.flatMap(({ userId, roundId }) =>
        [first.db, second.db, first.db, second.db].map((db) =>
          scorePlayedRound(
            db,
            { provider: 'house', user_id: userId, sysname, currency: 'USD' },
            roundId,
            now,
          ),
        ),
      ),
    );
    // The wallet's own background scoring may have got there first; either way, once.
    await expect
      .poll(async () => {
        const rows = await first.db
          .selectFrom('tournament_participants')
          .select(['points', 'rounds'])
          .where('tournament_id', '=', running)
          .where('user_id', 'in', players)
          .execute();
        return rows.map((row) => [row.points, row.rounds]);
      })
      .toEqual(players.map(() => [700, 1]));
    const scores = await first.db
      .selectFrom('tournament_scores')
      .select('round_pk')
      .where('tournament_id', '=', running)
      .where('user_id', 'in', players)
      .execute();
    expect(scores).toHaveLength(players.length);
  });

  it('finishing from two processes at once pays every prize once, cash and free spins', async () => {
    const winners = await Promise.all(Array.from({ length: 4 }, () => insertPlayer(first.db)));
    await first.db
      .insertInto('tournament_participants')
      .values(
        winners.map((userId, index) => ({
          tournament_id: ended,
          user_id: userId,
          joined_at: new Date(Date.now() - 3 * HOUR),
          points: 100 - index * 10,
          scored_at: new Date(Date.now() - 3 * HOUR + index * 60_000),
        })),
      )
      .execute();
    const now = new Date();
    const finished = await Promise.all(
      [first.db, second.db, first.db, second.db].map((db) => finishDueTournaments(db, now)),
    );
    // The seeded content's finished tournament is finished by these runs too.
    expect(finished.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const results = await first.db
      .selectFrom('tournament_results')
      .select('tournament_id')
      .where('tournament_id', '=', ended)
      .execute();
    expect(results).toHaveLength(1);
    const balances = await Promise.all(winners.map((userId) => playerBalance(first.db, userId)));
    expect(balances).toEqual([5000, 3000, 1000, 0]);
    const postings = await first.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('reference', '=', `tournament:${ended}`)
      .execute();
    expect(postings.map((posting) => posting.kind).sort()).toEqual([
      'tournament_pool_funding',
      'tournament_prize',
      'tournament_prize',
      'tournament_prize',
    ]);
    const packs = await first.db
      .selectFrom('free_spin_packs')
      .select(['user_id', 'total', 'once_key'])
      .where('once_key', '=', `tournament:${ended}`)
      .execute();
    expect(packs).toEqual([{ user_id: winners[3], total: 15, once_key: `tournament:${ended}` }]);
    const prizes = await first.db
      .selectFrom('tournament_prizes')
      .select(['user_id', 'amount', 'free_spins'])
      .where('tournament_id', '=', ended)
      .orderBy('place')
      .execute();
    expect(prizes.map((prize) => [prize.amount, prize.free_spins])).toEqual([
      [5000, 0],
      [3000, 0],
      [1000, 0],
      [0, 15],
    ]);
  });

  it('pushes a board followed on one process when a round scores on the other', async () => {
    const listener = createPgListener(first.url, () => undefined);
    const topic = tournamentLeaderboardTopic(running);
    const published: string[] = [];
    const push = await startBoardPush({
      db: second.db,
      listen: listener.listen,
      followed: () => [topic],
      publish: (_topic, text) => published.push(text),
      onError: (error) => {
        throw error;
      },
      intervalMs: 100,
    });
    try {
      const sysname = await catalogueGame(first.db, { jackpot: false });
      const userId = await insertPlayer(first.db);
      await fundPlayer(first.db, userId, 10_000);
      // Played and scored by the first process only: the second hears of it through pg_notify.
      await playRound(first.db, { userId, sysname }, { bet: 100, win: 12_345 });
      await expect
        .poll(() => published.some((text) => text.includes('12345')), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await push.stop();
      await listener.close();
    }
  });
});
