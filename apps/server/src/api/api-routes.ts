import { resolveActionName } from '@casino/shared/api/contract';
import type { HttpMethod } from '@casino/shared/api/define-action';
import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SharedBytes, sendShared, sharedBytes } from '../lib/compression.ts';
import { readCookie } from '../lib/cookies.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { DEVICE_COOKIE } from '../modules/account/known-device.ts';
import {
  isBlockedPlayersSession,
  resolveSession,
  SESSION_COOKIE,
} from '../modules/account/session.service.ts';
import { resolveLocale } from '../modules/content/content.service.ts';
import type { PersonalValuesCache } from '../web/personal-values-cache.ts';
import type { ActionContext, AppServices, RequestInfo, SessionState } from './action-context.ts';
import type { RegisteredAction } from './action-registry.ts';
import { type ActionRegistry, dispatchAction, findAction, type NameResolver } from './dispatch-action.ts';

/** Envelope parameters of spec §7 that every call may carry; they are not the action's own. */
const ENVELOPE_KEYS = new Set(['lang', 'v', 'nonstrict']);

type Fields = Record<string, unknown>;

/** An action's own parameters from the query and a form body (also the back-office's). */
export function actionParams(request: FastifyRequest): Fields {
  // Fastify also reads text/plain; an action's body is form data (spec §7), anything else is refused.
  const body = request.method === 'POST' ? request.body : undefined;
  if ((typeof body === 'string' || Buffer.isBuffer(body)) && body.length > 0) {
    throw new ApiError('InvalidRequestException', 'Unsupported content type', { status: 415 });
  }
  const params: Fields = {};
  const sources = [request.query, request.method === 'POST' ? request.body : undefined];
  for (const source of sources) {
    if (!source || typeof source !== 'object' || Buffer.isBuffer(source)) continue;
    for (const [key, value] of Object.entries(source as Fields)) {
      if (!ENVELOPE_KEYS.has(key)) params[key] = value;
    }
  }
  return params;
}

/** `lang` defaults to the query's; pages pass their URL's locale prefix instead. */
export async function requestInfo(
  request: FastifyRequest,
  services: AppServices,
  lang: string | undefined = typeof (request.query as Fields).lang === 'string'
    ? ((request.query as Fields).lang as string)
    : undefined,
): Promise<RequestInfo> {
  const query = request.query as Fields;
  return {
    requestId: request.id,
    host: request.hostname.replace(/:\d+$/, ''),
    locale: await resolveLocale(services.db, services.contentCache, lang),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    nonStrict: query.nonstrict === '1',
    deviceToken: readCookie(request.headers.cookie, DEVICE_COOKIE),
  };
}

/** The session behind the request's cookie (resolved once per request). */
export async function requestSession(request: FastifyRequest, services: AppServices): Promise<SessionState> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  const resolved = await resolveSession(services.db, token);
  if (resolved) return { userId: resolved.userId, tokenHash: resolved.tokenHash, cookies: [] };
  // Only a cookie that no longer signs in costs this read; a guest without one costs nothing.
  const blocked = token !== undefined && (await isBlockedPlayersSession(services.db, token));
  return { userId: null, tokenHash: null, cookies: [], ...(blocked ? { blocked } : {}) };
}

/**
 * CSRF protection for state-changing calls: a browser tells where a request comes from
 * (Sec-Fetch-Site, Origin, Referer), and only the site itself may change state with its players' cookies.
 * Clients that are not browsers send none of them and carry no player's cookie by accident. A GET is
 * checked only when it changes state (`sameSiteOnly`): a top-level link from another site carries the
 * SameSite=Lax cookie but says `Sec-Fetch-Site: cross-site` (older browsers: a foreign Referer).
 */
export function assertSameOrigin(request: FastifyRequest, services: AppServices, sameSiteGet = false) {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isRead && !sameSiteGet) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') {
    throw new ApiError('AccessDeniedException', 'Cross-site requests are not allowed');
  }
  if (fetchSite === 'same-origin') return;
  const origin = request.headers.origin ?? (isRead ? refererOrigin(request.headers.referer) : undefined);
  if (origin && !isOwnOrigin(origin, request, services)) {
    throw new ApiError('AccessDeniedException', 'Cross-site requests are not allowed');
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Whether a browser's Origin header names this site: the host it was reached at, or its public URL. */
export function isOwnOrigin(origin: string, request: FastifyRequest, services: AppServices): boolean {
  if (origin === new URL(services.config.publicUrl).origin) return true;
  try {
    // Compared as URLs, so a default port written out (`:80`) on either side does not matter.
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/** What an action sees of an HTTP request: the services, the request's locale and the caller's session. */
async function actionContext(
  request: FastifyRequest,
  services: AppServices,
  session: SessionState,
): Promise<ActionContext> {
  return { ...services, request: await requestInfo(request, services), session, log: request.log };
}

/**
 * Runs one action for an HTTP request and answers `{data}`: the origin check, the caller's session and
 * locale, the action's rules. The content client's calls run their actions through it too.
 */
export async function answerAction(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  action: RegisteredAction,
  params: Fields,
  session?: () => Promise<SessionState>,
) {
  assertSameOrigin(request, services, action.definition.sameSiteOnly);
  const ctx = await actionContext(
    request,
    services,
    await (session ?? (() => requestSession(request, services)))(),
  );
  const method: HttpMethod = request.method === 'POST' ? 'POST' : 'GET';
  const data = await dispatchAction(action, method, params, ctx);
  if (ctx.session.cookies.length > 0) reply.header('set-cookie', ctx.session.cookies);
  return reply.header('cache-control', 'private, no-store').send({ data });
}

/** How long a guest's answer of a `sharedWithGuests` action is reused (decision 0072). */
export const GUEST_ANSWER_MS = 1_000;
/** At most this many URLs' answers are kept; made-up query strings only push out the oldest. */
const GUEST_ANSWERS_MAX = 500;

/**
 * What guests read of the site (general info, banners, popups, page metadata, the game catalogue and its
 * categories and providers) is the same for every caller without a session: its answer, serialized
 * once, serves every guest asking for the same host and URL within a second, as long as the content
 * cache is not cleared (a publish clears it at once). A caller with a session cookie always gets their own.
 */
function guestAnswers(services: AppServices) {
  const answers = new TtlCache<SharedBytes>(GUEST_ANSWER_MS, Date.now, GUEST_ANSWERS_MAX);
  return async (request: FastifyRequest, reply: FastifyReply, action: RegisteredAction) => {
    const key = `${services.contentCache.generation}\n${request.hostname}\n${request.url}`;
    const answer = await answers.get(key, async () => {
      const params = actionParams(request);
      const ctx = await actionContext(request, services, { userId: null, tokenHash: null, cookies: [] });
      return sharedBytes(JSON.stringify({ data: await dispatchAction(action, 'GET', params, ctx) }));
    });
    reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8');
    return sendShared(request, reply, answer);
  };
}

/**
 * The API. `keptPlayers` is the process's one record of what was read of players a moment ago (decision
 * 0058), shared with the pages: a read answers from the player's session checked then, unless the player
 * changed since; a call that may change state checks it again.
 */
export async function apiRoutes(
  app: FastifyInstance,
  services: AppServices,
  registry: ActionRegistry,
  keptPlayers: PersonalValuesCache,
  resolveName: NameResolver = resolveActionName,
) {
  const answerGuest = guestAnswers(services);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/:action',
    handler: async (request, reply) => {
      const action = findAction(registry, (request.params as { action: string }).action, resolveName);
      const read = request.method === 'GET' && !action.definition.sameSiteOnly;
      const token = readCookie(request.headers.cookie, SESSION_COOKIE);
      if (read && action.definition.sharedWithGuests && token === undefined) {
        return answerGuest(request, reply, action);
      }
      const session = read
        ? () => keptPlayers.session(token, () => requestSession(request, services))
        : undefined;
      return answerAction(request, reply, services, action, actionParams(request), session);
    },
  });
}
