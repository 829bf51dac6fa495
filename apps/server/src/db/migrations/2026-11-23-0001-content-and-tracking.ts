import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locales')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hreflang', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index locales_one_default on locales (is_default) where is_default`.execute(db);

  await db.schema
    .createTable('translations')
    .addColumn('locale', 'text', (c) => c.primaryKey().references('locales.code').onDelete('cascade'))
    .addColumn('messages', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('cms_configs')
    .addColumn('locale', 'text', (c) => c.primaryKey().references('locales.code').onDelete('cascade'))
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('seo_pages')
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().references('locales.code').onDelete('cascade'))
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('seo_pages_pk', ['host', 'path', 'locale'])
    .execute();

  await db.schema
    .createTable('content_pages')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().references('locales.code').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('faq', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_pages_pk', ['slug', 'locale'])
    .execute();

  await db.schema
    .createTable('redirect_rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('from_pattern', 'text', (c) => c.notNull())
    .addColumn('to_url', 'text', (c) => c.notNull())
    .addColumn('is_external', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('popups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('image', 'text')
    .addColumn('url', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tracking_hits')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('referer', 'text')
    .addColumn('track_id', 'text')
    .addColumn('seon_session', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('locale', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('tracking_events_name_time')
    .on('tracking_events')
    .columns(['event_name', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tracking_events',
    'tracking_hits',
    'popups',
    'banners',
    'redirect_rules',
    'content_pages',
    'seo_pages',
    'site_settings',
    'cms_configs',
    'translations',
    'locales',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
