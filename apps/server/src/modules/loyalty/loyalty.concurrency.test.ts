import { randomUUID } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { walletCall } from '../game-wallet/seamless-wallet.service.ts';
import { buyProduct, stakesEarned } from './loyalty.service.ts';

// The demo shop's product 1 costs 50 points; product 4, 25 free spins, costs 150.
const PRODUCT = 1;
const SPINS_PRODUCT = 4;

/** A player with `points` from one real slot stake (10 points per 100 minor units). */
async function playerWithPoints(db: Db, points: number): Promise<number> {
  const userId = await insertPlayer(db);
  await fundPlayer(db, userId, 100_000);
  const slot = await db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', 'slot')
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const session = await openGameSession(db, { userId, sysname: slot.sysname, mode: 'real', now: new Date() });
  await walletCall(
    db,
    'house',
    'bet',
    { session: session.token, transaction_id: randomUUID(), round_id: randomUUID(), amount: points * 10 },
    new Date(),
  );
  await stakesEarned(db);
  return userId;
}

async function pointsOf(db: Db, userId: number) {
  return db
    .selectFrom('loyalty_accounts')
    .select(['points'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

function outcome(promise: Promise<void>): Promise<string> {
  return promise.then(
    () => 'bought',
    (error) => (error instanceof ApiError ? String((error.errorData as { id: string[] }).id[0]) : 'crash'),
  );
}

describe.skipIf(!testDatabaseUrl)('the loyalty shop under real concurrency on PostgreSQL', () => {
  const database = ledgerCheckedPostgres();

  it('the same bet sent several times at once earns its points once', async () => {
    const db = database.db;
    const userId = await playerWithPoints(db, 10);
    const session = await db
      .selectFrom('game_sessions')
      .select('token')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const bet = { session: session.token, transaction_id: randomUUID(), round_id: randomUUID(), amount: 500 };
    await Promise.all(Array.from({ length: 5 }, () => walletCall(db, 'house', 'bet', bet, new Date())));
    await stakesEarned(db);
    expect(await pointsOf(db, userId)).toEqual({ points: 60 });
  });

  it('two purchases racing for the last points: one buys, the other is refused', async () => {
    const db = database.db;
    const players = await Promise.all(Array.from({ length: 10 }, () => playerWithPoints(db, 60)));
    const outcomes = await Promise.all(
      players.map(async (userId) =>
        (
          await Promise.all(
            ['a', 'b'].map((key) =>
              outcome(buyProduct(db, { userId, productId: PRODUCT, idempotencyKey: key }, new Date())),
            ),
          )
        ).sort(),
      ),
    );
    expect(outcomes).toEqual(players.map(() => ['INSUFFICIENT_POINTS', 'bought']));
    for (const userId of players) {
      expect(await pointsOf(db, userId)).toEqual({ points: 10 });
      const bonuses = await db.selectFrom('bonuses').select('amount').where('user_id', '=', userId).execute();
      expect(bonuses).toEqual([{ amount: 200 }]);
      const purchases = await db
        .selectFrom('loyalty_points')
        .select('delta')
        .where('user_id', '=', userId)
        .where('reason', '=', 'purchase')
        .execute();
      expect(purchases).toEqual([{ delta: -50 }]);
    }
  });

  it('two free-spin purchases racing for the last points: one pack, one price (decision 0044)', async () => {
    const db = database.db;
    const players = await Promise.all(Array.from({ length: 10 }, () => playerWithPoints(db, 160)));
    const outcomes = await Promise.all(
      players.map(async (userId) =>
        (
          await Promise.all(
            ['a', 'b'].map((key) =>
              outcome(buyProduct(db, { userId, productId: SPINS_PRODUCT, idempotencyKey: key }, new Date())),
            ),
          )
        ).sort(),
      ),
    );
    expect(outcomes).toEqual(players.map(() => ['INSUFFICIENT_POINTS', 'bought']));
    for (const userId of players) {
      expect(await pointsOf(db, userId)).toEqual({ points: 10 });
      const packs = await db
        .selectFrom('free_spin_packs')
        .select(['total', 'spins_left', 'sysname'])
        .where('user_id', '=', userId)
        .execute();
      expect(packs).toEqual([{ total: 25, spins_left: 25, sysname: 'secrets-of-gems' }]);
      expect(await db.selectFrom('bonuses').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    }
  });

  it('the same purchase sent twice at once buys once', async () => {
    const db = database.db;
    const players = await Promise.all(Array.from({ length: 10 }, () => playerWithPoints(db, 200)));
    await Promise.all(
      players.flatMap((userId) =>
        [1, 2].map(() => buyProduct(db, { userId, productId: PRODUCT, idempotencyKey: 'same' }, new Date())),
      ),
    );
    for (const userId of players) {
      expect(await pointsOf(db, userId)).toEqual({ points: 150 });
      expect(
        await db.selectFrom('bonuses').select('id').where('user_id', '=', userId).execute(),
      ).toHaveLength(1);
    }
  });
});
