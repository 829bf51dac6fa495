import { ApiError } from '@casino/shared/errors/api-error';
import { isCurrencyCode, minorPerMajorOf } from '@casino/shared/money/currencies';
import { MINOR_PER_MAJOR } from '@casino/shared/money/minor-units';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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
import { clientMoneySign, type PlayContext, playContext } from './round-context.ts';
import { act } from './round-moves.ts';
import { recoverStranded } from './round-recovery.ts';
import { history } from './round-views.ts';
import { changeClientSeed, rotateSeedPair } from './seed-pairs.service.ts';

const SETTLE_INTERVAL_MS = 1_000;
const RECOVERY_INTERVAL_MS = 5_000;
const RECOVERY_BATCH = 100;

// The request schemas: the shape of each call. What needs the game to check (the request id's form, the
// stake's limits, the engine's own choices in `params`, a move's name) the round services check, in the
// same envelope; a call without a body is read as an empty one.
const sessionHeaders = z.object({ [GAME_SESSION_HEADER]: z.string().max(128) });
const choices = z.record(z.string(), z.unknown()).optional();
const playBody = z.object({
  request_id: z.string().optional(),
  stake: z.number().optional(),
  params: choices,
  /** Plays the round as a free spin of this pack (decision 0035). */
  free_spin_pack_id: z.number().int().positive().max(2_147_483_647).optional(),
});
const actBody = z.object({
  request_id: z.string().optional(),
  // An id longer than any round's is an unknown round (act), as a missing one is.
  round_id: z.string().optional(),
  action: z.string().optional(),
  params: choices,
});
const seedBody = z.object({ client_seed: z.string().optional(), rotate: z.boolean().optional() });

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
    freeSpins: platform.freeSpins,
    liveSecret: liveSecretOf(appServices.config.sessionSecret),
    recoveryGraceMs: appServices.config.recoveryGraceMs,
  };
  const context = (request: FastifyRequest): Promise<PlayContext> => {
    assertSameOrigin(request, appServices);
    // A missing or malformed token is no session: playContext refuses it as unknown.
    const headers = sessionHeaders.safeParse(request.headers);
    return playContext(platform, headers.success ? headers.data[GAME_SESSION_HEADER] : undefined);
  };
  const isLive = (ctx: PlayContext) => ctx.game.engine === 'live_roulette';

  app.get(`${GAME_API_PATH}/init`, async (request, reply) => {
    const ctx = await context(request);
    const { game, session } = ctx;
    const description = describeGame(game, session.currency);
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
      config: adapterFor(game.engine)?.clientConfig(game, session.currency) ?? {
        maxTotal: stakeLimits(game.type, session.currency).max,
      },
      rules: description.rules,
      paytable: description.paytable,
      rtp: description.rtp,
      limits: stakeLimits(game.type, session.currency),
      // The client shows amounts in currency units with the server's factor, never one of its own.
      minorPerMajor: isCurrencyCode(session.currency) ? minorPerMajorOf(session.currency) : MINOR_PER_MAJOR,
      moneySign: clientMoneySign(session.currency),
      balance: state.balance,
      fairness: state.fairness,
      round: state.round,
      freeSpins: 'freeSpins' in state ? state.freeSpins : [],
      verifyUrl: VERIFY_PATH,
    });
  });

  app.post(`${GAME_API_PATH}/play`, async (request, reply) => {
    const ctx = await context(request);
    const input = playBody.parse(request.body ?? {});
    // Free spins are slot rounds (decision 0035); the live table takes paid bets only.
    if (isLive(ctx) && input.free_spin_pack_id !== undefined)
      throw new ApiError('InvalidRequestException', 'No free spins are left in this pack', {
        code: 'NO_FREE_SPINS',
      });
    const play_ = isLive(ctx) ? placeLiveBets : play;
    return send(
      reply,
      await play_(services, ctx, {
        requestId: input.request_id,
        stake: input.stake,
        params: input.params,
        freeSpinPackId: input.free_spin_pack_id,
      }),
    );
  });

  app.post(`${GAME_API_PATH}/act`, async (request, reply) => {
    const ctx = await context(request);
    const input = actBody.parse(request.body ?? {});
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
    const { client_seed: clientSeed, rotate } = seedBody.parse(request.body ?? {});
    if (rotate === true) {
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
