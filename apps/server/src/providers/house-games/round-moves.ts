import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { EngineAdapter, Step } from './house-engines.ts';
import * as repo from './house-rounds.repository.ts';
import {
  accepted,
  adapterOf,
  baseStake,
  checkRequestId,
  type HouseServices,
  type PlayContext,
  type Round,
  reload,
  seedsOf,
} from './round-context.ts';
import { asApiError, settle } from './round-settlement.ts';
import { answer, type RoundAnswer, repeatOf } from './round-views.ts';

// The moves of a round in play (reveal, guess, hit, double, cash out), and the extra stakes they put in.

function rollbackExtraStake(services: HouseServices, round: Round, action: string) {
  const extraTransaction = `${round.id}:${action}`;
  return services.wallet.rollback({
    session: round.session_token,
    transaction_id: `${extraTransaction}:rollback`,
    round_id: round.id,
    reference_transaction_id: extraTransaction,
  });
}

/**
 * A move other than a paid one (a stand where a double was open) ends the chance to pay for it. A dead
 * process may have taken that extra stake without storing its move: it is returned now, once (the
 * rollback's id is the one a refused paid move uses, and a rolled-back bet id is refused later).
 */
async function returnForgoneExtraStakes(
  services: HouseServices,
  round: Round,
  adapter: EngineAdapter,
  action: string,
  base: number,
) {
  for (const paid of adapter.paidActions ?? []) {
    if (paid === action || !canChargeFor(adapter, round.state, paid, base)) continue;
    await rollbackExtraStake(services, round, paid);
  }
}

function canChargeFor(adapter: EngineAdapter, state: unknown, action: string, base: number): boolean {
  try {
    return (adapter.extraStake?.(state, action, base) ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * One move of a round in play (reveal, guess, hit, double, cash out). A move that puts more money in
 * (double) is bet first (`<round>:double`) and rolled back if the move cannot be played. A retry with the
 * same request id answers the round as it stands.
 */
export async function act(
  services: HouseServices,
  ctx: PlayContext,
  input: { requestId: unknown; roundId: unknown; action: unknown; params: unknown },
): Promise<RoundAnswer> {
  const { db } = services;
  const requestId = checkRequestId(input.requestId);
  const round =
    typeof input.roundId === 'string' && input.roundId.length <= 64
      ? await repo.findRound(db, input.roundId)
      : undefined;
  if (
    !round ||
    round.owner !== ctx.owner ||
    round.sysname !== ctx.game.sysname ||
    round.mode !== ctx.session.mode
  ) {
    throw new ApiError('InvalidParameterException', 'No such round', {
      invalidParameters: { round_id: 'No such round' },
    });
  }
  if (round.last_request_id === requestId) return repeatOf(services, ctx, round);
  if (round.status !== 'open' || round.outcome !== null || round.state === null) {
    throw new ApiError('InvalidRequestException', 'This round is over', { code: 'ROUND_CLOSED' });
  }
  const adapter = adapterOf(ctx.game);
  if (!adapter.act || typeof input.action !== 'string') {
    throw new ApiError('InvalidParameterException', 'Unknown move', {
      invalidParameters: { action: 'Unknown move' },
    });
  }
  const move = { action: input.action, params: input.params };
  const base = baseStake(round);
  const extra = adapter.extraStake?.(round.state, move.action, base) ?? 0;
  const extraTransaction = `${round.id}:${move.action}`;
  await returnForgoneExtraStakes(services, round, adapter, move.action, base);
  if (extra > 0) {
    accepted(
      await services.wallet.bet({
        session: round.session_token,
        transaction_id: extraTransaction,
        round_id: round.id,
        amount: extra,
      }),
    );
  }
  const undoExtra = async () => {
    if (extra > 0) await rollbackExtraStake(services, round, move.action);
  };

  let step: Step;
  try {
    step = adapter.act(ctx.game, round.state, move, base, await seedsOf(db, round));
  } catch (error) {
    await undoExtra();
    throw asApiError(error);
  }
  // The move is stored only if no other move landed since the round was read (a double click, two tabs).
  const params = round.params as { moves?: unknown[] };
  const claimed = await repo.updateRoundIfUnchanged(db, round.id, round.last_request_id, {
    params: { ...params, moves: [...(params.moves ?? []), step.move] },
    last_request_id: requestId,
    stake: minorUnits(round.stake + extra),
    state: step.state,
    ...(step.done ? { outcome: step.state, payout: step.payout } : {}),
  });
  if (!claimed) {
    await undoExtra();
    throw new ApiError('InvalidRequestException', 'The round moved on meanwhile. Reload the game.', {
      code: 'ROUND_CHANGED',
    });
  }
  const balance = step.done ? await settle(services, round, step.payout) : undefined;
  return answer(services, ctx, await reload(db, round.id), balance);
}
