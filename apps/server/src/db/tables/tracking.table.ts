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
  user_id: Generated<number | null>;
}

/** The landing's tracking parameters, stored at registration (migration 0049). */
export interface PlayerAttributionTable {
  user_id: number;
  track_id: string | null;
  publisher_id: string | null;
  goal_id: string | null;
  link_id: string | null;
  created_at: CreatedAt;
}

/** One device-risk query's answer (migration 0049, decision 0052). */
export interface DeviceSignalsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  session_id: string;
  user_id: number | null;
  fingerprint: string;
  risk: 'low' | 'medium' | 'high';
  accounts_on_device: number;
  automated: boolean;
  ip: string | null;
  user_agent: string | null;
}

/** One Core Web Vitals measurement a browser reported (migration 0049). */
export interface WebVitalsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  day: string;
  route: string;
  name: string;
  value: number;
  rating: string;
}
