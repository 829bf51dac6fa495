import { ApiError } from '@casino/shared/errors/api-error';
import { toMajor } from '@casino/shared/money/minor-units';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { requestSession } from '../../api/api-routes.ts';
import type { GamePlatform } from '../../modules/game-wallet/game-platform.ts';
import { type ClientAssets, loadClientAssets } from './client-assets.ts';
import { gameApiRoutes } from './game-api-routes.ts';
import { GAME_ASSETS_PATH, GAME_PATH, VERIFY_PATH } from './house-game.ts';
import { verifyGameRound } from './house-verify.ts';
import {
  GAME_PAGE_CSP,
  PAGE_CSP,
  renderGamePage,
  renderNotFoundPage,
  renderRefusedPage,
  renderSignInPage,
  renderVerifyPage,
  type VerifyForm,
} from './launcher-page.ts';
import { findHouseGame } from './round-context.ts';

const MODES = { play: 'real', demo: 'demo' } as const;

function html(reply: FastifyReply, body: string, status = 200, csp = PAGE_CSP) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'SAMEORIGIN')
    .type('text/html; charset=utf-8')
    .send(body);
}

function query(request: FastifyRequest): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (typeof value === 'string') result[key] = value.slice(0, 200);
  }
  return result;
}

function money(minor: number): string {
  return toMajor(minor).toFixed(2);
}

/**
 * The house game provider: the launcher (`/platform/game/{sysname}/{mode}`), the clients' files, the
 * game API and the verify page.
 */
export async function houseGamesRoutes(app: FastifyInstance, services: AppServices, platform: GamePlatform) {
  const assets: ClientAssets = loadClientAssets({ live: services.config.env === 'development' });
  const assetsBase = `${GAME_ASSETS_PATH}/${assets.version}`;

  // Versioned URLs: a file never changes under its URL, so browsers keep it for a year.
  app.get<{ Params: { version: string; '*': string } }>(
    `${GAME_ASSETS_PATH}/:version/*`,
    async (request, reply) => {
      const asset = assets.get(request.params['*']);
      if (!asset) throw new ApiError('MethodNotFoundException', 'No such file');
      const current = request.params.version === assets.version;
      reply
        .header('content-type', asset.type)
        .header('etag', asset.etag)
        .header(
          'cache-control',
          assets.live ? 'no-cache' : current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
        )
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
      return reply.send(asset.body);
    },
  );

  const launch = async (request: FastifyRequest, reply: FastifyReply, sysname: string, modeName: string) => {
    const mode = MODES[modeName as keyof typeof MODES];
    const game = await findHouseGame(platform, sysname);
    if (!game || !mode)
      return html(reply, renderNotFoundPage('This game does not exist or is no longer available.'), 404);
    if (mode === 'demo' && !game.hasDemo) {
      return html(reply, renderNotFoundPage('This game has no demo mode. Sign in to play it.'), 404);
    }
    const session = await requestSession(request, services);
    if (mode === 'real' && session.userId === null)
      return html(reply, renderSignInPage(game, game.hasDemo), 401);
    try {
      const gameSession = await platform.openGameSession({
        userId: session.userId,
        sysname: game.sysname,
        mode,
        now: new Date(),
      });
      return html(
        reply,
        renderGamePage({ assets: assetsBase, token: gameSession.token, game, mode }),
        200,
        GAME_PAGE_CSP,
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.type === 'AuthorizationException')
        return html(reply, renderSignInPage(game, game.hasDemo), 401);
      return html(reply, renderRefusedPage('You cannot play right now', error.message), error.status);
    }
  };

  app.get<{ Params: { sysname: string; mode: string } }>(`${GAME_PATH}/:sysname/:mode`, (request, reply) =>
    launch(request, reply, request.params.sysname, request.params.mode),
  );
  // The spec's game URL defaults to play mode.
  app.get<{ Params: { sysname: string } }>(`${GAME_PATH}/:sysname`, (request, reply) =>
    launch(request, reply, request.params.sysname, 'play'),
  );
  const launchCustom = async (request: FastifyRequest, reply: FastifyReply, custom: string, mode: string) => {
    const sysname = await platform.customLaunchSysname(custom);
    if (sysname === undefined)
      return html(reply, renderNotFoundPage('This game does not exist or is no longer available.'), 404);
    return launch(request, reply, sysname, mode);
  };
  app.get<{ Params: { custom: string; mode: string } }>(
    `${GAME_PATH}/custom/:custom/:mode`,
    (request, reply) => launchCustom(request, reply, request.params.custom, request.params.mode),
  );
  app.get<{ Params: { custom: string } }>(`${GAME_PATH}/custom/:custom`, (request, reply) =>
    launchCustom(request, reply, request.params.custom, 'play'),
  );

  app.get(VERIFY_PATH, async (request, reply) => {
    const params = query(request);
    const form: VerifyForm = {
      game: params.game ?? '',
      serverSeed: params.server_seed ?? '',
      clientSeed: params.client_seed ?? '',
      nonce: params.nonce ?? '',
      mines: params.mines ?? '',
    };
    if (!form.serverSeed && !form.clientSeed && !form.nonce) return html(reply, renderVerifyPage(form, null));
    const game = await findHouseGame(platform, form.game.trim());
    const nonce = Number(form.nonce);
    const mines = form.mines === '' ? undefined : Number(form.mines);
    let error: string | undefined;
    if (!game) error = 'No game with that sysname.';
    else if (!/^[0-9a-f]{64}$/i.test(form.serverSeed.trim())) {
      error = 'A server seed is 64 hexadecimal characters (it is revealed when you rotate your seed pair).';
    } else if (!form.clientSeed) error = 'Enter the client seed.';
    else if (!Number.isSafeInteger(nonce) || nonce < 0) error = 'The nonce is a whole number, 0 or more.';
    else if (mines !== undefined && !(Number.isInteger(mines) && mines >= 1 && mines <= 24)) {
      error = 'Mines must be between 1 and 24.';
    }
    if (error || !game) return html(reply, renderVerifyPage(form, { error: error ?? 'No such game.' }), 400);
    const verification = await verifyGameRound(services.db, game, {
      serverSeed: form.serverSeed.trim(),
      clientSeed: form.clientSeed,
      nonce,
      ...(mines === undefined ? {} : { mines }),
    });
    return html(reply, renderVerifyPage(form, { title: game.title, verification, money }));
  });

  await app.register(async (scope) => gameApiRoutes(scope, services, platform));
}
