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
