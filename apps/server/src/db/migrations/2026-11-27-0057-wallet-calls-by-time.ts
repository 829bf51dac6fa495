import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The wallet calls of a recent time span, for the start's check of stakes whose loyalty points a dead
  // process never wrote (decision 0065). Rows are appended in time order, so a block-range index finds
  // the span at the cost of a summary per 128 pages, not a b-tree entry per call on the hot path.
  await sql`create index game_wallet_transactions_created on game_wallet_transactions using brin (created_at)`.execute(
    db,
  );
}
