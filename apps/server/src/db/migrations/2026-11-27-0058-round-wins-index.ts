import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A rollback is refused when its round already paid a win (game_wallet_call looks for a win of the
  // round). Without an index that look read the whole wallet history, once per rollback, holding the
  // round's lock: seconds on a table of millions of calls. Only wins are indexed, by round.
  await sql`create index game_wallet_transactions_round_wins on game_wallet_transactions (round_pk) where operation = 'win'`.execute(
    db,
  );
}
