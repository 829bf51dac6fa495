import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // What players and the gateway see in URLs: not guessable, not a count of our payments.
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('deposit', 'withdrawal')`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('created', 'pending', 'success', 'failed', 'cancelled', 'requested', 'approved', 'declined')`,
        ),
    )
    .addColumn('requisites_masked', 'text')
    .addColumn('campaign_offer_id', 'text')
    .addColumn('promo_code', 'text')
    // A player's retried withdrawal request answers the first result.
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'id']).execute();
  await sql`create unique index payments_idempotency on payments (user_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );

  // Every webhook the platform accepted, once: a repeated event id is answered without effect.
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'bigint', (c) => c.notNull().references('payments.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applied', 'boolean', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The built-in gateway's own books (it stands in for a provider outside the platform).
  await db.schema
    .createTable('pay_gateway_orders')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('settle_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
