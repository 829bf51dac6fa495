import { randomUUID } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { walletCall } from '../game-wallet/seamless-wallet.service.ts';
import { setCharacter, stakesEarned, takeNotices } from './loyalty.service.ts';

// The demo programme: 10 points per $1 on slots; Silver at 1,000 lifetime points.

async function slotSession(db: Db, userId: number): Promise<string> {
  const slot = await db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', 'slot')
    .where('is_active', '=', true)
    .where('has_jackpot', '=', false)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return (await openGameSession(db, { userId, sysname: slot.sysname, mode: 'real', now: new Date() })).token;
}

const bet = (db: Db, session: string, amount: number) =>
  walletCall(
    db,
    'house',
    'bet',
    { session, transaction_id: randomUUID(), round_id: randomUUID(), amount },
    new Date(),
  );

describe.skipIf(!testDatabaseUrl)('loyalty notices and characters on PostgreSQL', () => {
  const database = ledgerCheckedPostgres();

  it('stakes racing across a level threshold write one level notice', async () => {
    const db = database.db;
    const players = await Promise.all(Array.from({ length: 5 }, () => insertPlayer(db)));
    for (const userId of players) {
      await fundPlayer(db, userId, 100_000);
      const session = await slotSession(db, userId);
      await bet(db, session, 9_000); // 900 points
      // Eight stakes of 200 points at once: whichever order they commit, one crosses 1,000.
      await Promise.all(Array.from({ length: 8 }, () => bet(db, session, 2_000)));
    }
    await stakesEarned(db);
    for (const userId of players) {
      const rows = await db
        .selectFrom('loyalty_notices')
        .select(['trigger', 'amount'])
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toEqual([{ trigger: 'level', amount: 2 }]);
    }
  });

  it('rounds racing to a quest goal complete it once: one reward, one notice', async () => {
    const db = database.db;
    const players = await Promise.all(Array.from({ length: 4 }, () => insertPlayer(db)));
    for (const userId of players) {
      await fundPlayer(db, userId, 100_000);
      const session = await slotSession(db, userId);
      // The daily quest wants 10 rounds: 15 at once, each 1 point.
      await Promise.all(Array.from({ length: 15 }, () => bet(db, session, 10)));
    }
    await stakesEarned(db);
    for (const userId of players) {
      const rewards = await db
        .selectFrom('loyalty_points')
        .select('delta')
        .where('user_id', '=', userId)
        .where('reason', '=', 'quest')
        .execute();
      expect(rewards).toEqual([{ delta: 50 }]);
      const progress = await db
        .selectFrom('loyalty_quest_progress')
        .select(['quest_id', 'progress'])
        .where('user_id', '=', userId)
        .orderBy('quest_id')
        .execute();
      // Rounds counted between reaching the goal and the completion mark may count past it; the
      // reward is paid once all the same.
      expect(progress[0]).toEqual({ quest_id: 1, progress: 15 });
      expect(progress[1]?.quest_id).toBe(3);
      expect(progress[1]?.progress).toBeGreaterThanOrEqual(10);
      const notices = await db
        .selectFrom('loyalty_notices')
        .select(['trigger', 'quest_id'])
        .where('user_id', '=', userId)
        .execute();
      expect(notices).toEqual([{ trigger: 'quest', quest_id: 3 }]);
    }
  });

  it('two getnotifications at once hand out each notice once', async () => {
    const db = database.db;
    const userId = await insertPlayer(db);
    await db
      .insertInto('loyalty_notices')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          user_id: userId,
          programme_id: 1,
          trigger: 'quest' as const,
          amount: i + 1,
          type: 'credit' as const,
          amount_type: 'points',
          level: null,
          once_key: `test:${i}`,
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => takeNotices(db, { userId, locale: 'en' })),
    );
    const handed = answers.flatMap((answer) => answer.items.map((item) => item.amount));
    // At most 20 a request; the rest wait for the next one.
    const rest = (await takeNotices(db, { userId, locale: 'en' })).items.map((item) => item.amount);
    const all = [...handed, ...rest].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await takeNotices(db, { userId, locale: 'en' })).items).toEqual([]);
  });

  it('setcharacter keeps one row per player and refuses an unknown character', async () => {
    const db = database.db;
    const userId = await insertPlayer(db);
    await Promise.all([1, 2, 3, 2, 1].map((id) => setCharacter(db, userId, id)));
    const rows = await db
      .selectFrom('loyalty_player_characters')
      .select('character_id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    await expect(setCharacter(db, userId, 404)).rejects.toBeInstanceOf(ApiError);
  });
});
