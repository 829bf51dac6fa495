import { z } from 'zod';
import {
  TRACKING_PARAM_MAX,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  WEB_VITALS_PER_REPORT,
} from '../analytics/signals.ts';
import { defineAction } from '../api/define-action.ts';
import { formFlag, formJson, formText } from '../api/form-params.ts';

/** An id the browser made up (a session, a fingerprint hash): letters, digits and - _ only. */
const token = (min: number, max: number) =>
  formText({ min, max }).pipe(z.string().regex(/^[\w-]+$/, 'Only letters, digits, - and _'));

export const trackingContract = {
  'events.handle': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      "Stores a product analytics event (name and JSON parameters), the signed-in player's when a session is sent.",
    params: z.object({
      event_name: formText({ max: 100 }).pipe(
        z.string().regex(/^[\w.:-]+$/, 'Only letters, digits and . _ : -'),
      ),
      event_params: formJson(z.record(z.string(), z.unknown()), 4000).optional(),
    }),
    result: z.literal(1),
  }),
  'signals.deviceRisk': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      'Platform extension (spec §5 tracking): the device-risk query the site sends 3 s after start. Stores the ' +
      "fingerprint session's signal for the visitor (and player) and answers its risk.",
    params: z.object({
      /** The browser session's id (one per tab session, a random UUID). */
      session: token(8, 64),
      /** What the fingerprint agent's getSession() gave: opaque, the built-in agent's a device hash. */
      payload: formText({ min: 16, max: 4096 }).pipe(
        z.string().regex(/^[\w+/=.:-]+$/, 'Not an agent payload'),
      ),
      /** The browser says automation drives it (navigator.webdriver). */
      automated: formFlag().optional(),
    }),
    result: z.object({ risk: z.enum(['low', 'medium', 'high']) }),
  }),
  'signals.webVitals': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      'Platform extension (spec §5 tracking, real-user monitoring): Core Web Vitals of one page view, sent ' +
      'with sendBeacon; the back-office reports their 75th percentile per route and day.',
    params: z.object({
      /** The page's route in the site's route table (its id), not its address: a report per kind of page. */
      route: formText({ max: 120 }).pipe(z.string().regex(/^[\w./$-]+$/, 'A route id')),
      metrics: formJson(
        z
          .array(
            z.object({
              name: z.enum(WEB_VITAL_NAMES),
              value: z.number().finite().min(0).max(600_000),
              rating: z.enum(WEB_VITAL_RATINGS),
            }),
          )
          .min(1)
          .max(WEB_VITALS_PER_REPORT),
        1000,
      ),
    }),
    result: z.literal(1),
  }),
} as const;

/** The landing's tracking parameters as registration takes them (spec §4 Analytics). */
export const trackingParamsSchema = {
  track_id: formText({ max: TRACKING_PARAM_MAX }).optional(),
  publisher_id: formText({ max: TRACKING_PARAM_MAX }).optional(),
  goal_id: formText({ max: TRACKING_PARAM_MAX }).optional(),
  link_id: formText({ max: TRACKING_PARAM_MAX }).optional(),
};
