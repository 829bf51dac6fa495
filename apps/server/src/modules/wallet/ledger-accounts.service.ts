import type { Db } from '../../db/schema.ts';
import type { PlayerAccountKind, SystemAccountKind } from '../../db/tables/ledger.table.ts';
import { playerAccountId, systemAccountId } from './ledger.repository.ts';

/** House and clearing accounts are split this many ways (see the ledger migration). */
export const SYSTEM_ACCOUNT_SHARDS = 16;

/**
 * Account ids never change once an account exists, so they are remembered per database. They are
 * resolved on the database itself, before a money transaction opens: an account created inside a
 * transaction that then rolls back would leave a remembered id pointing at nothing.
 */
const known = new WeakMap<Db, Map<string, number>>();

async function remembered(db: Db, key: string, resolve: () => Promise<number>): Promise<number> {
  let ids = known.get(db);
  if (!ids) {
    ids = new Map();
    known.set(db, ids);
  }
  const id = ids.get(key);
  if (id !== undefined) return id;
  const resolved = await resolve();
  ids.set(key, resolved);
  return resolved;
}

export function playerAccount(db: Db, userId: number, kind: PlayerAccountKind, currency: string) {
  return remembered(db, `p:${userId}:${kind}:${currency}`, () => playerAccountId(db, userId, kind, currency));
}

/** The shard of a house or clearing account that movements of `userId`'s money go through. */
export function systemAccount(db: Db, kind: SystemAccountKind, currency: string, userId: number) {
  const shard = userId % SYSTEM_ACCOUNT_SHARDS;
  return remembered(db, `s:${kind}:${currency}:${shard}`, () => systemAccountId(db, kind, currency, shard));
}

/**
 * A jackpot's pool is split like the house accounts: shard `jackpotId * SHARDS + userId % SHARDS`, so
 * contributions of concurrent players land on different rows. The pool holds the sum of its shards.
 */
export function jackpotPoolAccount(db: Db, jackpotId: number, currency: string, userId: number) {
  const shard = jackpotId * SYSTEM_ACCOUNT_SHARDS + (userId % SYSTEM_ACCOUNT_SHARDS);
  return remembered(db, `j:${currency}:${shard}`, () => systemAccountId(db, 'jackpot_pool', currency, shard));
}

export function jackpotPoolShards(db: Db, jackpotId: number, currency: string): Promise<number[]> {
  return Promise.all(
    Array.from({ length: SYSTEM_ACCOUNT_SHARDS }, (_, userShard) =>
      jackpotPoolAccount(db, jackpotId, currency, userShard),
    ),
  );
}

/** The account tournament prizes are paid from: funded from the house as a tournament finishes. */
export function tournamentPoolAccount(db: Db, currency: string) {
  return remembered(db, `t:${currency}`, () => systemAccountId(db, 'tournament_pool', currency, 0));
}
