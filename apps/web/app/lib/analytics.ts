import type { ApiCaller } from '@casino/shared/api/api-caller';
import { ApiError } from '@casino/shared/errors/api-error';

/**
 * Product analytics (spec §4 Analytics, decision 0052): every event goes into the page's data layer,
 * which the tag manager reads when an operator configured one, and to the platform's own receiver,
 * events.handle (spec §7: GET events.handle with event_name and event_params), which stores it with the
 * signed-in player. The spec names no event; the names are the site's own.
 */
export const ANALYTICS_EVENTS = {
  /** Spec §4: after sign-in or registration the analytics tool identifies the player by id. */
  identify: 'identify',
  /** Spec §4: on sign-out it anonymizes. */
  anonymize: 'anonymize',
  signUp: 'sign_up',
  login: 'login',
  logout: 'logout',
  /** The player left for the payment page with this amount. */
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  gameStart: 'game_start',
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

declare global {
  interface Window {
    /** The tag manager's data layer (features/site-signals loads the tag manager that reads it). */
    dataLayer?: Record<string, unknown>[];
  }
}

/** Adds to the data layer, created when no tag manager made it yet (it reads what was pushed before). */
export function pushDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
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
  if (typeof window !== 'undefined') pushDataLayer({ ...params, event: name });
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

/**
 * Spec §4: after sign-in or registration the player is identified by id (the data layer's `user_id`,
 * and the platform stores the events of this session as theirs), then the success event follows.
 * Awaited: the page reloads next.
 */
export async function trackSignIn(
  api: ApiCaller,
  userId: number,
  how: typeof ANALYTICS_EVENTS.login | typeof ANALYTICS_EVENTS.signUp,
  params: Record<string, unknown> = {},
): Promise<void> {
  await trackEvent(api, ANALYTICS_EVENTS.identify, { user_id: userId });
  await trackEvent(api, how, params);
}

/** Spec §4: on sign-out the analytics forget the player (`user_id` cleared) after the logout event. */
export async function trackSignOut(api: ApiCaller, userId: number): Promise<void> {
  await trackEvent(api, ANALYTICS_EVENTS.logout, { user_id: userId });
  await trackEvent(api, ANALYTICS_EVENTS.anonymize, { user_id: null });
}
