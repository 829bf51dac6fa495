import { createHash } from 'node:crypto';
import type { TrackingParam, WebVitalName } from '@casino/shared/analytics/signals';
import type { FastifyBaseLogger } from 'fastify';
import { consumeRateLimit, RATE_LIMITS, type RateLimitRule } from '../../api/rate-limit.ts';
import type { Db } from '../../db/schema.ts';
import * as repository from './tracking.repository.ts';

const MAX_TEXT = 500;

function clip(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  return value.slice(0, MAX_TEXT);
}

/** Whose budget a measurement counts against: the player's own, or a guest's address (decision 0052). */
async function consumeSignalBudget(
  db: Db,
  rules: { byAccount: RateLimitRule; byIp: RateLimitRule },
  who: { userId: number | null; ip: string },
) {
  if (who.userId !== null) await consumeRateLimit(db, rules.byAccount, String(who.userId));
  else await consumeRateLimit(db, rules.byIp, who.ip);
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

/**
 * One analytics event, the signed-in player's (identify) or nobody's (a guest, or after anonymize).
 * Over budget it is refused (TooManyRequestsException); a storage failure is only logged.
 */
export async function recordEvent(
  db: Db,
  log: FastifyBaseLogger,
  event: {
    name: string;
    params: Record<string, unknown> | undefined;
    locale: string;
    ip: string;
    userId: number | null;
  },
): Promise<void> {
  await consumeSignalBudget(
    db,
    { byAccount: RATE_LIMITS.eventsByAccount, byIp: RATE_LIMITS.eventsByIp },
    event,
  );
  try {
    await repository.insertEvent(db, {
      event_name: event.name,
      event_params: event.params ?? {},
      locale: event.locale,
      ip: clip(event.ip),
      user_id: event.userId,
    });
  } catch (error) {
    log.warn({ err: error }, 'tracking event not stored');
  }
}

/**
 * The landing's tracking parameters, stored on the player who just registered (spec §4 Analytics). The
 * account stands whatever happens here: a failure is logged, never answered.
 */
export async function recordAttribution(
  db: Db,
  log: FastifyBaseLogger,
  userId: number,
  params: Partial<Record<TrackingParam, string | undefined>>,
): Promise<void> {
  const row = {
    track_id: params.track_id ?? null,
    publisher_id: params.publisher_id ?? null,
    goal_id: params.goal_id ?? null,
    link_id: params.link_id ?? null,
  };
  if (Object.values(row).every((value) => value === null)) return;
  try {
    await repository.insertAttribution(db, { user_id: userId, ...row });
  } catch (error) {
    log.error({ err: error, userId }, 'player attribution not stored');
  }
}

export type DeviceRisk = 'low' | 'medium' | 'high';

/**
 * The built-in device-risk receiver: a browser driven by automation, or a device two other players
 * already used, is high risk; one other player, medium. The signal is stored per session and player,
 * so a player's devices and a device's players can be told later.
 */
export async function assessDevice(
  db: Db,
  signal: {
    session: string;
    payload: string;
    automated: boolean;
    userId: number | null;
    ip: string;
    userAgent: string | undefined;
  },
): Promise<DeviceRisk> {
  await consumeSignalBudget(
    db,
    { byAccount: RATE_LIMITS.deviceRiskByAccount, byIp: RATE_LIMITS.deviceRiskByIp },
    signal,
  );
  // The device is what the agent's payload names: a vendor's payload would go to its API here instead.
  const fingerprint = createHash('sha256').update(signal.payload).digest('hex').slice(0, 32);
  const others = await repository.countOtherPlayersOnDevice(db, fingerprint, signal.userId);
  const risk: DeviceRisk = signal.automated || others >= 2 ? 'high' : others === 1 ? 'medium' : 'low';
  await repository.insertDeviceSignal(db, {
    session_id: signal.session,
    user_id: signal.userId,
    fingerprint,
    risk,
    accounts_on_device: others + (signal.userId === null ? 0 : 1),
    automated: signal.automated,
    ip: clip(signal.ip),
    user_agent: clip(signal.userAgent),
  });
  return risk;
}

/** One page view's Core Web Vitals (real-user monitoring), stored for the back-office's report. */
export async function recordWebVitals(
  db: Db,
  report: {
    route: string;
    metrics: readonly { name: WebVitalName; value: number; rating: string }[];
    userId: number | null;
    ip: string;
  },
  now = new Date(),
): Promise<void> {
  await consumeSignalBudget(
    db,
    { byAccount: RATE_LIMITS.vitalsByAccount, byIp: RATE_LIMITS.vitalsByIp },
    report,
  );
  const day = now.toISOString().slice(0, 10);
  // Each vital once: a report naming one twice keeps the last.
  const byName = new Map(report.metrics.map((metric) => [metric.name, metric]));
  await repository.insertWebVitals(
    db,
    [...byName.values()].map((metric) => ({
      day,
      route: report.route,
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
    })),
  );
}

/** What the back-office's player card shows of a player's acquisition and devices (decision 0052). */
export async function playerSignals(db: Db, userId: number) {
  const [attribution, device] = await Promise.all([
    repository.findAttribution(db, userId),
    repository.latestDeviceSignal(db, userId),
  ]);
  return {
    attribution: attribution ?? null,
    device_risk: device
      ? {
          risk: device.risk,
          accounts_on_device: device.accounts_on_device,
          automated: device.automated,
          at: new Date(device.created_at).toISOString(),
        }
      : null,
  };
}
