import type { PlayablePack } from '../../modules/free-spins/free-spins.service.ts';
import { rouletteSummary } from './adapters/roulette-adapter.ts';
import type { RouletteOutcome } from './engines/roulette.ts';
import { adapterFor } from './house-engines.ts';
import type { HouseGame } from './house-game.ts';
import * as repo from './house-rounds.repository.ts';
import {
  type Balance,
  baseStake,
  currentBalance,
  type HouseServices,
  type PlayContext,
  type Round,
  reload,
} from './round-context.ts';
import { settle, throwIfVoid } from './round-settlement.ts';
import { liveSeedPair, publicPair } from './seed-pairs.service.ts';

// Rounds as the player sees them: the answer to a request, a repeated request's answer, and the history.

export interface RoundView {
  id: string;
  status: 'open' | 'closed';
  stake: number;
  payout: number;
  nonce: number | null;
  createdAt: string;
  view: Record<string, unknown>;
}

export interface RoundAnswer {
  round: RoundView;
  balance: Balance;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  /** After a free spin: the player's packs for this game, so the slot shows the spins left. */
  freeSpins?: PlayablePack[];
}

const HISTORY_SIZE = 20;

export function roundView(game: HouseGame, round: Round): RoundView {
  const adapter = adapterFor(game.engine);
  const state = round.outcome ?? round.state;
  return {
    id: round.id,
    status: round.status === 'closed' ? 'closed' : 'open',
    stake: round.stake,
    payout: round.payout,
    nonce: round.nonce,
    createdAt: round.created_at.toISOString(),
    view: adapter && state !== null ? adapter.view(game, state, baseStake(round)) : {},
  };
}

export async function answer(
  services: HouseServices,
  ctx: PlayContext,
  round: Round,
  balance?: Balance,
): Promise<RoundAnswer> {
  const pair = await liveSeedPair(services.db, ctx.owner, ctx.game.sysname);
  return {
    round: roundView(ctx.game, round),
    balance: balance ?? (await currentBalance(services, ctx)),
    fairness: publicPair(pair),
  };
}

/** A repeated request answers what the first one did (its round, or its refusal). */
export async function repeatOf(
  services: HouseServices,
  ctx: PlayContext,
  round: Round,
): Promise<RoundAnswer> {
  throwIfVoid(round);
  if (round.status === 'open' && round.outcome !== null) await settle(services, round, round.payout);
  return answer(services, ctx, await reload(services.db, round.id));
}

/**
 * The player's last rounds of the game, each with what its verification needs: the seeds once revealed
 * (a rotated pair, or a live table round that has spun, through `liveSeeds`).
 */
export async function history(
  services: HouseServices,
  ctx: PlayContext,
  liveSeeds?: (liveRoundId: string) => { serverSeed: string; clientSeed: string; nonce: number } | null,
) {
  const rows = await repo.listRecentRounds(
    services.db,
    ctx.owner,
    ctx.game.sysname,
    ctx.session.mode,
    HISTORY_SIZE,
  );
  const adapter = adapterFor(ctx.game.engine);
  return {
    rounds: rows.map((row) => {
      const state = row.outcome ?? row.state;
      const live =
        row.live_round_id !== null && row.status === 'closed' ? liveSeeds?.(row.live_round_id) : null;
      let summary = 'In play';
      if (row.status === 'closed' && state !== null) {
        summary =
          row.live_round_id !== null
            ? rouletteSummary(state as RouletteOutcome)
            : (adapter?.summary(ctx.game, state) ?? '');
      }
      return {
        id: row.id,
        createdAt: row.created_at.toISOString(),
        status: row.status,
        stake: row.stake,
        payout: row.payout,
        nonce: live?.nonce ?? row.nonce,
        clientSeed: live?.clientSeed ?? row.client_seed,
        serverSeed: live?.serverSeed ?? row.server_seed,
        summary,
      };
    }),
  };
}
