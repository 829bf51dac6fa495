import { type MinorUnits, minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import type { Db } from '../db/schema.ts';
import { type Leg, postTransaction } from '../modules/wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../modules/wallet/ledger-accounts.service.ts';

let sequence = 0;

/** A player row straight in the database, for wallet tests that need no session. */
export async function insertPlayer(db: Db, currency = 'USD'): Promise<number> {
  sequence += 1;
  const row = await db
    .insertInto('users')
    .values({ login: `wallet${sequence}-${Date.now()}@example.com`, locale: 'en', currency })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Puts `amount` on a player's main balance as a deposit from the payment clearing account would. */
export async function fundPlayer(db: Db, userId: number, amount: number, currency = 'USD'): Promise<void> {
  const main = await playerAccount(db, userId, 'main', currency);
  const clearing = await systemAccount(db, 'payment_clearing', currency, userId);
  await db.transaction().execute((trx) =>
    postTransaction(trx, {
      kind: 'test_funding',
      userId,
      legs: [
        { accountId: main, amount: minorUnits(amount) },
        { accountId: clearing, amount: negateMinor(minorUnits(amount)) },
      ],
    }),
  );
}

/** A player's balance of one kind, read straight from the ledger. */
export async function playerBalance(
  db: Db,
  userId: number,
  kind: 'main' | 'bonus' = 'main',
  currency = 'USD',
): Promise<number> {
  const id = await playerAccount(db, userId, kind, currency);
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * A leg with its amount taken as it is, unchecked: the ledger tests reach the ledger's own guard with
 * amounts the MinorUnits brand would refuse.
 */
export function testLeg(accountId: number, amount: number): Leg {
  return { accountId, amount: amount as MinorUnits };
}
