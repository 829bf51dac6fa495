import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The tracking parameters a player landed with (spec §4 Analytics: track_id, publisher_id, goal_id,
  // link_id), kept once, at registration: the affiliate a sign-up is credited to never changes later.
  await db.schema
    .createTable('player_attribution')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('track_id', 'text')
    .addColumn('publisher_id', 'text')
    .addColumn('goal_id', 'text')
    .addColumn('link_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Identify/anonymize (decision 0052): an event sent in a session is the signed-in player's.
  await db.schema
    .alterTable('tracking_events')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .execute();

  // The device-risk query (spec §5 tracking, §9 3000 ms): one signal per fingerprint session and player.
  await db.schema
    .createTable('device_signals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('risk', 'text', (c) => c.notNull())
    .addColumn('accounts_on_device', 'integer', (c) => c.notNull())
    .addColumn('automated', 'boolean', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('device_signals_fingerprint')
    .on('device_signals')
    .column('fingerprint')
    .execute();
  await db.schema.createIndex('device_signals_user').on('device_signals').column('user_id').execute();

  // Real-user monitoring: one row per metric a browser reported; the back-office reads p75 per day.
  await db.schema
    .createTable('web_vitals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('web_vitals_day_route')
    .on('web_vitals')
    .columns(['day', 'route', 'name'])
    .execute();
}
