import { TRACKING_PARAM_MAX, TRACKING_PARAMS, type TrackingParam } from '@casino/shared/analytics/signals';
import { landingQuery } from './landing-query.ts';

/**
 * Spec §4 Analytics: the tracking parameters of the address the visitor landed with (kept by the head
 * script, decision 0021), for the tag manager and for registration, which stores them on the player.
 * A value too long for an affiliate's id is left out rather than cut into another id.
 */
export function landingTrackingParams(
  query: URLSearchParams = landingQuery(),
): Partial<Record<TrackingParam, string>> {
  const params: Partial<Record<TrackingParam, string>> = {};
  for (const name of TRACKING_PARAMS) {
    const value = query.get(name)?.trim();
    if (value && value.length <= TRACKING_PARAM_MAX) params[name] = value;
  }
  return params;
}
