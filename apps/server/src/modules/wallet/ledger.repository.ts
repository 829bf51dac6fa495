import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { PlayerAccountKind, SystemAccountKind } from '../../db/tables/ledger.table.ts';

export interface LegRow {
  account_id: number;
  amount: number;
  balance_after: number;
}

/** The id of a player's account, created on first use (concurrent creators get the same row). */
export async function playerAccountId(
  trx: DbOrTrx,
  userId: number,
  kind: PlayerAccountKind,
  currency: string,
): Promise<number> {
  await sql`insert into ledger_accounts (user_id, kind, currency) values (${userId}, ${kind}, ${currency})
    on conflict (user_id, kind, currency) where user_id is not null do nothing`.execute(trx);
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The id of one shard of a house-side account. House and clearing accounts may hold a negative
 * balance; jackpot pools may not.
 */
export async function systemAccountId(
  trx: DbOrTrx,
  kind: SystemAccountKind,
  currency: string,
  shard: number,
): Promise<number> {
  const allowNegative = kind !== 'jackpot_pool';
  await sql`insert into ledger_accounts (kind, currency, shard, allow_negative) values (${kind}, ${currency}, ${shard}, ${allowNegative})
    on conflict (kind, currency, shard) where user_id is null do nothing`.execute(trx);
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .where('shard', '=', shard)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewTransaction {
  kind: string;
  idempotencyKey: string | null;
  requestHash: string;
  userId: number | null;
  reference: string | null;
  metadata: Record<string, unknown>;
}

/** Inserts the transaction row; undefined when its idempotency key was used before. */
export async function insertTransaction(trx: Trx, row: NewTransaction): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({
      kind: row.kind,
      idempotency_key: row.idempotencyKey,
      request_hash: row.requestHash,
      user_id: row.userId,
      reference: row.reference,
      metadata: JSON.stringify(row.metadata),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export function findTransactionByKey(db: DbOrTrx, idempotencyKey: string) {
  return db
    .selectFrom('ledger_transactions')
    .select(['id', 'kind', 'request_hash', 'reference', 'metadata', 'created_at'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * The conditional balance change: a player account that would go below zero is not updated (no row
 * comes back), and the row lock makes concurrent debits of one account wait for each other.
 */
export async function applyToBalance(
  trx: Trx,
  accountId: number,
  amount: number,
): Promise<{ balance: number; user_id: number | null } | undefined> {
  return trx
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${amount}` })
    .where('id', '=', accountId)
    .where(sql<boolean>`(allow_negative or balance + ${amount} >= 0)`)
    .returning(['balance', 'user_id'])
    .executeTakeFirst();
}

/** Queues a notice on `channel` that PostgreSQL delivers to its listeners only if the transaction commits. */
export async function notifyOnCommit(trx: Trx, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(trx);
}

export async function insertEntries(trx: Trx, transactionId: number, legs: LegRow[]): Promise<void> {
  await trx
    .insertInto('ledger_entries')
    .values(legs.map((leg) => ({ transaction_id: transactionId, ...leg })))
    .execute();
}

export function entriesOfTransaction(db: DbOrTrx, transactionId: number): Promise<LegRow[]> {
  return db
    .selectFrom('ledger_entries')
    .select(['account_id', 'amount', 'balance_after'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
}

export function playerAccounts(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'currency', 'balance'])
    .where('user_id', '=', userId)
    .execute();
}
