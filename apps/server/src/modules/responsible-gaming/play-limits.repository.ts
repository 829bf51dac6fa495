import type { PlayLimitKind, PlayPeriod, TimeOutPeriod } from '@casino/shared/constants';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { type Selectable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { PlayLimitsTable } from '../../db/tables/responsible-gaming.table.ts';

export type PlayLimitRow = Pick<
  Selectable<PlayLimitsTable>,
  'kind' | 'limit_value' | 'pending_value' | 'pending_from'
>;

/** The player's limit rows; `forUpdate` (in a transaction) holds other changes of the player back. */
export function findPlayLimits(
  db: DbOrTrx,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PlayLimitRow[]> {
  const query = db
    .selectFrom('play_limits')
    .select(['kind', 'limit_value', 'pending_value', 'pending_from'])
    .where('user_id', '=', userId);
  return (options.forUpdate ? query.forUpdate() : query).execute();
}

/** Whether the player has a wager or loss limit set or waiting (the wallet's "track this player" flag). */
export async function hasMoneyLimitRows(db: DbOrTrx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('play_limits')
    .select('kind')
    .where('user_id', '=', userId)
    .where('kind', '!=', 'session_minutes')
    .where((eb) => eb.or([eb('limit_value', 'is not', null), eb('pending_value', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function savePlayLimit(
  db: DbOrTrx,
  row: {
    userId: number;
    kind: PlayLimitKind;
    value: number | null;
    pendingValue: number | null;
    pendingFrom: Date | null;
    now: Date;
  },
): Promise<void> {
  const values = {
    limit_value: row.value,
    pending_value: row.pendingValue,
    pending_from: row.pendingFrom,
    updated_at: row.now,
  };
  await db
    .insertInto('play_limits')
    .values({ user_id: row.userId, kind: row.kind, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet(values))
    .execute();
}

export async function recordPlayLimitChange(
  db: DbOrTrx,
  change: {
    userId: number;
    kind: PlayLimitKind;
    value: number | null;
    requestedAt: Date;
    effectiveFrom: Date;
  },
): Promise<void> {
  await db
    .insertInto('play_limit_changes')
    .values({
      user_id: change.userId,
      kind: change.kind,
      limit_value: change.value,
      requested_at: change.requestedAt,
      effective_from: change.effectiveFrom,
    })
    .execute();
}

export interface PeriodUsage {
  period: PlayPeriod;
  wagered: MinorUnits;
  won: MinorUnits;
}

/**
 * Adds to the player's running totals of the given period starts (created at 0 when missing) and answers
 * the new totals. The rows stay locked until the transaction ends, so parallel bets of one player count
 * one after the other. Totals never go below 0 (a rollback of a bet made before tracking began).
 */
export async function addPlayUsage(
  db: DbOrTrx,
  userId: number,
  starts: { period: PlayPeriod; start: Date }[],
  change: { wagered: number; won: number },
): Promise<PeriodUsage[]> {
  const wagered = Math.max(0, change.wagered);
  const won = Math.max(0, change.won);
  const rows = await db
    .insertInto('play_usage')
    .values(
      starts.map(({ period, start }) => ({
        user_id: userId,
        period,
        period_start: start,
        wagered: minorUnits(wagered),
        won: minorUnits(won),
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'period', 'period_start']).doUpdateSet({
        wagered: sql`greatest(0, play_usage.wagered + ${change.wagered}::bigint)`,
        won: sql`greatest(0, play_usage.won + ${change.won}::bigint)`,
      }),
    )
    .returning(['period', 'wagered', 'won'])
    .execute();
  return rows.map((row) => ({
    period: row.period,
    wagered: minorUnits(Number(row.wagered)),
    won: minorUnits(Number(row.won)),
  }));
}

export async function findPlayUsage(
  db: DbOrTrx,
  userId: number,
  starts: { period: PlayPeriod; start: Date }[],
): Promise<PeriodUsage[]> {
  const rows = await db
    .selectFrom('play_usage')
    .select(['period', 'period_start', 'wagered', 'won'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or(
        starts.map(({ period, start }) =>
          eb.and([eb('period', '=', period), eb('period_start', '=', start)]),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({
    period: row.period,
    wagered: minorUnits(Number(row.wagered)),
    won: minorUnits(Number(row.won)),
  }));
}

/** Counting starts afresh when a player without money limits sets one. */
export async function clearPlayUsage(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('play_usage').where('user_id', '=', userId).execute();
}

export type TimeOutRow = { period: TimeOutPeriod; started_at: Date; ends_at: Date };

/** The time-out in force at `now` that ends last, if any. */
export function findActiveTimeOut(db: DbOrTrx, userId: number, now: Date): Promise<TimeOutRow | undefined> {
  return db
    .selectFrom('play_time_outs')
    .select(['period', 'started_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('started_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertTimeOut(
  db: DbOrTrx,
  row: { userId: number; period: TimeOutPeriod; startedAt: Date; endsAt: Date },
): Promise<void> {
  await db
    .insertInto('play_time_outs')
    .values({ user_id: row.userId, period: row.period, started_at: row.startedAt, ends_at: row.endsAt })
    .execute();
}

export async function findRealityCheckMinutes(db: DbOrTrx, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('play_settings')
    .select('reality_check_minutes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.reality_check_minutes ?? null;
}

export async function saveRealityCheckMinutes(
  db: DbOrTrx,
  userId: number,
  minutes: number | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('play_settings')
    .values({ user_id: userId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }),
    )
    .execute();
}

/** Start of the player's play session: their latest sign-in that is still live. */
export async function latestLiveSignIn(db: DbOrTrx, userId: number, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** The player's sign-ins alive at some moment after `since` (for the play-session chain), oldest first. */
export function signInsAliveSince(db: DbOrTrx, userId: number, since: Date, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'revoked_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('created_at', '<=', now)
    .where('expires_at', '>', since)
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>', since)]))
    .orderBy('created_at')
    .execute();
}

/** Wins minus stakes of the player's real-money rounds opened since `from`. */
export async function netResultSince(db: DbOrTrx, userId: number, from: Date): Promise<number> {
  const row = await db
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(sql`total_win - total_bet`), eb.lit(0)).as('net'))
    .where('user_id', '=', userId)
    .where('mode', '=', 'real')
    .where('opened_at', '>=', from)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}
