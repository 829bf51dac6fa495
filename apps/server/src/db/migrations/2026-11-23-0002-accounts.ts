import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('fakename', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('country_code', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'banned', 'deleted')`),
    )
    .addColumn('is_registration_completed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_subscribed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_on_verification', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_betting', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('two_factor_method', 'text', (c) =>
      c.notNull().defaultTo('none').check(sql`two_factor_method in ('none', 'code', 'totp')`),
    )
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('promo_code', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create unique index users_login_unique on users (lower(login))`.execute(db);

  await db.schema
    .createTable('user_contacts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('email', 'phone')`))
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('phone_country_code', 'text')
    .addColumn('is_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_subscribed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index user_contacts_unique on user_contacts (type, lower(contact))`.execute(db);
  await db.schema.createIndex('user_contacts_user').on('user_contacts').column('user_id').execute();

  // Tokens are stored as SHA-256 hashes: a copy of this table does not let anyone sign in.
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // One-time codes (two-factor sign-in, password restore, contact confirmation), stored hashed.
  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'restore', 'contact')`))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('auth_codes_lookup').on('auth_codes').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('stored').check(sql`status in ('stored', 'sent', 'failed')`),
    )
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();

  // Fixed-window counters for sign-in, registration, restore and code checks, per account and per IP.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}
