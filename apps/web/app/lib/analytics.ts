import type { ApiCaller } from '@casino/shared/api/api-caller';
import { ApiError } from '@casino/shared/errors/api-error';

/**
 * Product analytics through the platform's events.handle (spec §7: GET events.handle with
 * event_name and event_params). The spec names no event for these; the names are the site's own.
 */
export const ANALYTICS_EVENTS = {
  /** Spec §8: a refused sign-in (wrong credentials, a wrong or expired two-factor code, a blocked account…). */
  loginFailed: 'login_failed',
  /** Spec §8: a sign-out the platform did not confirm. */
  logoutFailed: 'logout_failed',
  /** Spec §8 (promo code, cashier/offers): the platform refused a promo code. */
  promoCodeNotFound: 'promocode-not-found',
} as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** Longest server text an event carries (events.handle takes 4000 characters of JSON in all). */
const MAX_MESSAGE = 200;

/** A failed call as an event's parameters: the platform's error code (spec §8) and its text. */
export function failureParams(error: unknown): { error_code: string; error_message: string } {
  if (error instanceof ApiError) {
    return { error_code: error.code, error_message: error.message.slice(0, MAX_MESSAGE) };
  }
  return {
    error_code: 'UnknownError',
    error_message: (error instanceof Error ? error.message : String(error)).slice(0, MAX_MESSAGE),
  };
}

/**
 * Sends one event. Analytics never costs the player anything: the promise always resolves, whether
 * the event was stored or not.
 */
export async function trackEvent(
  api: ApiCaller,
  name: AnalyticsEvent,
  params: Record<string, unknown> = {},
): Promise<void> {
  try {
    await api('events.handle', { event_name: name, event_params: JSON.stringify(params) });
  } catch {
    // Not stored: a lost analytics event is no reason to trouble the player.
  }
}

/** Spec §8: login and logout failures send an analytics event with the error code. */
export function trackAuthFailure(api: ApiCaller, action: 'login' | 'logout', error: unknown): Promise<void> {
  const name = action === 'login' ? ANALYTICS_EVENTS.loginFailed : ANALYTICS_EVENTS.logoutFailed;
  return trackEvent(api, name, failureParams(error));
}
