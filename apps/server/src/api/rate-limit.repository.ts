import { sql } from 'kysely';
import type { DbOrTrx } from '../db/schema.ts';

/**
 * Counts one hit on `key` in one atomic upsert (safe under concurrency): a window that began at or
 * before `windowStart` has passed, so the count starts again at `now`. Answers the window's count.
 */
export function countHit(db: DbOrTrx, key: string, now: Date, windowStart: Date) {
  return db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        window_start: sql`case when rate_limits.window_start <= ${windowStart} then ${now} else rate_limits.window_start end`,
        hits: sql`case when rate_limits.window_start <= ${windowStart} then 1 else rate_limits.hits + 1 end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Deletes the counters whose window began at or before `before`; answers how many. */
export async function deleteCountersBefore(db: DbOrTrx, before: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
