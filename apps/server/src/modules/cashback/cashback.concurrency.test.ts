import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { expireDueCashbacks, grantDueCashbacks, payOutCashback } from './cashback.service.ts';
import { lastFinishedPeriod } from './cashback-rules.ts';

const weekly = { period_anchor: new Date('2026-01-05T00:00:00Z'), period_hours: 168 };
const DAY = 86_400_000;

/** A player who lost `amount` in one real round closed at `closedAt` (stored straight in the table). */
async function loser(db: Db, amount: number, closedAt: Date): Promise<number> {
  const userId = await insertPlayer(db);
  const session = await openGameSession(db, {
    userId,
    sysname: await catalogueGame(db, { jackpot: false }),
    mode: 'real',
    now: new Date(),
  });
  await db
    .insertInto('game_rounds')
    .values({
      provider: 'house',
      round_id: randomUUID(),
      session_token: session.token,
      user_id: userId,
      sysname: 'test',
      mode: 'real',
      currency: 'USD',
      status: 'closed',
      total_bet: minorUnits(amount),
      total_win: minorUnits(0),
      opened_at: closedAt,
      closed_at: closedAt,
    })
    .execute();
  return userId;
}

async function cashbacksOf(db: Db, userIds: number[]) {
  return db.selectFrom('cashbacks').selectAll().where('user_id', 'in', userIds).execute();
}

describe.skipIf(!testDatabaseUrl)('cashback under real concurrency on PostgreSQL', () => {
  const database = ledgerCheckedPostgres();

  it('the job run by several processes at once grants each cashback once', async () => {
    const db = database.db;
    const now = new Date('2026-11-26T12:00:00Z');
    const period = lastFinishedPeriod(weekly, now);
    const players = await Promise.all(
      Array.from({ length: 30 }, (_, index) => loser(db, 10_000 + index * 100, period.start)),
    );
    const granted = await Promise.all(Array.from({ length: 4 }, () => grantDueCashbacks(db, now)));
    expect(granted.reduce((sum, count) => sum + count, 0)).toBe(players.length);
    const rows = await cashbacksOf(db, players);
    expect(rows).toHaveLength(players.length);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(players.length);
  });

  it('a payout racing its expiry and a second payout pays exactly once, or not at all', async () => {
    const db = database.db;
    const grantedAt = new Date();
    const period = lastFinishedPeriod(weekly, grantedAt);
    const userIds = await Promise.all(Array.from({ length: 10 }, () => loser(db, 20_000, period.start)));
    await grantDueCashbacks(db, grantedAt);
    const rows = await cashbacksOf(db, userIds);
    expect(rows).toHaveLength(userIds.length);
    // The deadline is exactly now for the payouts: the expiry and the payouts race for each cashback.
    const deadline = new Date(grantedAt.getTime() + 7 * DAY);
    const justBefore = new Date(deadline.getTime() - 1);
    await Promise.all(
      rows.flatMap((row) => [
        payOutCashback(db, row.user_id, row.id, justBefore).catch(() => 'refused'),
        payOutCashback(db, row.user_id, row.id, justBefore).catch(() => 'refused'),
        expireDueCashbacks(db, deadline),
      ]),
    );
    const after = await cashbacksOf(db, userIds);
    for (const row of after) {
      expect(['paid_out', 'expired']).toContain(row.status);
      const credited = await playerBalance(db, row.user_id);
      expect(credited).toBe(row.status === 'paid_out' ? 2_000 : 0);
      const postings = await db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('kind', '=', 'cashback_payout')
        .where('reference', '=', `cashback:${row.id}`)
        .execute();
      expect(postings).toHaveLength(row.status === 'paid_out' ? 1 : 0);
    }
  });

  it('paid as a bonus: racing payouts and the expiry grant one bonus or none (decision 0044)', async () => {
    const db = database.db;
    await db
      .updateTable('cashback_programmes')
      .set({ bonus: JSON.stringify({ wager: 5, days: 3 }) })
      .execute();
    try {
      const grantedAt = new Date();
      const period = lastFinishedPeriod(weekly, grantedAt);
      const userIds = await Promise.all(Array.from({ length: 10 }, () => loser(db, 30_000, period.start)));
      await grantDueCashbacks(db, grantedAt);
      const rows = await cashbacksOf(db, userIds);
      const deadline = new Date(grantedAt.getTime() + 7 * DAY);
      const justBefore = new Date(deadline.getTime() - 1);
      await Promise.all(
        rows.flatMap((row) => [
          payOutCashback(db, row.user_id, row.id, justBefore).catch(() => 'refused'),
          payOutCashback(db, row.user_id, row.id, justBefore).catch(() => 'refused'),
          expireDueCashbacks(db, deadline),
        ]),
      );
      for (const row of await cashbacksOf(db, userIds)) {
        expect(['paid_out', 'expired']).toContain(row.status);
        expect(await playerBalance(db, row.user_id)).toBe(0);
        const bonuses = await db
          .selectFrom('bonuses')
          .select(['amount', 'wager_required'])
          .where('user_id', '=', row.user_id)
          .execute();
        expect(bonuses).toEqual(row.status === 'paid_out' ? [{ amount: 3_000, wager_required: 15_000 }] : []);
      }
    } finally {
      await db.updateTable('cashback_programmes').set({ bonus: null }).execute();
    }
  });
});
