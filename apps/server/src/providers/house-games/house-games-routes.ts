import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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
import { amountText, findHouseGame } from './round-context.ts';

const MODES = { play: 'real', demo: 'demo' } as const;

// The request schemas. A refused launch is the not-found page (as an unknown game or mode is), a
// refused asset the not-found envelope, a refused verify request the verify page with its error.
// The spec's game URL defaults to play mode.
const launchMode = z.enum(['play', 'demo']).default('play');
const launchParams = z.object({ sysname: z.string(), mode: launchMode });
const customLaunchParams = z.object({ custom: z.string(), mode: launchMode });
const assetParams = z.object({ version: z.string(), '*': z.string() });
/** Each field is typed into the verify form: a single value, of a length a form field holds. */
const field = z.string().max(200).default('');
const verifyQuery = z.object({
  game: field,
  server_seed: field,
  client_seed: field,
  nonce: field,
  mines: field,
});

function html(reply: FastifyReply, body: string, status = 200, csp = PAGE_CSP) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'SAMEORIGIN')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * The house game provider: the launcher (`/platform/game/{sysname}/{mode}`), the clients' files, the
 * game API and the verify page.
 */
export async function houseGamesRoutes(app: FastifyInstance, services: AppServices, platform: GamePlatform) {
  const assets: ClientAssets = loadClientAssets({ live: services.config.env === 'development' });
  const assetsBase = `${GAME_ASSETS_PATH}/${assets.version}`;

  // Versioned URLs: a file never changes under its URL, so browsers keep it for a year.
  app.get(`${GAME_ASSETS_PATH}/:version/*`, async (request, reply) => {
    const params = assetParams.safeParse(request.params);
    const asset = params.success ? assets.get(params.data['*']) : undefined;
    if (!params.success || !asset) throw new ApiError('MethodNotFoundException', 'No such file');
    const current = params.data.version === assets.version;
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
  });

  const notFound = (reply: FastifyReply, message = 'This game does not exist or is no longer available.') =>
    html(reply, renderNotFoundPage(message, platform.siteLinks), 404);
  const launch = async (
    request: FastifyRequest,
    reply: FastifyReply,
    sysname: string,
    modeName: keyof typeof MODES,
  ) => {
    const mode = MODES[modeName];
    const game = await findHouseGame(platform, sysname);
    if (!game) return notFound(reply);
    if (mode === 'demo' && !game.hasDemo)
      return notFound(reply, 'This game has no demo mode. Sign in to play it.');
    const session = await requestSession(request, services);
    if (mode === 'real' && session.userId === null)
      return html(reply, renderSignInPage(game, game.hasDemo, platform.siteLinks), 401);
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
        return html(reply, renderSignInPage(game, game.hasDemo, platform.siteLinks), 401);
      return html(reply, renderRefusedPage('You cannot play right now', error.message), error.status);
    }
  };

  const launchGame = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = launchParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    return launch(request, reply, params.data.sysname, params.data.mode);
  };
  app.get(`${GAME_PATH}/:sysname/:mode`, launchGame);
  app.get(`${GAME_PATH}/:sysname`, launchGame);
  const launchCustom = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = customLaunchParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const sysname = await platform.customLaunchSysname(params.data.custom);
    if (sysname === undefined) return notFound(reply);
    return launch(request, reply, sysname, params.data.mode);
  };
  app.get(`${GAME_PATH}/custom/:custom/:mode`, launchCustom);
  app.get(`${GAME_PATH}/custom/:custom`, launchCustom);

  app.get(VERIFY_PATH, async (request, reply) => {
    const query = verifyQuery.safeParse(request.query);
    if (!query.success) {
      const blank: VerifyForm = { game: '', serverSeed: '', clientSeed: '', nonce: '', mines: '' };
      return html(
        reply,
        renderVerifyPage(blank, { error: 'Enter each field once, in at most 200 characters.' }),
        400,
      );
    }
    const params = query.data;
    const form: VerifyForm = {
      game: params.game,
      serverSeed: params.server_seed,
      clientSeed: params.client_seed,
      nonce: params.nonce,
      mines: params.mines,
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
    return html(
      reply,
      renderVerifyPage(form, {
        title: game.title,
        verification,
        // The recorded round's own currency (USDT has six digits); without one, two digits.
        money: (minor: number) => amountText(minor, verification.recorded?.currency ?? ''),
      }),
    );
  });

  await app.register(async (scope) => gameApiRoutes(scope, services, platform));
}
