import { voidFreeSpin } from './free-spin-rounds.ts';
import * as repo from './house-rounds.repository.ts';
import { type HouseServices, now, type PlayContext, type Round } from './round-context.ts';
import { INTERRUPTED, settle } from './round-settlement.ts';

// Rounds a dead process left behind (decision 0012): paid when their result is known, otherwise voided
// with the stake given back.

export const DEFAULT_RECOVERY_GRACE_MS = 30_000;
/** How long a recoverer holds a round; past it (the recoverer died too) another one takes it over. */
export const RECOVERY_LEASE_MS = 60_000;

/**
 * Gives back the stake of a round that never got a result (its process died between storing the round
 * and storing its result). The wallet rolls the bet back at most once, and a bet it never saw is
 * acknowledged and refused from then on, so a request still on its way cannot bet after this.
 */
async function refundStranded(services: HouseServices, round: Round): Promise<void> {
  // A free spin bet nothing: the spin goes back to its pack with the round voided, once.
  if (round.free_spin_pack_id !== null) return voidFreeSpin(services, round, { refused: INTERRUPTED });
  const bet = `${round.id}:bet`;
  const answer = await services.wallet.rollback({
    session: round.session_token,
    transaction_id: `${bet}:rollback`,
    round_id: round.id,
    reference_transaction_id: bet,
  });
  if (answer.status !== 'ok')
    throw new Error(`Round ${round.id}: the wallet refused its rollback (${answer.code})`);
  await repo.closeOpenRound(services.db, round.id, {
    status: 'void',
    outcome: { refused: INTERRUPTED },
    closed_at: now(services),
  });
}

/** A stranded round is completed when its result is known (paid), otherwise voided with its stake back. */
export async function resolveStranded(
  services: HouseServices,
  round: Round,
): Promise<'settled' | 'refunded'> {
  if (round.outcome !== null) {
    await settle(services, round, round.payout);
    return 'settled';
  }
  await refundStranded(services, round);
  return 'refunded';
}

/** Claims stranded rounds (all, or one player's of one game) and resolves them. */
export async function recoverStranded(
  services: HouseServices,
  options: { limit: number; owner?: repo.StrandedRoundsQuery['owner']; settleAll?: boolean },
): Promise<{ settled: number; refunded: number }> {
  const at = now(services);
  const cutoff = new Date(at.getTime() - (services.recoveryGraceMs ?? DEFAULT_RECOVERY_GRACE_MS));
  const rounds = await repo.claimStrandedRounds(services.db, {
    settleBefore: options.settleAll ? at : cutoff,
    refundBefore: cutoff,
    now: at,
    leaseUntil: new Date(at.getTime() + RECOVERY_LEASE_MS),
    limit: options.limit,
    ...(options.owner ? { owner: options.owner } : {}),
  });
  const done = { settled: 0, refunded: 0 };
  const failures: unknown[] = [];
  // One round the wallet refuses must not hold up the others; its lease runs out and it is tried again.
  for (const round of rounds) {
    try {
      done[await resolveStranded(services, round)] += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} stranded rounds not resolved`);
  return done;
}

/**
 * Before the player plays on: their rounds of this game whose result is known but unpaid are paid, and
 * those a dead process left without a result are refunded, so no round they cannot see blocks them.
 */
export async function settleLeftovers(services: HouseServices, ctx: PlayContext): Promise<void> {
  await recoverStranded(services, {
    limit: 10,
    settleAll: true,
    owner: { owner: ctx.owner, sysname: ctx.game.sysname, mode: ctx.session.mode },
  });
}
