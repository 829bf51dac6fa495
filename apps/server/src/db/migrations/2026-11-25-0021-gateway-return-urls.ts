import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The platform now hands Demo Pay a deposit's return addresses with the order, as it would a vendor.
  await db.schema.alterTable('pay_gateway_orders').addColumn('return_urls', 'jsonb').execute();
  // Deposits opened before keep the addresses the gateway used to build itself.
  await sql`update pay_gateway_orders set return_urls = jsonb_build_object(
      'success', '/cashier/paysuccess/' || payment_id,
      'fail', '/cashier/payfail/' || payment_id,
      'pending', '/cashier/paypending/' || payment_id,
      'cancel', '/cashier/paycancel',
      'closed', '/cashier/history')
    where direction = 'deposit'`.execute(db);
}
