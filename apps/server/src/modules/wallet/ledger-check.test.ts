import { minorUnits } from '@casino/shared/money/minor-units';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { freshPglite } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { playerAccount } from './ledger-accounts.service.ts';
import { checkLedger } from './ledger-check.ts';

describe('checkLedger', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await freshPglite();
  });
  afterEach(() => database.close());

  it('finds a stored balance that drifted from its entries', async () => {
    const user = await insertPlayer(database.db);
    await fundPlayer(database.db, user, 500);
    expect(await checkLedger(database.db)).toEqual([]);
    const main = await playerAccount(database.db, user, 'main', 'USD');
    await sql`update ledger_accounts set balance = 900 where id = ${main}`.execute(database.db);
    const rules = (await checkLedger(database.db)).map((violation) => violation.rule);
    expect(rules).toContain('stored balance equals the sum of entries');
  });

  it('finds a transaction that does not balance and a broken balance_after chain', async () => {
    const user = await insertPlayer(database.db);
    const main = await playerAccount(database.db, user, 'main', 'USD');
    const { id } = await database.db
      .insertInto('ledger_transactions')
      .values({ kind: 'forged', metadata: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('ledger_entries')
      .values({
        transaction_id: id,
        account_id: main,
        amount: minorUnits(100),
        balance_after: minorUnits(50),
      })
      .execute();
    const rules = (await checkLedger(database.db)).map((violation) => violation.rule);
    expect(rules).toContain('every transaction balances to zero');
    expect(rules).toContain("each entry's balance_after follows from the entries before it");
    expect(rules).toContain('stored balance equals the sum of entries');
  });

  it('finds an entry whose transaction or account does not exist (no foreign key checks them)', async () => {
    const user = await insertPlayer(database.db);
    const main = await playerAccount(database.db, user, 'main', 'USD');
    await database.db
      .insertInto('ledger_entries')
      .values({
        transaction_id: 999_999,
        account_id: main,
        amount: minorUnits(5),
        balance_after: minorUnits(5),
      })
      .execute();
    const { id } = await database.db
      .insertInto('ledger_transactions')
      .values({ kind: 'forged', metadata: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('ledger_entries')
      .values({
        transaction_id: id,
        account_id: 999_999,
        amount: minorUnits(-5),
        balance_after: minorUnits(-5),
      })
      .execute();
    const orphans = (await checkLedger(database.db)).filter(
      (violation) => violation.rule === 'every entry belongs to a transaction and an account',
    );
    expect(orphans).toHaveLength(2);
  });

  it('finds a payment credited twice', async () => {
    const user = await insertPlayer(database.db);
    for (let round = 0; round < 2; round += 1) {
      await database.db
        .insertInto('ledger_transactions')
        .values({ kind: 'deposit', reference: 'payment-1', user_id: user, metadata: '{}' })
        .execute();
    }
    const rules = (await checkLedger(database.db)).map((violation) => violation.rule);
    expect(rules).toContain('one effect per payment event');
  });

  it('finds a cashback paid out twice', async () => {
    const user = await insertPlayer(database.db);
    for (let round = 0; round < 2; round += 1) {
      await database.db
        .insertInto('ledger_transactions')
        .values({ kind: 'cashback_payout', reference: 'cashback:1', user_id: user, metadata: '{}' })
        .execute();
    }
    const rules = (await checkLedger(database.db)).map((violation) => violation.rule);
    expect(rules).toContain('a cashback is paid out once');
  });

  it('finds loyalty points that drifted from their entries', async () => {
    const user = await insertPlayer(database.db);
    await database.db
      .insertInto('loyalty_points')
      .values({ user_id: user, programme_id: 1, delta: 40, reason: 'stake', idempotency_key: 'stake:test:1' })
      .execute();
    await database.db
      .insertInto('loyalty_accounts')
      .values({ user_id: user, programme_id: 1, points: 40, lifetime_points: 40 })
      .execute();
    expect(await checkLedger(database.db)).toEqual([]);
    await database.db
      .updateTable('loyalty_accounts')
      .set({ points: 90 })
      .where('user_id', '=', user)
      .execute();
    const rules = (await checkLedger(database.db)).map((violation) => violation.rule);
    expect(rules).toContain('loyalty points equal the sum of their entries');
  });
});
