import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.ts';
import * as repository from './tracking.repository.ts';

const MAX_TEXT = 500;

function clip(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  return value.slice(0, MAX_TEXT);
}

/**
 * Tracking must never cost the player a page: it is stored best-effort and a failure is only logged.
 */
export async function recordHit(
  db: Db,
  log: FastifyBaseLogger,
  hit: { referer: unknown; trackId: unknown; seonSession: unknown; ip: string; userAgent: unknown },
): Promise<void> {
  try {
    await repository.insertHit(db, {
      referer: clip(hit.referer),
      track_id: clip(hit.trackId),
      seon_session: clip(hit.seonSession),
      ip: clip(hit.ip),
      user_agent: clip(hit.userAgent),
    });
  } catch (error) {
    log.warn({ err: error }, 'tracking hit not stored');
  }
}

export async function recordEvent(
  db: Db,
  log: FastifyBaseLogger,
  event: { name: string; params: Record<string, unknown> | undefined; locale: string; ip: string },
): Promise<void> {
  try {
    await repository.insertEvent(db, {
      event_name: event.name,
      event_params: event.params ?? {},
      locale: event.locale,
      ip: clip(event.ip),
    });
  } catch (error) {
    log.warn({ err: error }, 'tracking event not stored');
  }
}
