import type { Kysely } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An authenticator secret waits here until the player proves their app has it (account.confirmTwoFactorAuth).
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
}
