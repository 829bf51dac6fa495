import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The house game provider's own books (it stands in for a provider outside the platform).
  // Provably fair seed pairs: one live pair per owner (a player, or a guest's game session) and game;
  // the server seed stays secret until the pair is rotated, which reveals it.
  await db.schema
    .createTable('house_seed_pairs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('sysname', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    // The nonce of the pair's next round.
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0).check(sql`nonce >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await sql`create unique index house_seed_pairs_live on house_seed_pairs (owner, sysname) where revealed_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('house_seed_pairs_hash')
    .on('house_seed_pairs')
    .column('server_seed_hash')
    .execute();

  await db.schema
    .createTable('house_rounds')
    // Also the round id and the prefix of the transaction ids sent to the wallet.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_token', 'text', (c) => c.notNull().references('game_sessions.token'))
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('sysname', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'demo')`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // The seeds that decide the round; live table rounds are decided by the table's schedule instead.
    .addColumn('seed_pair_id', 'bigint', (c) => c.references('house_seed_pairs.id'))
    .addColumn('nonce', 'integer')
    .addColumn('client_seed', 'text')
    .addColumn('live_round_id', 'text')
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('params', 'jsonb', (c) => c.notNull())
    // A stateful game's position (secret parts included: never sent to the player as is).
    .addColumn('state', 'jsonb')
    // Set when the result is known; the win is (re)sent to the wallet until the round is closed.
    .addColumn('outcome', 'jsonb')
    // open → closed (settled), or void (the bet was refused or rolled back).
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed', 'void')`))
    // A player's retry of a request answers the first result.
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('last_request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('house_rounds_request', ['session_token', 'request_id'])
    .execute();
  await db.schema
    .createIndex('house_rounds_history')
    .on('house_rounds')
    .columns(['owner', 'sysname', 'mode', 'created_at'])
    .execute();
  // One game round in play at a time per player and game (live table bets are separate).
  await sql`create unique index house_rounds_one_open on house_rounds (owner, sysname, mode) where status = 'open' and live_round_id is null`.execute(
    db,
  );
  await sql`create index house_rounds_live_open on house_rounds (live_round_id) where status = 'open' and live_round_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('house_rounds_seed')
    .on('house_rounds')
    .columns(['seed_pair_id', 'nonce'])
    .execute();
}
