import type { Db } from '../db/schema.ts';

/** A playable game of the seeded catalogue, with or without the jackpots. */
export async function catalogueGame(db: Db, options: { jackpot: boolean }): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select('sysname')
    .where('is_active', '=', true)
    .where('has_jackpot', '=', options.jackpot)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.sysname;
}

/** The first active catalogue game of an engine kind (`dice`, `blackjack`, …). */
export async function gameOfKind(db: Db, kind: string): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select('sysname')
    .where('kind', '=', kind)
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.sysname;
}
