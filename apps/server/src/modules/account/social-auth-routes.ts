import { ApiError } from '@casino/shared/errors/api-error';
import { ERROR_STATUS } from '@casino/shared/errors/error-types';
import { SOCIAL_CALLBACK_PATH } from '@casino/shared/routing/site-paths';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { requestSession } from '../../api/api-routes.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { getGeneralInfo, getLocales, resolveLocale } from '../content/content.service.ts';
import { getRegistrationSettings } from './registration-forms.ts';
import { endSession, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './session.service.ts';
import { finishSocialAuth, OAUTH_STATE_TTL_MS, startSocialAuth } from './social-auth.service.ts';
import {
  renderSocialCallbackPage,
  SOCIAL_CALLBACK_CSP,
  type SocialAuthMessage,
} from './social-callback-page.ts';

/** Binds a started sign-in to the browser that started it (login CSRF, RFC 6749 §10.12). */
const STATE_COOKIE = 'oauth_state';

// The request schemas. A refused start answers the error envelope (the pop-up has not left the site);
// a refused callback answers the callback page, which tells the opener the sign-in failed.
const initQuery = z.object({
  service: z.string().max(32).default(''),
  // Any length the URL limit lets through: a bad return path falls back to home (safeInternalPath).
  redirect_url: z.string().optional(),
  type_auth: z.string().max(32).optional(),
});
const callbackPath = z.object({ service: z.string().max(32) });
const callbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});

/** The locale a return path is in (its prefix), so a new account starts in the language the player used. */
async function localeOfPath(services: AppServices, path: string): Promise<string> {
  const prefix = path.split(/[/?#]/)[1];
  const { locales } = await getLocales(services.db, services.contentCache);
  const known = locales.some((locale) => locale.code === prefix);
  return resolveLocale(services.db, services.contentCache, known ? prefix : undefined);
}

/**
 * Social sign-in (spec §2.2): the site opens /oauth/init in a 640×480 pop-up; it goes to the
 * network, which comes back to /oauth/callback/{service}; that page signs the player in and tells the
 * opener, then closes.
 */
export async function socialAuthRoutes(app: FastifyInstance, services: AppServices) {
  const siteOrigin = new URL(services.config.publicUrl).origin;
  const secure = services.config.publicUrl.startsWith('https:');

  app.get('/oauth/init', async (request, reply) => {
    const params = initQuery.parse(request.query);
    const defaultLocale = await resolveLocale(services.db, services.contentCache, undefined);
    const settings = await getRegistrationSettings(services.db, services.contentCache, defaultLocale);
    const { state, location } = await startSocialAuth(
      services.db,
      { service: params.service, redirectUrl: params.redirect_url, typeAuth: params.type_auth },
      {
        services: settings.socialServices,
        siteOrigin,
        provider: services.socialProviderFor(params.service),
      },
    );
    return reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        serializeCookie(STATE_COOKIE, state, { maxAgeSeconds: OAUTH_STATE_TTL_MS / 1000, secure }),
      )
      .redirect(location, 302);
  });

  app.get(`${SOCIAL_CALLBACK_PATH}/:service`, async (request, reply) => {
    const cookies = [serializeCookie(STATE_COOKIE, '', { maxAgeSeconds: 0, secure })];
    const send = (status: number, message: SocialAuthMessage, redirect: string) =>
      reply
        .status(status)
        .header('cache-control', 'no-store')
        .header('content-security-policy', SOCIAL_CALLBACK_CSP)
        .header('set-cookie', cookies)
        .type('text/html; charset=utf-8')
        .send(renderSocialCallbackPage(message, redirect));
    const failed = (status: number) =>
      send(
        status,
        { type: 'aurora:social-auth', status: 'failed', created: false, type_auth: 'authorization' },
        '/',
      );
    const path = callbackPath.safeParse(request.params);
    const query = callbackQuery.safeParse(request.query);
    if (!path.success || !query.success) return failed(400);
    const { service } = path.data;
    const params = query.data;
    try {
      const outcome = await finishSocialAuth(
        services.db,
        {
          service,
          state: params.state,
          browserState: readCookie(request.headers.cookie, STATE_COOKIE),
          code: params.code,
          error: params.error,
        },
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        {
          siteOrigin,
          provider: services.socialProviderFor(service),
          settings: await getRegistrationSettings(
            services.db,
            services.contentCache,
            await resolveLocale(services.db, services.contentCache, undefined),
          ),
          currency: (await getGeneralInfo(services.db, services.contentCache)).default_currency,
          localeFor: (path) => localeOfPath(services, path),
        },
      );
      const base = { type: 'aurora:social-auth' as const, type_auth: outcome.typeAuth };
      if (outcome.status === 'cancelled')
        return send(200, { ...base, status: 'cancelled', created: false }, outcome.redirectPath);
      const previous = await requestSession(request, services);
      if (previous.tokenHash) await endSession(services.db, previous.tokenHash);
      cookies.push(
        serializeCookie(SESSION_COOKIE, outcome.session.token, {
          maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000,
          secure,
        }),
      );
      return send(200, { ...base, status: 'signed-in', created: outcome.created }, outcome.redirectPath);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return failed(ERROR_STATUS[error.type]);
    }
  });
}
