import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A staff member's correction of a player's balance (issue 18). Above the approval threshold it waits
  // as `pending` until another staff member approves it; `posted` rows point at their ledger posting.
  await db.schema
    .createTable('balance_adjustments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    // Signed minor units: positive credits the player, negative debits them.
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'posted', 'rejected')`))
    // The requester's key: a repeated request answers the first adjustment instead of making another.
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'bigint', (c) => c.notNull().references('staff_users.id'))
    .addColumn('decided_by', 'bigint', (c) => c.references('staff_users.id'))
    .addColumn('decision_reason', 'text')
    .addColumn('transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    // Four eyes: whoever decides a request is not who made it.
    .addCheckConstraint(
      'balance_adjustments_four_eyes',
      sql`decided_by is null or decided_by <> requested_by`,
    )
    .execute();
  await sql`create unique index balance_adjustments_key on balance_adjustments (requested_by, idempotency_key)`.execute(
    db,
  );
  await sql`create index balance_adjustments_pending on balance_adjustments (created_at) where status = 'pending'`.execute(
    db,
  );
}
