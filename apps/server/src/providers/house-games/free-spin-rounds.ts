import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { Trx } from '../../db/schema.ts';
import type { PlayablePack } from '../../modules/free-spins/free-spins.service.ts';
import type { FreeSpinsSeam } from '../../modules/game-wallet/game-platform.ts';
import * as repo from './house-rounds.repository.ts';
import {
  type Balance,
  currentBalance,
  type HouseServices,
  now,
  type PlayContext,
  type Round,
} from './round-context.ts';

// Rounds played as free spins of a pack (decision 0035). No wallet call bets or pays them: the spin is
// taken from the pack in the transaction that opens the round, the round's payout is added to the pack's
// winnings in the transaction that closes it (a conditional close: once), and the pack's end grants the
// winnings as one bonus. A round voided (never played) gives its spin back in the transaction that voids
// it. Recovery reaches these through settle / voidRound like any round. The packs are the platform's
// (the free-spin seam handed over at start-up).

export const FREE_SPIN_ENGINES: readonly string[] = ['slot'];

const NO_SPIN = new ApiError('InvalidRequestException', 'No free spins are left in this pack', {
  code: 'NO_FREE_SPINS',
});

function seamOf(services: HouseServices): FreeSpinsSeam {
  if (!services.freeSpins) throw new Error('The house games were started without the free-spin seam');
  return services.freeSpins;
}

function playsFreeSpins(ctx: PlayContext): ctx is PlayContext & { session: { userId: number } } {
  return (
    ctx.session.mode === 'real' && ctx.session.userId !== null && FREE_SPIN_ENGINES.includes(ctx.game.engine)
  );
}

/** Checks a free-spin request before anything is written: a player's real-money slot session. */
export function checkFreeSpinContext(services: HouseServices, ctx: PlayContext): void {
  if (!playsFreeSpins(ctx) || !services.freeSpins) throw NO_SPIN;
}

/**
 * Takes one spin of the pack inside the transaction that opens the round: refused (and the transaction
 * rolled back, the round with it) when the pack has none for this player, game and currency now.
 */
export async function takeSpinFor(
  services: HouseServices,
  trx: Trx,
  ctx: PlayContext,
  packId: number,
  at: Date,
): Promise<MinorUnits> {
  const taken = await seamOf(services).take(
    trx,
    {
      packId,
      userId: ctx.session.userId as number,
      sysname: ctx.game.sysname,
      currency: ctx.session.currency,
    },
    at,
  );
  if (!taken) throw NO_SPIN;
  return minorUnits(taken.stake);
}

function spinOf(round: Round) {
  return {
    packId: round.free_spin_pack_id as number,
    userId: round.user_id as number,
    currency: round.currency,
  };
}

/**
 * Closes a free-spin round with its payout into its pack (the round closed only if still open, its win
 * counted only then, the pack ended if done). Idempotent: a repeat finds the round closed.
 */
export async function settleFreeSpin(
  services: HouseServices,
  round: Round,
  payout: number,
): Promise<Balance> {
  const at = now(services);
  const won = minorUnits(payout);
  await seamOf(services).close(
    spinOf(round),
    (trx) => repo.closeOpenRound(trx, round.id, { status: 'closed', payout: won, closed_at: at }),
    won,
    at,
  );
  const balance = await services.wallet.balance({ session: round.session_token });
  return balance.status === 'ok'
    ? { amount: balance.balance, currency: balance.currency }
    : { amount: 0, currency: round.currency };
}

/** Voids a free-spin round that was never played; its spin goes back to the pack (once: conditional). */
export async function voidFreeSpin(services: HouseServices, round: Round, outcome: unknown): Promise<void> {
  const at = now(services);
  await seamOf(services).close(
    spinOf(round),
    (trx) => repo.closeOpenRound(trx, round.id, { status: 'void', outcome, closed_at: at }),
    null,
    at,
  );
}

/** What the slot shows of the player's packs for this game: spins left, stake, winnings so far. */
export async function freeSpinsFor(services: HouseServices, ctx: PlayContext): Promise<PlayablePack[]> {
  if (!playsFreeSpins(ctx) || !services.freeSpins) return [];
  return services.freeSpins.playable(ctx.session.userId, ctx.game.sysname, now(services));
}

/** The balance a free-spin answer shows: the player's, unchanged by the spin. */
export function balanceOf(services: HouseServices, ctx: PlayContext) {
  return currentBalance(services, ctx);
}
