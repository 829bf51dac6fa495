import { RECENT_WINS_EVENT } from '@casino/shared/live/live-protocol';
import { RECENT_WINS_TOPIC, topicMessageSchema } from '@casino/shared/live/live-topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { createTestApp, freshPglite } from '../../test/test-app.ts';
import { playRound } from '../../test/tournament-factory.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { maskedNickname, RECENT_WIN_MIN, recentWins } from './recent-wins.service.ts';
import { startWinsPush, type WinsPush } from './recent-wins-push.service.ts';

let database: DatabaseHandle;
let db: Db;
let sysname: string;
let push: WinsPush;
const followed = new Set<string>();
const published: string[] = [];

async function player(fakename: string | null = null) {
  const userId = await insertPlayer(db);
  await db.updateTable('users').set({ fakename }).where('id', '=', userId).execute();
  await fundPlayer(db, userId, 100_000);
  return userId;
}

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  // No jackpot wins in these rounds: the feed is about the rounds' own wins.
  await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  sysname = await catalogueGame(db, { jackpot: false });
  push = await startWinsPush({
    db,
    followed: () => [...followed],
    publish: (_topic, text) => published.push(text),
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

describe('recent wins feed', () => {
  it('masks every name to its first letters, a nickname as much as a login', () => {
    expect(maskedNickname('johnny.walker@example.com', null)).toBe('jo***');
    expect(maskedNickname('johnny.walker@example.com', 'LuckyLars')).toBe('Lu***');
    expect(maskedNickname('+4915112345678', null)).toBe('+4***');
    expect(maskedNickname('al@example.com', null)).toBe('a***');
    expect(maskedNickname('bob@example.com', '  ')).toBe('b***');
    expect(maskedNickname('x@example.com', 'Zoë')).toBe('Z***');
  });

  it('is a topic anyone may follow', () => {
    expect(topicMessageSchema.safeParse({ type: 'subscribe', topics: [RECENT_WINS_TOPIC] }).success).toBe(
      true,
    );
  });

  it('lists real rounds that paid at least 1.00 and more than their stake, newest first, with a masked name only', async () => {
    const lars = await player('LuckyLars');
    const anonymous = await player();
    await playRound(db, { userId: lars, sysname }, { bet: 100, win: 250 });
    // Less than the stake back, and a win under the threshold: not wins of the feed.
    await playRound(db, { userId: lars, sysname }, { bet: 500, win: 300 });
    await playRound(db, { userId: anonymous, sysname }, { bet: 10, win: RECENT_WIN_MIN - 1 });
    await playRound(db, { userId: anonymous, sysname }, { bet: 200, win: 1_234_56 });

    const wins = await recentWins(db);
    expect(wins.map((win) => [win.player, win.amount])).toEqual([
      ['wa***', 1_234_56],
      ['Lu***', 250],
    ]);
    // Nothing of the player but the masked name: no login, e-mail, id or balance.
    for (const win of wins) {
      expect(Object.keys(win).sort()).toEqual([
        'amount',
        'currency',
        'game',
        'game_name',
        'id',
        'player',
        'won_at',
      ]);
      expect(JSON.stringify(win)).not.toMatch(/@|example|LuckyLars|wallet\d/);
      expect(win.game).toBe(sysname);
      expect(win.currency).toBe('USD');
    }
    expect(await recentWins(db, 1)).toHaveLength(1);
  });

  it('pushes the feed after a win to its followers only, once per change', async () => {
    const reader = await player('Quiet');
    published.length = 0;
    // Nobody follows: a win reads nothing and sends nothing.
    await playRound(db, { userId: reader, sysname }, { bet: 100, win: 500 });
    await push.tick();
    expect(published).toEqual([]);
    expect(push.snapshot(RECENT_WINS_TOPIC)).toBeUndefined();

    followed.add(RECENT_WINS_TOPIC);
    await playRound(db, { userId: reader, sysname }, { bet: 100, win: 777 });
    await push.tick();
    expect(published).toHaveLength(1);
    const message = JSON.parse(published[0] as string);
    expect(message).toMatchObject({
      type: 'message',
      event: RECENT_WINS_EVENT,
      data: { topic: RECENT_WINS_TOPIC },
    });
    expect(message.data.wins[0]).toMatchObject({ player: 'Qu***', amount: 777, game: sysname });
    expect(push.snapshot(RECENT_WINS_TOPIC)).toBe(published[0]);
    // No new win: nothing sent again.
    await push.tick();
    expect(published).toHaveLength(1);
    // A round that loses changes no feed: the same text is not sent twice.
    await playRound(db, { userId: reader, sysname }, { bet: 100, win: 0 });
    await push.tick();
    expect(published).toHaveLength(1);
  });

  it('answers games.getRecentWins to guests, and refuses a bad count with the error envelope', async () => {
    const { app, close } = await createTestApp();
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/games.getRecentWins?count=5' });
      expect(answer.statusCode).toBe(200);
      expect(Array.isArray(answer.json().data)).toBe(true);
      const bad = await app.inject({ method: 'GET', url: '/api/games.getRecentWins?count=500' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.type).toBe('InvalidParameterException');
    } finally {
      await close();
    }
  });
});
