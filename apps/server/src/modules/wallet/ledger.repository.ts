import { type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type {
  LedgerEntriesTable,
  PlayerAccountKind,
  SystemAccountKind,
} from '../../db/tables/ledger.table.ts';

export type LegRow = Pick<Selectable<LedgerEntriesTable>, 'account_id' | 'amount' | 'balance_after'>;

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
 * balance; jackpot and tournament pools may not.
 */
export async function systemAccountId(
  trx: DbOrTrx,
  kind: SystemAccountKind,
  currency: string,
  shard: number,
): Promise<number> {
  const allowNegative = kind !== 'jackpot_pool' && kind !== 'tournament_pool';
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

export interface NewPosting {
  kind: string;
  idempotencyKey: string | null;
  requestHash: string;
  userId: number | null;
  reference: string | null;
  metadata: Record<string, unknown>;
  legs: { accountId: number; amount: number }[];
}

export type PostedLeg = LegRow & {
  transaction_id: number;
  duplicate: boolean;
  /** The player who owns the account; null for house-side accounts. */
  owner_id: number | null;
};

/**
 * Posts through the `ledger_post` SQL function (migration 0016): one statement and one round trip for
 * the whole posting. A repeated idempotency key answers the first posting's entries with `duplicate`.
 */
export async function postLedgerTransaction(trx: Trx, posting: NewPosting): Promise<PostedLeg[]> {
  const accounts = posting.legs.map((leg) => leg.accountId);
  const amounts = posting.legs.map((leg) => leg.amount);
  const { rows } = await sql<PostedLeg>`select * from ledger_post(${posting.kind}, ${posting.idempotencyKey},
    ${posting.requestHash}, ${posting.userId}, ${posting.reference}, ${JSON.stringify(posting.metadata)}::jsonb,
    ${accounts}::bigint[], ${amounts}::bigint[])`.execute(trx);
  return rows;
}

export function playerAccounts(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'currency', 'balance'])
    .where('user_id', '=', userId)
    .execute();
}

/** The player's latest ledger entries across their accounts, newest first. */
export function recentPlayerEntries(db: DbOrTrx, userId: number, limit: number) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select([
      'ledger_entries.transaction_id',
      'ledger_transactions.kind',
      'ledger_accounts.kind as account',
      'ledger_accounts.currency',
      'ledger_entries.amount',
      'ledger_entries.balance_after',
      'ledger_transactions.created_at',
    ])
    .where('ledger_accounts.user_id', '=', userId)
    .orderBy('ledger_entries.id', 'desc')
    .limit(limit)
    .execute();
}

/** An account's balance, its row locked until the transaction ends (a debit of "what is there"). */
export async function lockAccountBalance(trx: Trx, accountId: number): Promise<number> {
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}
