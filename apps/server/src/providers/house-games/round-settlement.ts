import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import { settleFreeSpin, voidFreeSpin } from './free-spin-rounds.ts';
import type { Step } from './house-engines.ts';
import * as repo from './house-rounds.repository.ts';
import { accepted, type Balance, type HouseServices, now, type Round } from './round-context.ts';

// How a round ends: paid (a win of 0 closes a lost one) or void with its stake back, and how a
// refusal is kept so that a repeated request is refused the same way.

export const INTERRUPTED = {
  type: 'InvalidRequestException',
  message: 'The round was interrupted and not played; the stake was returned',
} as const;

/**
 * Pays a finished round (a win of 0 closes a lost one). Idempotent: the wallet answers a repeated
 * transaction id with its first answer, so a round left open by a failure is simply settled again.
 */
export async function settle(services: HouseServices, round: Round, payoutMinor: number): Promise<Balance> {
  // A free spin is paid into its pack's winnings, not by the wallet (decision 0035).
  if (round.free_spin_pack_id !== null) return settleFreeSpin(services, round, payoutMinor);
  const result = accepted(
    await services.wallet.win({
      session: round.session_token,
      transaction_id: `${round.id}:win`,
      round_id: round.id,
      amount: payoutMinor,
      finished: true,
    }),
  );
  await repo.updateRound(services.db, round.id, {
    status: 'closed',
    payout: minorUnits(payoutMinor),
    closed_at: now(services),
  });
  return { amount: result.balance, currency: result.currency };
}

/** Undoes a bet after the engine failed to play it; the round is void. */
export async function voidRound(
  services: HouseServices,
  round: Round,
  betTransaction: string,
  reason: unknown,
) {
  // A free spin took no stake: its spin goes back to the pack instead.
  if (round.free_spin_pack_id !== null) return voidFreeSpin(services, round, { refused: reasonText(reason) });
  await services.wallet.rollback({
    session: round.session_token,
    transaction_id: `${betTransaction}:rollback`,
    round_id: round.id,
    reference_transaction_id: betTransaction,
  });
  await repo.updateRound(services.db, round.id, {
    status: 'void',
    outcome: { refused: reasonText(reason) },
    closed_at: now(services),
  });
}

export function reasonText(reason: unknown): { type: string; message: string } {
  return reason instanceof ApiError
    ? { type: reason.type, message: reason.message }
    : { type: 'InvalidRequestException', message: 'The round could not be played; the stake was returned' };
}

export function asApiError(reason: unknown): ApiError {
  if (reason instanceof ApiError) return reason;
  return new ApiError('InvalidRequestException', 'The round could not be played; the stake was returned');
}

/** A request refused the first time is refused again, the same way. */
export function throwIfVoid(round: Round): void {
  if (round.status !== 'void') return;
  const refused = (round.outcome as { refused?: { type: string; message: string } } | null)?.refused;
  throw new ApiError(
    (refused?.type as ApiError['type']) ?? 'InvalidRequestException',
    refused?.message ?? 'This round was not played',
  );
}

/** Applies an engine step to a stored round: keeps the state, and pays it once it is over. */
export async function store(services: HouseServices, round: Round, step: Step) {
  // The result is stored before it is paid, so a failure in between is settled on the next call.
  const stored = await repo.updateFreshRound(
    services.db,
    round.id,
    step.done ? { state: step.state, outcome: step.state, payout: step.payout } : { state: step.state },
  );
  // A recoverer took this request for a dead one and is giving the stake back.
  if (!stored) throw new ApiError(INTERRUPTED.type, INTERRUPTED.message, { code: 'ROUND_INTERRUPTED' });
  return step.done ? settle(services, round, step.payout) : undefined;
}
