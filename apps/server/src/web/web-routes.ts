import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiError } from '@casino/shared/errors/api-error';
import { chatVendorOrigins } from '@casino/shared/support/chat-vendor-origins';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { z } from 'zod';
import type { AppServices, SessionState } from '../api/action-context.ts';
import { assertSameOrigin, requestInfo, requestSession } from '../api/api-routes.ts';
import type { ActionRegistry } from '../api/dispatch-action.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import { pingDatabase } from '../db/readiness.repository.ts';
import { acceptsGzip } from '../lib/compression.ts';
import { readCookie } from '../lib/cookies.ts';
import { SESSION_COOKIE } from '../modules/account/session.service.ts';
import { createContentAccess } from '../modules/content/content-access.ts';
import { followContentChanges } from '../modules/content/content-editing.service.ts';
import { buildStoreDir, storedAssetDirs, webBuildDir } from '../repo-paths.ts';
import { appUpdateRoutes } from './app-update-routes.ts';
import {
  createNonce,
  GuestPageCache,
  isDocumentAddress,
  pageRequestUrl,
  type RenderedPage,
} from './guest-page-cache.ts';
import { createInProcessApi } from './in-process-api.ts';
import { type LocaleMemory, localeMemory } from './locale-memory.ts';
import type { PersonalValuesCache } from './personal-values-cache.ts';
import { PlayerPageCache } from './player-page-cache.ts';

/** Renders one page: React Router's request handler for the web build (or a stand-in in tests). */
export type PageHandler = ReturnType<typeof createRequestHandler>;

/**
 * Serves the player site: hashed assets from the client build (cached for a year), everything else
 * rendered by React Router on the server.
 */
export async function webRoutes(
  app: FastifyInstance,
  services: AppServices,
  registry: ActionRegistry,
  keptPlayers: PersonalValuesCache,
) {
  const buildDir = existsSync(path.join(buildStoreDir, 'CURRENT')) ? webBuildDir() : undefined;
  const serverEntry = buildDir && path.join(buildDir, 'server/index.js');
  if (!serverEntry || !existsSync(serverEntry)) {
    throw new Error(`The web build is missing (${serverEntry ?? buildStoreDir}); run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(
    build,
    services.config.env === 'development' ? 'development' : 'production',
  );

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    // The build wrote .br and .gz beside each text file (scripts/precompress.mjs).
    preCompressed: true,
    // Otherwise send's own `max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  // During a rolling restart a page from one build asks a process of another for its hashed assets:
  // those of every build kept in the store are served too (the static routes above know only this one's).
  app.get('/assets/:file', async (request, reply) => {
    const params = assetParams.safeParse(request.params);
    const dir = params.success
      ? storedAssetDirs().find((candidate) => existsSync(path.join(candidate, params.data.file)))
      : undefined;
    if (!params.success || !dir) {
      throw new ApiError('MethodNotFoundException', `Not found: ${request.url.split('?')[0]}`);
    }
    return reply.sendFile(params.data.file, dir);
  });
  await appUpdateRoutes(
    app,
    { id: build.assets.version, timestamp: Math.floor(statSync(serverEntry).mtimeMs) },
    createContentAccess(services.db, services.contentCache),
  );

  await pageRoutes(app, services, registry, keptPlayers, handleRequest, sharedForPlayers(build));
}

/**
 * Whether a signed-in player's page at `pathname` may be rendered for every player (decision 0047):
 * every route it matches declares that it shows the player's values only in holes. Asked before
 * rendering, so that the player's own pages (profile, cashier, …) cost no render for nobody.
 */
function sharedForPlayers(build: ServerBuild): (pathname: string) => boolean {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => {
        const entry = route as NonNullable<(typeof build.routes)[string]>;
        const handle = (entry.module as { handle?: { personalHoles?: boolean } }).handle;
        const shared = { handle: { personalHoles: handle?.personalHoles === true } };
        return entry.index
          ? { index: true, path: entry.path, ...shared }
          : { path: entry.path, caseSensitive: entry.caseSensitive, children: children(entry.id), ...shared };
      });
  const routes = children(undefined);
  // Matching flattens and ranks every route each time: a page's answer is kept (a bounded set of
  // addresses; made-up ones are few next to the pages players ask for, and the set starts over when full).
  const answers = new Map<string, boolean>();
  return (pathname) => {
    let shared = answers.get(pathname);
    if (shared === undefined) {
      shared = matchRoutes(routes, pathname)?.every((match) => match.route.handle.personalHoles) ?? false;
      if (answers.size >= 10_000) answers.clear();
      answers.set(pathname, shared);
    }
    return shared;
  };
}

/**
 * Every page. The page sees its address on the configured PUBLIC_URL, never on the Host header, so
 * canonical, hreflang, Open Graph and sitemap addresses cannot be pointed elsewhere by a request. A GET
 * page is rendered from its address without the parameters no page reads (tracking, campaign, unknown),
 * as the browser's head script reduces its own before hydrating (docs/decisions/0021). A
 * signed-in player's page is rendered for them alone and never stored by anyone (`private, no-store`);
 * a guest's page is shared for a few seconds (docs/decisions/0004).
 */
export async function pageRoutes(
  app: FastifyInstance,
  services: AppServices,
  registry: ActionRegistry,
  // What was read of players a moment ago, shared with the API (decision 0058).
  personalValues: PersonalValuesCache,
  handleRequest: PageHandler,
  // The site's own routes say which pages are shared (entry.server.tsx checks again); a stand-in decides.
  sharesPage: (pathname: string) => boolean = () => true,
) {
  const publicOrigin = new URL(services.config.publicUrl).origin;
  // Page forms post their raw bodies to React Router actions; the API's parsers do not apply here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const content = createContentAccess(services.db, services.contentCache);
  const chatOrigins = chatVendorOrigins(
    services.config.supportChat.provider,
    services.config.supportChat.host,
  );
  const guestPages = new GuestPageCache();
  const playerPages = new PlayerPageCache();
  const unfollow = await followContentChanges(services.listen, () => {
    guestPages.clear();
    playerPages.clear();
  });
  app.addHook('onClose', async () => unfollow());
  const rememberLocale = async (request: FastifyRequest): Promise<LocaleMemory> => {
    if (request.method !== 'GET') return { kind: 'none' };
    const { locales, defaultLocale } = await content.locales();
    const cms = await content.cmsConfig(defaultLocale);
    return localeMemory({
      url: request.url,
      cookieHeader: request.headers.cookie,
      referer: request.headers.referer,
      acceptLanguage: request.headers['accept-language'],
      isBot: isbot(request.headers['user-agent'] ?? ''),
      fetchDest: headerValue(request.headers['sec-fetch-dest']),
      accept: request.headers.accept,
      siteOrigin: `${request.protocol}://${request.host}`,
      codes: locales.map((locale) => locale.code),
      defaultLocale,
      strategy: cms.common?.localeDetectionStrategy ?? '',
    });
  };
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const { prefix } = pageRequest.parse(request);
    assertSameOrigin(request, services);
    const memory = await rememberLocale(request);
    if (memory.kind === 'redirect') {
      return reply
        .status(302)
        .header('location', memory.location)
        .header('cache-control', 'private, no-store')
        .send();
    }
    const send = (page: RenderedPage, personal = false) =>
      sendPage(
        reply,
        memory.kind === 'remember' && page.status < 300 ? withCookie(page, memory.cookie) : page,
        personal,
      );
    const info = await requestInfo(request, services, prefix);
    // A page read answers from the session kept a moment ago, unless the player changed since (decision 0058).
    const session: SessionState =
      request.method === 'GET'
        ? await personalValues.session(readCookie(request.headers.cookie, SESSION_COOKIE), () =>
            requestSession(request, services),
          )
        : await requestSession(request, services);
    const api = createInProcessApi(registry, { ...services, request: info, session, log: request.log });
    const address = request.method === 'GET' ? pageRequestUrl(request.url) : request.url;
    const renderPage = (cspNonce: string, url = address) =>
      handleRequest(toWebRequest(request, `${publicOrigin}${url}`), {
        api,
        content,
        requestId: request.id,
        cspNonce,
        formsFrameAncestors: services.config.formsFrameAncestors,
        chatOrigins,
        deviceFingerprintScript: services.config.deviceFingerprintScript,
        signedIn: session.userId !== null,
        playerBlocked: session.blocked === true,
        platformUnavailable: isDatabaseUnavailable,
      });
    // A redirect (a guest sent home from the cashier with `redirectUrl`, a content redirect rule merging
    // the query, a locale prefix) is not hydrated and takes the whole query along: answered for the
    // reduced address, it is asked again for the full one, for this request alone. It costs the loaders
    // only, no React render.
    const fullRedirect = async (page: RenderedPage) =>
      isRedirect(page) && address !== request.url
        ? readPage(await renderPage(createNonce(), request.url))
        : page;
    // The host stays in the key: a page's SEO entry is chosen by it (metadata.get).
    const key = guestPages.key({
      method: request.method,
      origin: `${request.protocol}://${request.host}`,
      url: request.url,
      cookieHeader: request.headers.cookie,
      userAgent: request.headers['user-agent'],
    });
    // A signed-in player's page: the part every player shares rendered once, their own values filled in
    // per request (docs/decisions/0047); a page that cannot be shared is rendered for them alone. React
    // Router's data requests carry the loaders' values themselves: always the player's own.
    const { userId, tokenHash } = session;
    if (
      userId !== null &&
      tokenHash !== null &&
      key !== null &&
      isDocumentAddress(request.url) &&
      sharesPage(new URL(address, publicOrigin).pathname)
    ) {
      const shared = await playerPages.serve(
        key,
        async (nonce, personalParts) =>
          readPage(
            await handleRequest(sharedRequest(request, `${publicOrigin}${address}`), {
              api: createInProcessApi(registry, {
                ...services,
                request: info,
                session: { userId: null, tokenHash: null, cookies: [] },
                log: request.log,
              }),
              content,
              requestId: request.id,
              cspNonce: nonce,
              formsFrameAncestors: services.config.formsFrameAncestors,
              chatOrigins,
              deviceFingerprintScript: services.config.deviceFingerprintScript,
              signedIn: true,
              playerBlocked: false,
              platformUnavailable: isDatabaseUnavailable,
              personalParts,
            }),
          ),
        (parts) => personalValues.read(parts, { userId, tokenHash }, api),
        {
          gzip: acceptsGzip(request.headers['accept-encoding']),
          onRefusal: (reason) => request.log.debug(`page rendered per player: ${reason}`),
        },
      );
      if (shared) return send(shared, true);
    }
    // A blocked player's browser gets the block page, which is no guest's page to keep.
    if (session.userId !== null || session.blocked)
      return send(await fullRedirect(await readPage(await renderPage(createNonce()))), true);
    // Pages are rendered whole before they are answered (entry.server.tsx), so their bytes are sent as
    // one buffer: piping them through a web stream into a Node stream costs more than it could save.
    const page = await fullRedirect(
      key === null
        ? await readPage(await renderPage(createNonce()))
        : await guestPages.serve(key, async (nonce) => readPage(await renderPage(nonce)), {
            gzip: acceptsGzip(request.headers['accept-encoding']),
          }),
    );
    // Loaders that failed for want of the database end in the error page (500, without its texts,
    // which live in the database too): asked whether the database is there, it gets the plain 503 page.
    if (page.status >= 500 && !(await databaseReachable(services))) return sendUnavailable(reply);
    return send(page);
  };
  // The site's own pages (maintenance included) are built from content in the database; while the
  // database is away the page is a plain one that needs nothing, with the 503 a balancer expects.
  const renderOrUnavailable = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await render(request, reply);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn(`page unavailable: database unavailable (${(error as Error).message})`);
      return sendUnavailable(reply);
    }
  };
  app.route({ method: ['GET', 'POST'], url: '/*', handler: renderOrUnavailable });
  app.route({ method: ['GET', 'POST'], url: '/', handler: renderOrUnavailable });
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 3}"><title>Back in a moment</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8ea;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center}main{max-width:32rem;padding:2rem}</style>
</head><body><main><h1>Back in a moment</h1><p>The site is briefly unavailable. Your balance and bets are safe; this page reloads by itself.</p></main></body></html>`;

async function databaseReachable(services: AppServices): Promise<boolean> {
  try {
    await pingDatabase(services.db);
    return true;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false;
    throw error;
  }
}

function sendUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(UNAVAILABLE_PAGE);
}

/** Hashed asset names: no path separators or dot segments can reach outside the assets folder. */
const assetParams = z.object({ file: z.string().regex(/^[\w-]+(\.[\w-]+)+$/) });

/**
 * All a page route reads of the request itself: the first segment of its address, the locale prefix it
 * may be. The rest (path, query, form body) is the page's, read by its loaders and actions.
 */
const pageRequest = z.object({ url: z.string() }).transform(({ url }) => ({ prefix: url.split(/[/?#]/)[1] }));

/** `url`: the address on PUBLIC_URL the page is rendered for. */
function toWebRequest(request: FastifyRequest, url: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body as Buffer } : {}),
  });
}

/**
 * The request a page shared by every signed-in player is rendered from: of the cookies only those its
 * key holds (theme, odds format), so that nothing of the player who happened to ask reaches it.
 */
function sharedRequest(request: FastifyRequest, url: string): Request {
  const headers = new Headers();
  const userAgent = request.headers['user-agent'];
  if (userAgent) headers.set('user-agent', userAgent);
  const cookies = SHARED_COOKIES.flatMap((name) => {
    const value = readCookie(request.headers.cookie, name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  return new Request(url, { method: 'GET', headers });
}

/** The cookies a guest page's key holds (guest-page-cache.ts): all a shared page may read. */
const SHARED_COOKIES = ['theme', 'odds_format'];

function isRedirect(page: RenderedPage): boolean {
  return page.status >= 300 && page.status < 400;
}

async function readPage(response: Response): Promise<RenderedPage> {
  return {
    status: response.status,
    headers: [...response.headers].filter(([key]) => key !== 'set-cookie'),
    cookies: response.headers.getSetCookie(),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The page with one more cookie; the page kept in the guest cache stays without it. */
function withCookie(page: RenderedPage, cookie: string): RenderedPage {
  return { ...page, cookies: [...page.cookies, cookie] };
}

/** A page for one player (signed in, or given a cookie) is kept by no cache on the way. */
function sendPage(reply: FastifyReply, page: RenderedPage, personal = false) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  if (personal || page.cookies.length > 0) reply.header('cache-control', 'private, no-store');
  // A stored guest page comes compressed; every other page is compressed on the way out (app.ts).
  if (page.encoding) reply.header('content-encoding', page.encoding).header('vary', 'accept-encoding');
  return reply.send(page.body);
}
