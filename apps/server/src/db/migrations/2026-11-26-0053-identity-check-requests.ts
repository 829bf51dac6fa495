import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // When staff asked this player for an identity check (issue 19, decision 0057): until the player is
  // verified, withdrawals wait for it, as the content's `requireVerification` makes them wait for everyone.
  await db.schema.alterTable('users').addColumn('kyc_requested_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('kyc_requested_at').execute();
}
