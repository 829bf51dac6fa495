import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { JackpotsTable } from '../../db/tables/jackpots.table.ts';
import { SYSTEM_ACCOUNT_SHARDS } from '../wallet/ledger-accounts.service.ts';

export function listJackpots(db: DbOrTrx) {
  return db.selectFrom('jackpots').selectAll().orderBy('position').execute();
}

export async function listJackpotIds(db: DbOrTrx): Promise<number[]> {
  return (await db.selectFrom('jackpots').select('id').execute()).map((row) => row.id);
}

export async function insertJackpotIfMissing(trx: Trx, row: Insertable<JackpotsTable>): Promise<boolean> {
  const inserted = await trx
    .insertInto('jackpots')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Adds a currency's pool to a jackpot with its seed; false when the jackpot had one already (another
 * process added it first), so only one start seeds it.
 */
export async function addPoolCurrency(
  trx: Trx,
  id: number,
  currency: string,
  seed: MinorUnits,
): Promise<boolean> {
  const updated = await trx
    .updateTable('jackpots')
    .set({ seed_amounts: sql`seed_amounts || jsonb_build_object(${currency}::text, ${seed}::bigint)` })
    .where('id', '=', id)
    .where(sql<boolean>`not (seed_amounts ? ${currency})`)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Locks the jackpot so only one winner at a time draws against its current seed. */
export function lockJackpot(trx: Trx, id: number) {
  return trx.selectFrom('jackpots').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export async function rotateSeed(trx: Trx, id: number, serverSeed: string, serverSeedHash: string) {
  await trx
    .updateTable('jackpots')
    .set({ server_seed: serverSeed, server_seed_hash: serverSeedHash })
    .where('id', '=', id)
    .execute();
}

/** Current pool of each jackpot (key `id:currency`): the sum of its ledger shards. */
export async function poolAmounts(db: DbOrTrx): Promise<Map<string, MinorUnits>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['shard', 'currency', 'balance'])
    .where('kind', '=', 'jackpot_pool')
    .execute();
  const pools = new Map<string, MinorUnits>();
  for (const row of rows) {
    const key = `${Math.floor(row.shard / SYSTEM_ACCOUNT_SHARDS)}:${row.currency}`;
    pools.set(key, minorUnits((pools.get(key) ?? 0) + row.balance));
  }
  return pools;
}

/** Shard balances, locked, so a payout takes exactly what is in the pool. */
export function lockedBalances(trx: Trx, accountIds: number[]) {
  return trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('id', 'in', accountIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function insertWin(
  trx: Trx,
  row: {
    jackpot_id: number;
    user_id: number;
    sysname: string;
    amount: MinorUnits;
    currency: string;
    server_seed: string;
    server_seed_hash: string;
    draw_input: string;
    ledger_transaction_id: number;
  },
) {
  return trx.insertInto('jackpot_wins').values(row).execute();
}

export function recentWins(db: DbOrTrx, options: { jackpotId?: number; count: number }) {
  let query = db
    .selectFrom('jackpot_wins')
    .innerJoin('jackpots', 'jackpots.id', 'jackpot_wins.jackpot_id')
    .innerJoin('users', 'users.id', 'jackpot_wins.user_id')
    .select([
      'jackpot_wins.id',
      'jackpot_wins.jackpot_id',
      'jackpots.name as jackpot_name',
      'users.login',
      'users.fakename',
      'jackpot_wins.sysname',
      'jackpot_wins.amount',
      'jackpot_wins.currency',
      'jackpot_wins.server_seed',
      'jackpot_wins.server_seed_hash',
      'jackpot_wins.draw_input',
      'jackpot_wins.won_at',
    ])
    .orderBy('jackpot_wins.id', 'desc')
    .limit(options.count);
  if (options.jackpotId !== undefined) query = query.where('jackpot_wins.jackpot_id', '=', options.jackpotId);
  return query.execute();
}
