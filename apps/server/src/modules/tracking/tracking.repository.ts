import { type Insertable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type {
  DeviceSignalsTable,
  PlayerAttributionTable,
  TrackingHitsTable,
  WebVitalsTable,
} from '../../db/tables/tracking.table.ts';

export async function insertHit(db: DbOrTrx, hit: Insertable<TrackingHitsTable>) {
  await db.insertInto('tracking_hits').values(hit).execute();
}

export async function insertEvent(
  db: DbOrTrx,
  event: {
    event_name: string;
    event_params: unknown;
    locale: string | null;
    ip: string | null;
    user_id: number | null;
  },
) {
  await db
    .insertInto('tracking_events')
    .values({ ...event, event_params: JSON.stringify(event.event_params ?? {}) })
    .execute();
}

/** The first attribution stands: a player is credited to the affiliate they registered through. */
export async function insertAttribution(db: DbOrTrx, row: Insertable<PlayerAttributionTable>) {
  await db
    .insertInto('player_attribution')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function findAttribution(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('player_attribution')
    .select(['track_id', 'publisher_id', 'goal_id', 'link_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The newest device-risk signal of a player. */
export async function latestDeviceSignal(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('device_signals')
    .select(['risk', 'accounts_on_device', 'automated', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Players other than `userId` seen on this device fingerprint. */
export async function countOtherPlayersOnDevice(db: DbOrTrx, fingerprint: string, userId: number | null) {
  const row = await db
    .selectFrom('device_signals')
    .select(sql<number>`count(distinct user_id)::int`.as('n'))
    .where('fingerprint', '=', fingerprint)
    .where('user_id', 'is not', null)
    .$if(userId !== null, (q) => q.where('user_id', '<>', userId as number))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertDeviceSignal(db: DbOrTrx, row: Insertable<DeviceSignalsTable>) {
  await db.insertInto('device_signals').values(row).execute();
}

export async function insertWebVitals(db: DbOrTrx, rows: Insertable<WebVitalsTable>[]) {
  if (rows.length > 0) await db.insertInto('web_vitals').values(rows).execute();
}
