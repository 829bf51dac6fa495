import { serializeCookie } from '../lib/cookies.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from '../modules/account/known-device.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../modules/account/session.service.ts';
import type { ActionContext } from './action-context.ts';

/** Sets the session cookie on the action's reply (sign-in, registration). */
export function setSessionCookie(ctx: ActionContext, token: string) {
  ctx.session.cookies.push(
    serializeCookie(SESSION_COOKIE, token, {
      maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000,
      secure: ctx.config.publicUrl.startsWith('https:'),
    }),
  );
}

/** Clears the session cookie on the action's reply (sign-out, self-exclusion). */
export function clearSessionCookie(ctx: ActionContext) {
  ctx.session.cookies.push(
    serializeCookie(SESSION_COOKIE, '', {
      maxAgeSeconds: 0,
      secure: ctx.config.publicUrl.startsWith('https:'),
    }),
  );
}

/** Marks the browser as a known device of the account (kept after sign-out: it is no session). */
export function setDeviceCookie(ctx: ActionContext, token: string) {
  ctx.session.cookies.push(
    serializeCookie(DEVICE_COOKIE, token, {
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_S,
      secure: ctx.config.publicUrl.startsWith('https:'),
    }),
  );
}
