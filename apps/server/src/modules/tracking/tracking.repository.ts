import type { DbOrTrx } from '../../db/schema.ts';

export interface HitRow {
  referer: string | null;
  track_id: string | null;
  seon_session: string | null;
  ip: string | null;
  user_agent: string | null;
}

export async function insertHit(db: DbOrTrx, hit: HitRow) {
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
