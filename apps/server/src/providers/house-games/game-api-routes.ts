import { ApiError } from '@casino/shared/errors/api-error';
import { MINOR_PER_MAJOR } from '@casino/shared/money/minor-units';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { assertSameOrigin } from '../../api/api-routes.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import type { GamePlatform } from '../../modules/game-wallet/game-platform.ts';
import { adapterFor, describeGame } from './house-engines.ts';
import { GAME_API_PATH, GAME_SESSION_HEADER, stakeLimits, VERIFY_PATH } from './house-game.ts';
import { init, play } from './house-rounds.service.ts';
import {
  type LiveServices,
  liveFairness,
  liveRoundSeeds,
  liveSecretOf,
  placeLiveBets,
  settleDueLiveBets,
  tableState,
} from './live-table.service.ts';
import { type PlayContext, playContext } from './round-context.ts';
import { act } from './round-moves.ts';
import { recoverStranded } from './round-recovery.ts';
import { history } from './round-views.ts';
import { changeClientSeed, rotateSeedPair } from './seed-pairs.service.ts';

const SETTLE_INTERVAL_MS = 1_000;
const RECOVERY_INTERVAL_MS = 5_000;
const RECOVERY_BATCH = 100;

type Body = Record<string, unknown>;

function body(request: FastifyRequest): Body {
  const value = request.body;
  return value && typeof value === 'object' && !Buffer.isBuffer(value) ? (value as Body) : {};
}

function send(reply: FastifyReply, data: unknown) {
  return reply.header('cache-control', 'no-store').send({ data });
}

/**
 * The game client's API (JSON, same origin, the game session token in a header). Every answer is
 * `{ data }` or the platform's `{ error }` envelope; money moves only through the seamless wallet.
 */
export async function gameApiRoutes(app: FastifyInstance, appServices: AppServices, platform: GamePlatform) {
  const services: LiveServices = {
    db: appServices.db,
    wallet: platform.wallet,
    liveSecret: liveSecretOf(appServices.config.sessionSecret),
    recoveryGraceMs: appServices.config.recoveryGraceMs,
  };
  const context = (request: FastifyRequest): Promise<PlayContext> => {
    assertSameOrigin(request, appServices);
    const token = request.headers[GAME_SESSION_HEADER];
    return playContext(platform, typeof token === 'string' ? token : undefined);
  };
  const isLive = (ctx: PlayContext) => ctx.game.engine === 'live_roulette';

  app.get(`${GAME_API_PATH}/init`, async (request, reply) => {
    const ctx = await context(request);
    const { game, session } = ctx;
    const description = describeGame(game);
    const state = isLive(ctx)
      ? { ...(await tableState(services, ctx)), fairness: liveFairness(services, game), round: null }
      : await init(services, ctx);
    return send(reply, {
      game: {
        sysname: game.sysname,
        title: game.title,
        type: game.type,
        engine: game.engine,
        mode: session.mode,
      },
      config: adapterFor(game.engine)?.clientConfig(game) ?? { maxTotal: stakeLimits(game.type).max },
      rules: description.rules,
      paytable: description.paytable,
      rtp: description.rtp,
      limits: stakeLimits(game.type),
      // The client shows amounts in currency units with the server's factor, never one of its own.
      minorPerMajor: MINOR_PER_MAJOR,
      balance: state.balance,
      fairness: state.fairness,
      round: state.round,
      verifyUrl: VERIFY_PATH,
    });
  });

  app.post(`${GAME_API_PATH}/play`, async (request, reply) => {
    const ctx = await context(request);
    const input = body(request);
    const play_ = isLive(ctx) ? placeLiveBets : play;
    return send(
      reply,
      await play_(services, ctx, { requestId: input.request_id, stake: input.stake, params: input.params }),
    );
  });

  app.post(`${GAME_API_PATH}/act`, async (request, reply) => {
    const ctx = await context(request);
    const input = body(request);
    return send(
      reply,
      await act(services, ctx, {
        requestId: input.request_id,
        roundId: input.round_id,
        action: input.action,
        params: input.params,
      }),
    );
  });

  app.post(`${GAME_API_PATH}/seed`, async (request, reply) => {
    const ctx = await context(request);
    const input = body(request);
    const clientSeed = typeof input.client_seed === 'string' ? input.client_seed : undefined;
    if (input.rotate === true) {
      return send(reply, await rotateSeedPair(services.db, ctx.owner, ctx.game.sysname, clientSeed));
    }
    return send(reply, {
      fairness: await changeClientSeed(services.db, ctx.owner, ctx.game.sysname, clientSeed ?? ''),
    });
  });

  app.get(`${GAME_API_PATH}/history`, async (request, reply) => {
    const ctx = await context(request);
    return send(
      reply,
      await history(services, ctx, (liveRoundId) => liveRoundSeeds(services, ctx.game.sysname, liveRoundId)),
    );
  });

  app.get(`${GAME_API_PATH}/live`, async (request, reply) => {
    const ctx = await context(request);
    if (!isLive(ctx)) throw new ApiError('InvalidRequestException', 'This game has no live table');
    return send(reply, await tableState(services, ctx));
  });

  // Live table bets are paid when their wheel stops, whether or not their player is still watching.
  runPeriodically(
    app,
    { intervalMs: SETTLE_INTERVAL_MS, failure: 'house games: settling live bets failed' },
    () => settleDueLiveBets(services),
  );
  // Rounds a dead process (this one before a restart, or another one) left half done, on start and after.
  runPeriodically(
    app,
    {
      intervalMs: RECOVERY_INTERVAL_MS,
      failure: 'house games: recovering stranded rounds failed',
      atStart: true,
    },
    () => recoverStranded(services, { limit: RECOVERY_BATCH }),
  );
}
