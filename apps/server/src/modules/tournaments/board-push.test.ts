import type { LiveServerMessage } from '@casino/shared/live/live-protocol';
import {
  topicMessageSchema,
  tournamentIdOfTopic,
  tournamentLeaderboardTopic,
} from '@casino/shared/live/live-topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { insertTournament, playRound } from '../../test/tournament-factory.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { type BoardPush, startBoardPush } from './board-push.service.ts';

let database: DatabaseHandle;
let db: Db;
let sysname: string;
let tournamentId: number;
let push: BoardPush;
let topic: string;
const followed = new Set<string>();
const published: { topic: string; text: string }[] = [];
let reads = 0;

async function player() {
  const userId = await insertPlayer(db);
  await fundPlayer(db, userId, 100_000);
  return userId;
}

/** Scoring runs after the wallet's answer: wait until the player is on the board. */
function scored(userId: number, points: number) {
  return expect
    .poll(
      () =>
        db
          .selectFrom('tournament_participants')
          .select('points')
          .where('tournament_id', '=', tournamentId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
          .then((row) => row?.points),
      { timeout: 5_000 },
    )
    .toBe(points);
}

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  sysname = await catalogueGame(db, { jackpot: false });
  tournamentId = await insertTournament(db, {});
  topic = tournamentLeaderboardTopic(tournamentId);
  push = await startBoardPush({
    db,
    followed: () => {
      reads += 1;
      return [...followed];
    },
    publish: (to, text) => published.push({ topic: to, text }),
    onError: (error) => {
      throw error;
    },
    // Ticks by hand only.
    intervalMs: 3_600_000,
  });
});

afterAll(async () => {
  await push.stop();
  await database.close();
});

describe('tournament board push', () => {
  it('names a board topic anyone may follow, and nothing else', () => {
    expect(tournamentLeaderboardTopic(7)).toBe('tournaments.leaderboard:7');
    expect(tournamentIdOfTopic('tournaments.leaderboard:7')).toBe(7);
    expect(tournamentIdOfTopic('sportsbook.live')).toBeUndefined();
    const follows = (topic: string) =>
      topicMessageSchema.safeParse({ type: 'subscribe', topics: [topic] }).success;
    expect(follows('tournaments.leaderboard:7')).toBe(true);
    for (const bad of [
      'tournaments.leaderboard:0',
      'tournaments.leaderboard:x',
      'tournaments.leaderboard:07',
    ]) {
      expect(follows(bad)).toBe(false);
    }
  });

  it('computes nothing while nobody follows the board', async () => {
    const userId = await player();
    await playRound(db, { userId, sysname }, { bet: 100, win: 300 });
    await scored(userId, 300);
    await push.tick();
    expect(reads).toBe(1);
    expect(published).toEqual([]);
    expect(push.snapshot(topic)).toBeUndefined();
  });

  it('sends the new standings once per tick, however many rounds scored', async () => {
    followed.add(topic);
    const first = await player();
    const second = await player();
    await playRound(db, { userId: first, sysname }, { bet: 100, win: 200 });
    await playRound(db, { userId: second, sysname }, { bet: 100, win: 1_000 });
    await playRound(db, { userId: first, sysname }, { bet: 100, win: 150 });
    await scored(first, 350);
    await scored(second, 1_000);
    await push.tick();
    expect(published).toHaveLength(1);
    const [sent] = published;
    expect(sent?.topic).toBe(topic);
    const message = JSON.parse(sent?.text ?? '') as LiveServerMessage;
    expect(message).toMatchObject({ type: 'message', event: 'tournaments.leaderboard' });
    if (message.type !== 'message' || message.event !== 'tournaments.leaderboard') throw new Error();
    expect(message.data.topic).toBe(topic);
    expect(message.data.board.total).toBe(3);
    expect(message.data.board.items.map((row) => [row.place, row.points, row.is_me])).toEqual([
      [1, 1_000, false],
      [2, 350, false],
      [3, 300, false],
    ]);
    expect(message.data.board.me).toBeNull();
    // A new follower starts from the same text; no change, no second send.
    expect(push.snapshot(topic)).toBe(sent?.text);
    await push.tick();
    expect(published).toHaveLength(1);
  });

  it('forgets a board nobody follows any more', async () => {
    followed.delete(topic);
    await push.tick();
    expect(push.snapshot(topic)).toBeUndefined();
  });
});
