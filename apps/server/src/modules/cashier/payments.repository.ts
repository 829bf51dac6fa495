import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type {
  PaymentDirection,
  PaymentRow,
  PaymentStatus,
  PaymentsTable,
} from '../../db/tables/payments.table.ts';

export function insertPayment(trx: DbOrTrx, row: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return trx.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findPayment(db: DbOrTrx, publicId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('public_id', '=', publicId).executeTakeFirst();
}

export function findByIdempotencyKey(
  db: DbOrTrx,
  userId: number,
  key: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Moves a payment to `to` only from one of `from`: of two racing changes (a cancel and an approval) one
 * wins and the other finds nothing to update.
 */
export function changeStatus(
  trx: Trx,
  id: number,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  final: boolean,
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ status: to, ...(final ? { completed_at: new Date() } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/** Notes that the provider has been told the payment's status (only while it still has that status). */
export async function markProviderTold(db: DbOrTrx, id: number, status: PaymentStatus): Promise<void> {
  await db
    .updateTable('payments')
    .set({ provider_status: status, provider_lease_until: null })
    .where('id', '=', id)
    .where('status', '=', status)
    .execute();
}

/**
 * Claims, until `leaseUntil`, withdrawals older than `before` whose provider has not been told their
 * status (requested: the payout was never handed over; cancelled: the cancellation never reached it).
 * Rows another process is claiming or holds a live lease on are skipped.
 */
export function claimUntoldWithdrawals(
  db: DbOrTrx,
  query: { before: Date; now: Date; leaseUntil: Date; limit: number },
): Promise<PaymentRow[]> {
  const candidates = db
    .selectFrom('payments')
    .select('id')
    .where('direction', '=', 'withdrawal')
    .where('status', 'in', ['requested', 'cancelled'])
    .where(sql<boolean>`provider_status is distinct from status`)
    .where('created_at', '<', query.before)
    .where((eb) =>
      eb.or([eb('provider_lease_until', 'is', null), eb('provider_lease_until', '<', query.now)]),
    )
    .orderBy('created_at')
    .limit(query.limit)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('payments')
    .set({ provider_lease_until: query.leaseUntil })
    .where('id', 'in', candidates)
    .returningAll()
    .execute();
}

/** Records a webhook event once; false when its id was seen before. */
export async function recordEvent(
  trx: Trx,
  event: { eventId: string; paymentId: number; status: string; applied: boolean },
): Promise<boolean> {
  const row = await trx
    .insertInto('payment_events')
    .values({
      event_id: event.eventId,
      payment_id: event.paymentId,
      status: event.status,
      applied: event.applied,
    })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listPayments(
  db: DbOrTrx,
  userId: number,
  options: { direction?: PaymentDirection; offset: number; count: number },
): Promise<{ count: number; rows: PaymentRow[] }> {
  let query = db.selectFrom('payments').where('user_id', '=', userId);
  if (options.direction) query = query.where('direction', '=', options.direction);
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('id', 'desc').offset(options.offset).limit(options.count).execute(),
  ]);
  return { count: Number(total.n), rows };
}

export async function hasAnyPayment(db: DbOrTrx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Saved requisites: the masked values of the player's earlier withdrawals, newest first. */
export function savedRequisites(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('payments')
    .select(['method', 'requisites_masked'])
    .distinctOn(['method', 'requisites_masked'])
    .where('user_id', '=', userId)
    .where('direction', '=', 'withdrawal')
    .where('requisites_masked', 'is not', null)
    .orderBy('method')
    .orderBy('requisites_masked')
    .execute();
}

/** A page of the player's payments older than `beforeId` (newest first), for exports that read them all. */
export function paymentsBefore(
  db: DbOrTrx,
  userId: number,
  options: { direction?: PaymentDirection; beforeId?: number; limit: number },
): Promise<PaymentRow[]> {
  let query = db.selectFrom('payments').selectAll().where('user_id', '=', userId);
  if (options.direction) query = query.where('direction', '=', options.direction);
  if (options.beforeId !== undefined) query = query.where('id', '<', options.beforeId);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

/** Withdrawals of every player, newest first, by status and player. */
export function listWithdrawals(
  db: DbOrTrx,
  filter: { status?: PaymentStatus | undefined; userId?: number | undefined; limit: number },
): Promise<PaymentRow[]> {
  let query = db.selectFrom('payments').selectAll().where('direction', '=', 'withdrawal');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

/** All the player ever deposited in `currency`, counting deposits under way (created, pending) too. */
export async function sumDeposits(db: DbOrTrx, userId: number, currency: string): Promise<MinorUnits> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('direction', '=', 'deposit')
    .where('currency', '=', currency)
    .where('status', 'in', ['created', 'pending', 'success'])
    .executeTakeFirstOrThrow();
  return minorUnits(Number(row.total));
}

/**
 * Holds, until the transaction ends, the player's withdrawal lock: two withdrawals of one player checking
 * their period limits queue here, so the second one counts the first (withdrawal-limits.ts).
 */
export async function lockPlayerWithdrawals(trx: Trx, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('withdrawal-limits'), ${userId}::int)`.execute(trx);
}

/**
 * What the player asked to withdraw in `currency` since `since`: requested and paid-out withdrawals count,
 * the ones cancelled or declined gave the money back and do not.
 */
export async function sumWithdrawalsSince(
  db: DbOrTrx,
  userId: number,
  currency: string,
  since: Date,
): Promise<MinorUnits> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('direction', '=', 'withdrawal')
    .where('currency', '=', currency)
    .where('status', 'in', ['requested', 'approved'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return minorUnits(Number(row.total));
}

/** A deposit the provider refused or could not take: it never opened, so it closes as failed. */
export async function failUnopenedDeposit(db: DbOrTrx, id: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'failed', completed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .execute();
}
