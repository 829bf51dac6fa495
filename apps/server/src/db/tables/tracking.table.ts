import type { Generated } from 'kysely';
import type { CreatedAt, Json } from './content.table.ts';

export interface TrackingHitsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  referer: string | null;
  track_id: string | null;
  seon_session: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  event_name: string;
  event_params: Json;
  locale: string | null;
  ip: string | null;
}
