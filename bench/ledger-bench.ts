import { minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { postTransaction } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../apps/server/src/modules/wallet/ledger-accounts.service.ts';
import { throughput } from './bench-database.ts';

export interface BenchAccounts {
  userId: number;
  main: number;
  clearing: number;
}

const AMOUNT = 100;

const INSERT_TRANSACTION = `insert into ledger_transactions (kind, idempotency_key, request_hash, user_id, metadata)
  values ($1, $2, $3, $4, '{}') on conflict (idempotency_key) do nothing returning id`;
const APPLY_TO_BALANCE = `update ledger_accounts set balance = balance + $1
  where id = $2 and (allow_negative or balance + $1 >= 0) returning balance`;
const INSERT_ENTRIES = `insert into ledger_entries (transaction_id, account_id, amount, balance_after)
  values ($1, $2, $3, $4), ($1, $5, $6, $7)`;

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The baseline: the statements one posting needs (transaction row, two conditional balance updates in
 * account order, two entries), sent straight through the driver in one database transaction. (The
 * service also tells the live channel, after commit and batched: decision 0007.)
 */
export async function rawPosting(query: Query, accounts: BenchAccounts, key: string, amount = AMOUNT) {
  const [transaction] = (await query(INSERT_TRANSACTION, ['bench', key, 'raw', accounts.userId])).rows;
  const legs = [
    { account: accounts.main, amount },
    { account: accounts.clearing, amount: -amount },
  ].sort((a, b) => a.account - b.account);
  const after: unknown[] = [];
  for (const leg of legs) {
    const [row] = (await query(APPLY_TO_BALANCE, [leg.amount, leg.account])).rows;
    if (!row) throw new Error('raw posting refused');
    after.push(row.balance);
  }
  await query(INSERT_ENTRIES, [
    transaction?.id,
    legs[0]?.account,
    legs[0]?.amount,
    after[0],
    legs[1]?.account,
    legs[1]?.amount,
    after[1],
  ]);
}

export function rawTransaction(handle: DatabaseHandle) {
  if (handle.pool) {
    const pool = handle.pool;
    return async (work: (query: Query) => Promise<void>) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work((text, params) => client.query(text, params));
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
  }
  const pglite = handle.pglite;
  if (!pglite) throw new Error('no driver to send raw SQL through');
  return (work: (query: Query) => Promise<void>) =>
    pglite.transaction((tx) => work((text, params) => tx.query(text, params)));
}

export async function benchPlayers(
  handle: DatabaseHandle,
  count: number,
  clearing: 'payment_clearing' | 'provider_clearing' = 'payment_clearing',
): Promise<BenchAccounts[]> {
  const players: BenchAccounts[] = [];
  for (let index = 0; index < count; index += 1) {
    const { id } = await handle.db
      .insertInto('users')
      .values({ login: `bench-ledger-${index}-${Date.now()}@example.com`, locale: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    players.push({
      userId: id,
      main: await playerAccount(handle.db, id, 'main', 'USD'),
      clearing: await systemAccount(handle.db, clearing, 'USD', id),
    });
  }
  return players;
}

export interface LedgerBenchResult {
  workers: number;
  servicePerSecond: number;
  rawPerSecond: number;
}

/**
 * Postings per second through `postTransaction` against the same postings as raw SQL, on the same
 * database in the same run: one player per worker, each posting a deposit-shaped credit (player main
 * against its payment clearing shard).
 */
export async function benchLedger(
  handle: DatabaseHandle,
  workers: number,
  seconds: number,
): Promise<LedgerBenchResult> {
  const players = await benchPlayers(handle, workers);
  const inTransaction = rawTransaction(handle);
  const rawPerSecond = await throughput(workers, seconds, (worker, sequence) =>
    inTransaction((query) => rawPosting(query, players[worker] as BenchAccounts, `bench:raw:${sequence}`)),
  );
  const servicePerSecond = await throughput(workers, seconds, async (worker, sequence) => {
    const player = players[worker] as BenchAccounts;
    await handle.db.transaction().execute((trx) =>
      postTransaction(trx, {
        kind: 'bench',
        idempotencyKey: `bench:service:${sequence}`,
        userId: player.userId,
        legs: [
          { accountId: player.main, amount: minorUnits(AMOUNT) },
          { accountId: player.clearing, amount: negateMinor(minorUnits(AMOUNT)) },
        ],
      }),
    );
  });
  return { workers, servicePerSecond, rawPerSecond };
}
