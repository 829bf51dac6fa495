import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ApiError } from '@casino/shared/errors/api-error';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppServices, CoreServices } from './api/action-context.ts';
import { buildActionRegistry } from './api/action-registry.ts';
import { apiRoutes } from './api/api-routes.ts';
import { contentClientRoutes } from './api/content-client-routes.ts';
import { MAX_URL_LENGTH, sendApiError, sendClientError } from './api/error-handler.ts';
import { BODY_LIMIT_BYTES, registerFormBodies } from './api/form-bodies.ts';
import { buildOpenApiDocument } from './api/openapi.ts';
import { setRateLimitScale } from './api/rate-limit.ts';
import { rateLimitPruneTimer } from './api/rate-limit-pruning.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { embeddedUpkeepTimer } from './db/embedded-upkeep.ts';
import { readAnyLocale } from './db/readiness.repository.ts';
import { COMPRESS_FROM_BYTES } from './lib/compression.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { socialAuthRoutes } from './modules/account/social-auth-routes.ts';
import { bonusExpiryTimer } from './modules/bonuses/bonus-expiry.ts';
import { cashbackJob } from './modules/cashback/cashback-job.ts';
import { historyExportRoutes } from './modules/cashier/history-export-routes.ts';
import { withdrawalRecoveryTimer } from './modules/cashier/payment-recovery.ts';
import { paymentWebhookRoutes } from './modules/cashier/payment-webhook-routes.ts';
import { contentRoutes } from './modules/content/content-routes.ts';
import { dashboardJob } from './modules/dashboard/dashboard-job.ts';
import { freeSpinExpiryTimer } from './modules/free-spins/free-spin-expiry.ts';
import { gameHistoryExportRoutes } from './modules/game-wallet/history-export-routes.ts';
import { missedStakePointsAtStart } from './modules/game-wallet/missed-stake-points.ts';
import { walletRoutes } from './modules/game-wallet/wallet-routes.ts';
import { catalogueFollower } from './modules/games/catalogue-follow.ts';
import { gameArtRoutes } from './modules/games/game-art-routes.ts';
import { imageRoutes } from './modules/images/image-routes.ts';
import { MAX_FRAME_BYTES } from './modules/live/live-channel.ts';
import { liveRoutes } from './modules/live/live-routes.ts';
import { outboxDevRoutes } from './modules/outbox/outbox-dev-routes.ts';
import { createOutboxDispatcher } from './modules/outbox/outbox-dispatcher.ts';
import { setSessionBreakMinutes } from './modules/responsible-gaming/play-status.service.ts';
import { betSettlerTimer } from './modules/sportsbook/bet-settler-timer.ts';
import {
  backofficeApiRoutes,
  backofficeAppRoutes,
  kycImageRoutes,
  reportExportRoutes,
} from './modules/staff/backoffice-routes.ts';
import { tournamentsFollower } from './modules/tournaments/tournaments-follow.ts';
import { tournamentsJob } from './modules/tournaments/tournaments-job.ts';
import { trackingRoutes } from './modules/tracking/tracking-routes.ts';
import { verificationWebhookRoutes } from './modules/verification/verification-webhook-routes.ts';
import { webPublicDir } from './repo-paths.ts';
import { thirdPartyRoutes, wireThirdParties } from './third-parties.ts';
import { followKeptPlayers } from './web/kept-players.ts';
import { type PageHandler, pageRoutes, webRoutes } from './web/web-routes.ts';

const BLANK_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title></head>' +
  '<body><p>Blank</p></body></html>';

/** Text answers worth compressing: HTML, CSS, JavaScript, JSON, XML, SVG, CSV. */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:json|xml|javascript)(?:;|$)|^image\/svg\+xml/;

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built player site (off in API tests, which have no web build). */
  web?: boolean;
  /** Render pages with this instead of the web build: tests of the page routes, which have no build. */
  renderPage?: PageHandler;
  /** The sportsbook's clock (tests fast-forward the feed); the real one otherwise. */
  sportsbookClock?: () => number;
  /**
   * Roll up the dashboard's closed days as the app starts (the default); tests that roll days up
   * themselves and count what was stored turn it off.
   */
  rollUpDashboardAtStart?: boolean;
}

/** The whole platform as one Fastify app; main.ts listens, tests use `app.inject`. */
export async function buildApp(core: CoreServices, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const services: AppServices = { ...core, ...wireThirdParties(core, options.sportsbookClock) };
  setRateLimitScale(services.config.rateLimitScale);
  setSessionBreakMinutes(services.config.sessionLimitBreakMinutes);
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request costs throughput and says little; errors are logged with their request id.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Behind a load balancer the client's address comes from X-Forwarded-For, but only through the
    // proxies the operator named: anyone else could write any address into that header.
    trustProxy: services.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A bad URL, an over-long path parameter, or a request Node refuses before routing (headers past
    // its limit, a malformed request line) still answers the spec's error envelope.
    frameworkErrors: (error, request, reply) => sendApiError(error, request, reply),
    clientErrorHandler: sendClientError,
  });

  const headersFor = securityHeaders(services.config.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of headersFor(request.url)) reply.header(name, value);
    if (request.url.length > MAX_URL_LENGTH) {
      throw new ApiError('InvalidRequestException', 'Request URL is too long', { status: 414 });
    }
  });

  await registerFormBodies(app);
  // Answers of 1 KB and more leave compressed (brotli at a cheap level, else gzip). Built assets were
  // compressed at build time and stored guest pages once per page, so they are not compressed again.
  // Request bodies are never inflated: the body limit stays a limit on what arrives. Answers up to 32 KB
  // are compressed in one call (~0.1 ms for a page of games, 8–10 KB) rather than through a stream per
  // answer, whose setup and thread-pool round trips cost more than the compression (the plugin's default
  // cut on two cores, 8 KB, sent every games.get page through a stream).
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    syncThreshold: 32 * 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });
  // Before any route: an upgrade request to a path without a WebSocket handler is then closed.
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.setErrorHandler((error, request, reply) => sendApiError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendApiError(
      new ApiError('MethodNotFoundException', `Not found: ${request.url.split('?')[0]}`),
      request,
      reply,
    ),
  );

  // Liveness: the process answers (restart it only when this fails). Readiness: it can serve, i.e. reach
  // its database (take it out of the balancer while this says 503; it comes back by itself).
  app.get('/livez', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await readAnyLocale(services.db);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn(`not ready: database unavailable (${(error as Error).message})`);
      return reply.status(503).send({ status: 'unavailable' });
    }
    return reply.send({ status: 'ok' });
  });

  // The bench's floor: what the framework costs to answer a constant (hooks, headers, routing, JSON), in
  // the same process as the endpoints measured against it. Not served outside the bench.
  if (services.config.benchRoutes) {
    app.get('/bench/floor', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: 1 }),
    );
    // And a browser's floor: a page with nothing to load or run, measured by Lighthouse beside the site's.
    app.get('/bench/blank-page', async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(BLANK_PAGE_HTML),
    );
  }

  const openApi = JSON.stringify(buildOpenApiDocument(services.config.publicUrl));
  app.get('/api/docs', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApi),
  );

  const registry = buildActionRegistry();
  const keptPlayers = await followKeptPlayers(app, services);
  await app.register(async (scope) => apiRoutes(scope, services, registry, keptPlayers));
  await app.register(async (scope) => contentClientRoutes(scope, services, registry));
  await app.register(async (scope) => backofficeApiRoutes(scope, services));
  await app.register(async (scope) => kycImageRoutes(scope, services));
  await app.register(async (scope) => reportExportRoutes(scope, services));
  await app.register(async (scope) => contentRoutes(scope, services));
  await app.register(async (scope) => gameArtRoutes(scope, services));
  await app.register(async (scope) => catalogueFollower(scope, services));
  await app.register(async (scope) => tournamentsFollower(scope, services));
  await app.register(async (scope) =>
    imageRoutes(scope, {
      publicDir: webPublicDir,
      cacheDir: path.join(services.config.dataDir, 'image-cache'),
    }),
  );
  await app.register(async (scope) => liveRoutes(scope, services));
  await app.register(async (scope) => trackingRoutes(scope, services));
  await app.register(async (scope) => socialAuthRoutes(scope, services));
  await app.register(async (scope) => paymentWebhookRoutes(scope, services));
  await app.register(async (scope) => verificationWebhookRoutes(scope, services));
  await app.register(async (scope) => historyExportRoutes(scope, services));
  await app.register(async (scope) => thirdPartyRoutes(scope, services));
  await app.register(async (scope) => walletRoutes(scope, services));
  await app.register(async (scope) => gameHistoryExportRoutes(scope, services));
  await app.register(async (scope) => bonusExpiryTimer(scope, services));
  await app.register(async (scope) => freeSpinExpiryTimer(scope, services));
  await app.register(async (scope) => cashbackJob(scope, services));
  await app.register(async (scope) =>
    dashboardJob(scope, services, { atStart: options.rollUpDashboardAtStart ?? true }),
  );
  await app.register(async (scope) => tournamentsJob(scope, services));
  await app.register(async (scope) => rateLimitPruneTimer(scope, services));
  await app.register(async (scope) => embeddedUpkeepTimer(scope, services));
  await app.register(async (scope) => withdrawalRecoveryTimer(scope, services));
  await app.register(async (scope) => missedStakePointsAtStart(scope, services));
  await app.register(async (scope) => betSettlerTimer(scope, services));
  if (services.config.outboxPage) await app.register(async (scope) => outboxDevRoutes(scope, services));
  if (options.web) {
    await app.register(async (scope) => backofficeAppRoutes(scope));
    await app.register(async (scope) => webRoutes(scope, services, registry, keptPlayers));
  } else if (options.renderPage) {
    const renderPage = options.renderPage;
    await app.register(async (scope) => pageRoutes(scope, services, registry, keptPlayers, renderPage));
  }

  // Without a transport, email stays stored in the outbox (see the development outbox page).
  const emailTransport = services.emailTransport;
  if (emailTransport) {
    const dispatcher = createOutboxDispatcher(services.db, emailTransport, app.log);
    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', () => dispatcher.stop());
  }

  return app;
}
