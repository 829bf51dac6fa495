import type { SelfExclusionPeriod } from '@casino/shared/constants';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { DepositLimitsTable, SelfExclusionsTable } from '../../db/tables/responsible-gaming.table.ts';

export type DepositLimitRow = Selectable<DepositLimitsTable>;

/** The player's limit row; `forUpdate` (inside a transaction) holds other deposits of the player back. */
export function findDepositLimit(
  db: DbOrTrx,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<DepositLimitRow | undefined> {
  const query = db.selectFrom('deposit_limits').selectAll().where('user_id', '=', userId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function saveDepositLimit(db: DbOrTrx, row: Insertable<DepositLimitsTable>): Promise<void> {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('deposit_limits')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

export async function recordDepositLimitChange(
  db: DbOrTrx,
  change: {
    userId: number;
    periodDays: number | null;
    limitAmount: MinorUnits | null;
    requestedAt: Date;
    effectiveFrom: Date;
  },
): Promise<void> {
  await db
    .insertInto('deposit_limit_changes')
    .values({
      user_id: change.userId,
      period_days: change.periodDays,
      limit_amount: change.limitAmount,
      requested_at: change.requestedAt,
      effective_from: change.effectiveFrom,
    })
    .execute();
}

/**
 * The sum of the player's deposits started in [from, to) that are paid or may still be paid: a started
 * checkout counts too, or a player could open several at once, each within the limit.
 */
export async function sumDepositsBetween(
  db: DbOrTrx,
  userId: number,
  from: Date,
  to: Date,
): Promise<MinorUnits> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('direction', '=', 'deposit')
    .where('status', 'in', ['created', 'pending', 'success'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return minorUnits(Number(row.total));
}

export type SelfExclusionRow = Pick<Selectable<SelfExclusionsTable>, 'period' | 'started_at' | 'ends_at'>;

/** The exclusion in force at `now` that ends last (a permanent one before any other), if any. */
export function findActiveSelfExclusion(
  db: DbOrTrx,
  userId: number,
  now: Date,
): Promise<SelfExclusionRow | undefined> {
  return db
    .selectFrom('self_exclusions')
    .select(['period', 'started_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('started_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('ends_at', (order) => order.desc().nullsFirst())
    .limit(1)
    .executeTakeFirst();
}

export async function insertSelfExclusion(
  db: DbOrTrx,
  row: { userId: number; period: SelfExclusionPeriod; startedAt: Date; endsAt: Date | null },
): Promise<void> {
  await db
    .insertInto('self_exclusions')
    .values({ user_id: row.userId, period: row.period, started_at: row.startedAt, ends_at: row.endsAt })
    .execute();
}
