import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { expireDueCashbacks, grantDueCashbacks, payOutCashback, removeCashback } from './cashback.service.ts';
import { lastFinishedPeriod } from './cashback-rules.ts';

const DAY = 86_400_000;
// The demo programme (content/site.json): weekly, 10%, $1 to $500, 7 days to pay out.
const weekly = { period_anchor: new Date('2026-01-05T00:00:00Z'), period_hours: 168 };
const expected = (losses: number) => {
  const share = Math.floor(losses / 10);
  return share < 100 ? 0 : Math.min(share, 50_000);
};

/** A real round closed at `closedAt` that lost `losses` (a negative one won as much). */
async function playedRound(db: Db, userId: number, losses: number, closedAt: Date) {
  const session = await openGameSession(db, {
    userId,
    sysname: await catalogueGame(db, { jackpot: false }),
    mode: 'real',
    now: closedAt,
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
      total_bet: minorUnits(Math.max(losses, 0)),
      total_win: minorUnits(Math.max(-losses, 0)),
      opened_at: closedAt,
      closed_at: closedAt,
    })
    .execute();
}

describe('cashback against a model (property)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(() => database.close());

  it('after any grants, repeated grants, payouts, removals and expiries, balances and statuses match the model', async () => {
    const db = database.db;
    // Each run is a new week, so runs never see each other's cashbacks.
    let week = 0;
    const step = fc.record({
      kind: fc.constantFrom('grant', 'payout', 'remove', 'expire'),
      player: fc.nat({ max: 2 }),
      day: fc.integer({ min: 0, max: 9 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -5_000, max: 700_000 }), { minLength: 3, maxLength: 3 }),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (losses, steps) => {
          week += 1;
          const grantedAt = new Date(Date.UTC(2030, 0, 7) + week * 7 * DAY);
          const period = lastFinishedPeriod(weekly, grantedAt);
          const players = await Promise.all(losses.map(() => insertPlayer(db)));
          for (const [index, loss] of losses.entries()) {
            if (loss !== 0) await playedRound(db, players[index]!, loss, period.start);
          }
          const model = players.map((_, index) => ({
            amount: expected(losses[index]!),
            status: 'none' as 'none' | 'active' | 'paid_out' | 'expired' | 'removed',
          }));
          const deadline = grantedAt.getTime() + 7 * DAY;
          const idOf = async (userId: number) =>
            (await db.selectFrom('cashbacks').select('id').where('user_id', '=', userId).executeTakeFirst())
              ?.id ?? 0;

          for (const { kind, player, day } of steps) {
            const at = new Date(grantedAt.getTime() + day * DAY);
            const state = model[player]!;
            const userId = players[player]!;
            if (kind === 'grant') {
              await grantDueCashbacks(db, grantedAt);
              for (const each of model) if (each.status === 'none' && each.amount > 0) each.status = 'active';
            } else if (kind === 'expire') {
              await expireDueCashbacks(db, at);
              for (const each of model) {
                if (each.status === 'active' && at.getTime() >= deadline) each.status = 'expired';
              }
            } else {
              const act = kind === 'payout' ? payOutCashback : removeCashback;
              const done = await act(db, userId, await idOf(userId), at).then(
                () => true,
                () => false,
              );
              const allowed = state.status === 'active' && at.getTime() < deadline;
              expect(done).toBe(allowed);
              if (allowed) state.status = kind === 'payout' ? 'paid_out' : 'removed';
            }
          }

          for (const [index, userId] of players.entries()) {
            const state = model[index]!;
            const rows = await db.selectFrom('cashbacks').selectAll().where('user_id', '=', userId).execute();
            expect(rows.map((row) => row.status)).toEqual(state.status === 'none' ? [] : [state.status]);
            if (rows[0]) expect(rows[0].amount).toBe(state.amount);
            expect(await playerBalance(db, userId)).toBe(state.status === 'paid_out' ? state.amount : 0);
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(await checkLedger(db)).toEqual([]);
    // Forty sequences of database work: seconds on a quiet machine, much longer on a busy one.
  }, 300_000);
});
