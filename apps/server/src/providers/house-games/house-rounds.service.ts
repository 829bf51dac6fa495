import { randomBytes } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { balanceOf, checkFreeSpinContext, freeSpinsFor, takeSpinFor } from './free-spin-rounds.ts';
import { adapterFor, type Step } from './house-engines.ts';
import * as repo from './house-rounds.repository.ts';
import {
  adapterOf,
  checkRequestId,
  checkStake,
  currentBalance,
  type HouseServices,
  now,
  type PlayContext,
  reload,
  seedsOf,
  walletRefusal,
} from './round-context.ts';
import { settleLeftovers } from './round-recovery.ts';
import { asApiError, reasonText, store, voidRound } from './round-settlement.ts';
import { answer, type RoundAnswer, repeatOf, roundView } from './round-views.ts';
import { liveSeedPair, publicPair } from './seed-pairs.service.ts';

// Starting a round and what the client needs to start. A round's moves are in round-moves.ts, its
// settlement in round-settlement.ts, its views and history in round-views.ts, and the recovery of
// rounds a dead process left in round-recovery.ts.

const ROUND_CONFLICT = new Error('round conflict');

/**
 * Starts a round: validates the stake and the player's choices, takes the next nonce of the seed pair,
 * bets through the wallet (`<round>:bet`), plays the engine and, for single-shot games, pays the win
 * (`<round>:win`, 0 for a loss). A retry with the same request id answers the same round. With
 * `freeSpinPackId` the round is a free spin of that pack (decision 0035): its stake is the pack's, one
 * spin is taken from the pack with the round's insert, and nothing is bet through the wallet.
 */
export async function play(
  services: HouseServices,
  ctx: PlayContext,
  input: { requestId: unknown; stake: unknown; params: unknown; freeSpinPackId?: number | undefined },
): Promise<RoundAnswer> {
  const { db } = services;
  const requestId = checkRequestId(input.requestId);
  const repeated = await repo.findRoundByRequest(db, ctx.session.token, requestId);
  if (repeated) return repeatOf(services, ctx, repeated);

  const packId = input.freeSpinPackId;
  if (packId !== undefined) checkFreeSpinContext(services, ctx);
  const adapter = adapterOf(ctx.game);
  const { currency } = ctx.session;
  const parsed = adapter.parse(ctx.game, input.params, checkStake(ctx.game, input.stake, currency), currency);
  let stake = checkStake(ctx.game, parsed.stake, currency);
  if (ctx.session.expiresAt.getTime() <= now(services).getTime()) {
    throw new ApiError('AuthorizationException', 'This game session has ended. Reload the game.');
  }
  await settleLeftovers(services, ctx);

  const id = `hr${randomBytes(12).toString('base64url')}`;
  await liveSeedPair(db, ctx.owner, ctx.game.sysname);
  const inserted = await db
    .transaction()
    .execute(async (trx) => {
      const pair = await repo.lockLiveSeedPair(trx, ctx.owner, ctx.game.sysname);
      if (!pair) throw new ApiError('InvalidRequestException', 'The seeds changed meanwhile; try again');
      await repo.takeNonce(trx, pair.id);
      // A free spin's stake is its pack's, whatever the client sent.
      if (packId !== undefined) stake = await takeSpinFor(services, trx, ctx, packId, now(services));
      const fresh = await repo.insertRound(trx, {
        id,
        session_token: ctx.session.token,
        owner: ctx.owner,
        user_id: ctx.session.userId,
        sysname: ctx.game.sysname,
        engine: ctx.game.engine,
        mode: ctx.session.mode,
        currency: ctx.session.currency,
        seed_pair_id: pair.id,
        nonce: pair.nonce,
        client_seed: pair.client_seed,
        live_round_id: null,
        stake,
        params: { ...parsed.params, baseStake: stake },
        request_id: requestId,
        free_spin_pack_id: packId ?? null,
      });
      // Not played after all: the nonce goes back with the rest of the transaction.
      if (!fresh) throw ROUND_CONFLICT;
      return true;
    })
    .catch((error: unknown) => {
      if (error === ROUND_CONFLICT) return false;
      throw error;
    });
  if (!inserted) {
    // Either this very request won a race with its own retry, or another round is in play.
    const raced = await repo.findRoundByRequest(db, ctx.session.token, requestId);
    if (raced) return repeatOf(services, ctx, raced);
    throw new ApiError('InvalidRequestException', 'Finish the round in play first', {
      code: 'ROUND_IN_PLAY',
    });
  }
  const round = await reload(db, id);
  if (packId !== undefined) return playFreeSpin(services, ctx, round, adapter, parsed.params);

  const betTransaction = `${id}:bet`;
  const bet = await services.wallet.bet({
    session: ctx.session.token,
    transaction_id: betTransaction,
    round_id: id,
    amount: stake,
  });
  if (bet.status !== 'ok') {
    const refusal = walletRefusal(bet);
    await repo.updateRound(db, id, {
      status: 'void',
      outcome: { refused: reasonText(refusal) },
      closed_at: now(services),
    });
    throw refusal;
  }

  let step: Step;
  try {
    step = adapter.start(ctx.game, parsed.params, stake, await seedsOf(db, round));
  } catch (error) {
    await voidRound(services, round, betTransaction, error);
    throw asApiError(error);
  }
  const balance = (await store(services, round, step)) ?? { amount: bet.balance, currency: bet.currency };
  return answer(services, ctx, await reload(db, id), balance);
}

/** A free spin's round, opened with its spin taken: played and closed into the pack, no wallet bet. */
async function playFreeSpin(
  services: HouseServices,
  ctx: PlayContext,
  round: repo.RoundRow,
  adapter: ReturnType<typeof adapterOf>,
  params: Record<string, unknown>,
): Promise<RoundAnswer> {
  let step: Step;
  try {
    step = adapter.start(ctx.game, params, round.stake, await seedsOf(services.db, round));
  } catch (error) {
    await voidRound(services, round, `${round.id}:bet`, error);
    throw asApiError(error);
  }
  const balance = (await store(services, round, step)) ?? (await balanceOf(services, ctx));
  const answered = await answer(services, ctx, await reload(services.db, round.id), balance);
  return { ...answered, freeSpins: await freeSpinsFor(services, ctx) };
}

/** What the client needs to start: config, rules, limits, balance, fairness and any round in play. */
export async function init(services: HouseServices, ctx: PlayContext) {
  await settleLeftovers(services, ctx);
  const { game, session } = ctx;
  const adapter = adapterFor(game.engine);
  const balance = await currentBalance(services, ctx);
  const pair = await liveSeedPair(services.db, ctx.owner, game.sysname);
  const open = adapter?.stateful
    ? await repo.findOpenRound(services.db, ctx.owner, game.sysname, session.mode)
    : undefined;
  return {
    balance,
    fairness: publicPair(pair),
    round: open ? roundView(game, open) : null,
    freeSpins: await freeSpinsFor(services, ctx),
  };
}
