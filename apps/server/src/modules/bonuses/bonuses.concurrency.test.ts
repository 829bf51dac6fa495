import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { builtInPayGateway } from '../../providers/demo-pay/demo-pay.ts';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import { requestWithdrawal } from '../cashier/cashier.service.ts';
import { applyPaymentEvent } from '../cashier/payment-events.service.ts';
import { createContentCache } from '../content/content.service.ts';
import {
  activateBonus,
  deactivateBonus,
  expireDueBonuses,
  removeBonus,
  settleBonuses,
} from './bonuses.service.ts';
import { activatePromoCode } from './promo-codes.service.ts';

const WELCOME = '1';
const RELOAD = '2';

/** A deposit the cashier has started, stored straight in the table (the cashier's repository is its own). */
async function startedDeposit(db: Db, userId: number, amount: number, offer = WELCOME) {
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
      campaign_offer_id: offer,
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
  const database = ledgerCheckedPostgres();

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

  it('ends a bonus once when its expiry races its release and its removal: one posting, release or forfeit', async () => {
    const db = database.db;
    const now = new Date();
    // Past the welcome bonus's 14 days: the expiry job forfeits it, unless a release or a removal won.
    const later = new Date(now.getTime() + 15 * 86_400_000);
    const bonusIds: number[] = [];
    for (let player = 0; player < 5; player++) {
      const userId = await insertPlayer(db);
      await paid(db, await startedDeposit(db, userId, 4_000));
      const bonus = await db
        .selectFrom('bonuses')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // Wagering done: a settle before the deadline releases it.
      await db
        .updateTable('bonuses')
        .set({ wager_required: minorUnits(0) })
        .where('id', '=', bonus.id)
        .execute();
      bonusIds.push(bonus.id);
      await Promise.allSettled([
        ...Array.from({ length: 3 }, () => expireDueBonuses(db, later)),
        ...Array.from({ length: 3 }, () => settleBonuses(db, userId, now)),
        ...Array.from({ length: 3 }, () => removeBonus(db, userId, bonus.id, now)),
      ]);
      const ended = await db
        .selectFrom('bonuses')
        .select('status')
        .where('id', '=', bonus.id)
        .executeTakeFirstOrThrow();
      expect(['wagered', 'expired', 'removed']).toContain(ended.status);
      expect(await balance(db, userId, 'bonus')).toBe(0);
      expect(await balance(db, userId, 'main')).toBe(ended.status === 'wagered' ? 8_000 : 4_000);
    }
    const postings = await db
      .selectFrom('ledger_transactions')
      .select(['kind', 'reference'])
      .where('kind', 'in', ['bonus_release', 'bonus_forfeit'])
      .where(
        'reference',
        'in',
        bonusIds.map((id) => `bonus:${id}`),
      )
      .execute();
    expect(postings.map((posting) => posting.reference).sort()).toEqual(
      bonusIds.map((id) => `bonus:${id}`).sort(),
    );
  });

  it('grants every repeatable bonus of deposits credited at once: one active, the others pending', async () => {
    const db = database.db;
    const userId = await insertPlayer(db);
    const payments = await Promise.all(
      Array.from({ length: 6 }, (_, index) => startedDeposit(db, userId, 2_000 + index * 200, RELOAD)),
    );
    await Promise.all(payments.map((payment) => paid(db, payment)));
    const bonuses = await db.selectFrom('bonuses').selectAll().where('user_id', '=', userId).execute();
    expect(bonuses).toHaveLength(6);
    expect(bonuses.filter((bonus) => bonus.status === 'active')).toHaveLength(1);
    expect(await balance(db, userId, 'bonus')).toBe(
      payments.reduce((sum, payment) => sum + payment.amount / 2, 0),
    );
  });

  it('leaves one bonus active when activations race', async () => {
    const db = database.db;
    const userId = await insertPlayer(db);
    await paid(db, await startedDeposit(db, userId, 4_000));
    for (const amount of [3_000, 2_500]) await paid(db, await startedDeposit(db, userId, amount, RELOAD));
    const bonuses = await db
      .selectFrom('bonuses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(bonuses.map((bonus) => bonus.status)).toEqual(['active', 'pending', 'pending']);
    const now = new Date();
    for (let round = 0; round < 3; round++) {
      const active = await db
        .selectFrom('bonuses')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      await deactivateBonus(db, userId, active.id, now);
      const outcomes = await Promise.allSettled(
        bonuses.flatMap((bonus) => [1, 2].map(() => activateBonus(db, userId, bonus.id, now))),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      // Every other activation is refused in the spec's envelope, never with a database error.
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected')
          expect(outcome.reason).toMatchObject({ type: 'InvalidParameterException' });
      }
      const statuses = await db
        .selectFrom('bonuses')
        .select('status')
        .where('user_id', '=', userId)
        .execute();
      expect(statuses.filter((row) => row.status === 'active')).toHaveLength(1);
    }
    expect(await balance(db, userId, 'bonus')).toBe(4_000 + 1_500 + 1_250);
  });

  it('forfeits once when a withdrawal burning the bonuses races their removal', async () => {
    const db = database.db;
    const deps = {
      db,
      contentCache: createContentCache(),
      locale: 'en',
      provider: builtInPayGateway(db, 'test-checkout-secret'),
      requisitesKey: 'test-requisites-key',
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      const userId = await insertPlayer(db);
      await paid(db, await startedDeposit(db, userId, 4_000));
      await paid(db, await startedDeposit(db, userId, 3_000, RELOAD));
      const bonuses = await db.selectFrom('bonuses').selectAll().where('user_id', '=', userId).execute();
      const now = new Date();
      const outcomes = await Promise.allSettled([
        requestWithdrawal(
          deps,
          { id: userId, currency: 'USD' },
          {
            method: 'visa_mastercard',
            card_number: '4111111111111111',
            card_holder: 'Jane Doe',
            amount: minorUnits(2_000),
            burn_bonuses: true,
          },
        ),
        ...bonuses.flatMap((bonus) => [1, 2].map(() => removeBonus(db, userId, bonus.id, now))),
      ]);
      expect(outcomes[0]?.status).toBe('fulfilled');
      const ended = await db.selectFrom('bonuses').select('status').where('user_id', '=', userId).execute();
      expect(ended.every((row) => row.status === 'removed')).toBe(true);
      expect(await balance(db, userId, 'bonus')).toBe(0);
      expect(await balance(db, userId, 'main')).toBe(7_000 - 2_000);
      const forfeits = await db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('kind', '=', 'bonus_forfeit')
        .where('user_id', '=', userId)
        .execute();
      expect(forfeits).toHaveLength(2);
    }
  });
  it('grants a promo code once to one player activating it ten times at once', async () => {
    const db = database.db;
    const user = (await findUser(db, await insertPlayer(db)))!;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        activatePromoCode(db, { user, code: 'WELCOME10', locale: 'en' }, new Date()),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const bonuses = await db.selectFrom('bonuses').selectAll().where('user_id', '=', user.id).execute();
    expect(bonuses).toHaveLength(1);
    expect(await balance(db, user.id, 'bonus')).toBe(1_000);
  });

  it('keeps a promo code to its total uses when ten players race for the last three', async () => {
    const db = database.db;
    await db
      .insertInto('promo_codes')
      .values({
        id: 900,
        code: 'RACE3',
        amounts: JSON.stringify({ USD: 300 }),
        wager: 1,
        days: 1,
        max_uses: 3,
        texts: JSON.stringify({ en: { title: 'Race', text: '' } }),
      })
      .execute();
    const users = await Promise.all(
      Array.from({ length: 10 }, async () => (await findUser(db, await insertPlayer(db)))!),
    );
    const results = await Promise.allSettled(
      users.map((user) => activatePromoCode(db, { user, code: 'race3', locale: 'en' }, new Date())),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const granted = await db.selectFrom('bonuses').selectAll().where('promo_code_id', '=', 900).execute();
    expect(granted).toHaveLength(3);
  });
});
