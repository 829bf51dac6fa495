import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { TrackingHitsTable } from '../../db/tables/tracking.table.ts';

export async function insertHit(db: DbOrTrx, hit: Insertable<TrackingHitsTable>) {
  await db.insertInto('tracking_hits').values(hit).execute();
}

export async function insertEvent(
  db: DbOrTrx,
  event: { event_name: string; event_params: unknown; locale: string | null; ip: string | null },
) {
  await db
    .insertInto('tracking_events')
    .values({ ...event, event_params: JSON.stringify(event.event_params ?? {}) })
    .execute();
}
