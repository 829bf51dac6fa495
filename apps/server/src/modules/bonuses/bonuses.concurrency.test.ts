import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { applyPaymentEvent } from '../cashier/payment-events.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { removeBonus, settleBonuses } from './bonuses.service.ts';

const WELCOME = '1';

/** A deposit the cashier has started, stored straight in the table (the cashier's repository is its own). */
async function startedDeposit(db: Db, userId: number, amount: number) {
  return db
    .insertInto('payments')
    .values({
      public_id: randomUUID(),
      user_id: userId,
      direction: 'deposit',
      method: 'visa_mastercard',
      amount: minorUnits(amount),
      currency: 'USD',
      status: 'created',
      campaign_offer_id: WELCOME,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function paid(db: Db, payment: { public_id: string; amount: number }) {
  return applyPaymentEvent(db, {
    event_id: randomUUID(),
    transaction: payment.public_id,
    status: 'success',
    amount: payment.amount,
    currency: 'USD',
  });
}

const balance = (db: Db, userId: number, kind: 'main' | 'bonus') => playerBalance(db, userId, kind);

describe.skipIf(!testDatabaseUrl)('bonuses under real concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  beforeAll(async () => {
    database = await freshPostgres();
  });
  afterAll(async () => {
    expect(await checkLedger(database.db)).toEqual([]);
    await database.close();
  });

  it('grants the once-only offer to exactly one of ten deposits credited at once', async () => {
    const db = database.db;
    const userId = await insertPlayer(db);
    const payments = await Promise.all(
      Array.from({ length: 10 }, (_, index) => startedDeposit(db, userId, 1_000 + index * 100)),
    );
    await Promise.all(payments.map((payment) => paid(db, payment)));
    const bonuses = await db.selectFrom('bonuses').selectAll().where('user_id', '=', userId).execute();
    expect(bonuses).toHaveLength(1);
    const granted = bonuses[0]!;
    expect(granted.amount).toBe(payments.find((payment) => payment.id === granted.payment_id)!.amount);
    expect(await balance(db, userId, 'main')).toBe(
      payments.reduce((sum, payment) => sum + payment.amount, 0),
    );
    expect(await balance(db, userId, 'bonus')).toBe(granted.amount);
  });

  it('moves the money once when releases and removals race', async () => {
    const db = database.db;
    const userId = await insertPlayer(db);
    await paid(db, await startedDeposit(db, userId, 4_000));
    const bonus = await db
      .selectFrom('bonuses')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('bonuses')
      .set({ wager_required: minorUnits(0) })
      .where('id', '=', bonus.id)
      .execute();
    const now = new Date();
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 5 }, () => settleBonuses(db, userId, now)),
      ...Array.from({ length: 5 }, () => removeBonus(db, userId, bonus.id, now)),
    ]);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const ended = await db
      .selectFrom('bonuses')
      .select('status')
      .where('id', '=', bonus.id)
      .executeTakeFirstOrThrow();
    expect(['wagered', 'removed']).toContain(ended.status);
    expect(await balance(db, userId, 'bonus')).toBe(0);
    expect(await balance(db, userId, 'main')).toBe(ended.status === 'wagered' ? 8_000 : 4_000);
  });
});
