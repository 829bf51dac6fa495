import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_providers')
    .addColumn('sysname', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // Inputs of the generated logo (brand hue); kept as data so the renderer stays a pure function.
    .addColumn('art', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game_categories')
    .addColumn('sysname', 'text', (c) => c.primaryKey())
    // Title per locale, resolved from the messages when seeded.
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  // The hall reads the active catalogue whole and filters it in memory (games.service.ts): every
  // filter as SQL cost several milliseconds a request on the embedded database, so only lookups by
  // sysname and the category and like tables are indexed.
  await db.schema
    .createTable('games')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sysname', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    // Lowercased, accent-free title (and title + provider name) that searches match words against.
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().references('game_providers.sysname'))
    // Every game type of spec §1; betting is the sportsbook's, the generated catalogue has none.
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('slot', 'high_low', 'fast', 'logical', 'casino', 'live', 'betting')`),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the house game provider plays: engine, the seed its game configuration is derived from, RTP.
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('engine_seed', 'text', (c) => c.notNull())
    .addColumn('rtp', 'smallint', (c) => c.notNull().check(sql`rtp in (94, 96, 97)`))
    .addColumn('volatility', 'text', (c) => c.check(sql`volatility in ('low', 'medium', 'high')`))
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_demo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('has_jackpot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    // Sort weights: popularity (higher first), curated position (lower first), release order (higher is newer).
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('release_order', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('art', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('game_category_games')
    .addColumn('category', 'text', (c) =>
      c.notNull().references('game_categories.sysname').onDelete('cascade'),
    )
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_category_games_pk', ['category', 'game_id'])
    .execute();
  await db.schema
    .createIndex('game_category_games_order')
    .on('game_category_games')
    .columns(['category', 'position'])
    .execute();

  await db.schema
    .createTable('game_likes')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sysname', 'text', (c) =>
      c.notNull().references('games.sysname').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_likes_pk', ['user_id', 'sysname'])
    .execute();
  // Removing a game finds its likes without a scan.
  await db.schema.createIndex('game_likes_sysname').on('game_likes').column('sysname').execute();
}
