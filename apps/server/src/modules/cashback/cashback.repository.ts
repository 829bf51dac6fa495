import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { CashbackProgrammesTable, CashbacksTable } from '../../db/tables/cashback.table.ts';
import type { Period } from './cashback-rules.ts';

export type ProgrammeRow = Selectable<CashbackProgrammesTable>;
export type CashbackRow = Selectable<CashbacksTable>;

export function programmes(db: DbOrTrx): Promise<ProgrammeRow[]> {
  return db.selectFrom('cashback_programmes').selectAll().orderBy('id').execute();
}

export function findProgrammes(db: DbOrTrx, ids: readonly number[]): Promise<ProgrammeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('cashback_programmes').selectAll().where('id', 'in', ids).execute();
}

export interface PeriodLosses {
  user_id: number;
  currency: string;
  losses: MinorUnits;
}

/**
 * A round's real-money loss: its stake from the main balance less its win to the main balance. The part
 * of the stake that was an active bonus's money (`bonus_bet`, decision 0041) and that part's share of the
 * win, rounded down as the wallet rounds it (`bonusShareOfWin`), are bonus money, which earns no cashback.
 * (A win of a round still open when its bonus was released went to main whole; the rare round counts its
 * bonus share as lost.)
 */
const realLoss = sql`total_bet - bonus_bet - total_win + case when total_bet > 0 and bonus_bet > 0
  then floor(total_win::numeric * bonus_bet / total_bet)::bigint else 0 end`;

/**
 * Net real-money losses (stakes less wins, rollbacks already netted out of both, bonus money left out)
 * per player and currency of the rounds that closed within the period; players who won overall are left
 * out. A round still open at the period's end counts in the period it closes in. `userId` narrows it to
 * one player.
 */
export async function periodLosses(
  db: DbOrTrx,
  period: Period,
  userId: number | null = null,
): Promise<PeriodLosses[]> {
  const rows = await db
    .selectFrom('game_rounds')
    .select(['user_id', 'currency', sql<string>`sum(${realLoss})`.as('losses')])
    .where('mode', '=', 'real')
    .where('status', '=', 'closed')
    .where('closed_at', '>=', period.start)
    .where('closed_at', '<', period.end)
    .where('user_id', 'is not', null)
    .$if(userId !== null, (query) => query.where('user_id', '=', userId as number))
    .groupBy(['user_id', 'currency'])
    .having(sql`sum(${realLoss})`, '>', 0)
    .execute();
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    currency: row.currency,
    losses: minorUnits(Number(row.losses)),
  }));
}

/** Inserts the cashbacks not granted before (the unique key drops repeats); answers those inserted. */
export async function insertCashbacks(db: DbOrTrx, rows: Insertable<CashbacksTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('cashbacks')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'programme_id', 'period_start', 'currency']).doNothing(),
    )
    .returning('id')
    .execute();
  return inserted.length;
}

export function findCashback(db: DbOrTrx, userId: number, id: number): Promise<CashbackRow | undefined> {
  return db
    .selectFrom('cashbacks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function cashbacksOf(
  db: DbOrTrx,
  userId: number,
  query: {
    statuses?: readonly CashbackRow['status'][] | undefined;
    sort: 'period_end' | 'amount';
    order: 'asc' | 'desc';
    count: number;
  },
): Promise<CashbackRow[]> {
  return db
    .selectFrom('cashbacks')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(query.statuses !== undefined, (q) => q.where('status', 'in', query.statuses ?? []))
    .orderBy(query.sort, query.order)
    .orderBy('id', query.order)
    .limit(query.count)
    .execute();
}

/**
 * Ends an active cashback whose deadline has not passed (`paid_out`, `removed`); of two racing
 * endings one wins, the other gets undefined.
 */
export function finishCashback(
  trx: Trx,
  userId: number,
  id: number,
  status: 'paid_out' | 'removed',
  now: Date,
): Promise<CashbackRow | undefined> {
  return trx
    .updateTable('cashbacks')
    .set({ status, finished_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('receiving_expired_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Expires active cashbacks past their deadline (one player's with `userId`); answers how many. */
export async function expireDue(db: DbOrTrx, now: Date, userId: number | null = null): Promise<number> {
  const expired = await db
    .updateTable('cashbacks')
    .set({ status: 'expired', finished_at: now })
    .where('status', '=', 'active')
    .where('receiving_expired_at', '<=', now)
    .$if(userId !== null, (query) => query.where('user_id', '=', userId as number))
    .returning('id')
    .execute();
  return expired.length;
}
