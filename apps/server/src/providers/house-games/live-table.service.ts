import { randomBytes } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import { deriveSecret } from '../../lib/body-signature.ts';
import { parseRouletteBets, rouletteBetLimits, rouletteBetsView } from './adapters/roulette-adapter.ts';
import {
  DEFAULT_LIVE_SCHEDULE,
  type LiveRoundResult,
  type LiveSchedule,
  liveRoundAt,
  liveRoundResult,
} from './engines/live-roulette.ts';
import {
  checkRouletteBets,
  type RouletteBet,
  type RouletteOutcome,
  settleRouletteBets,
} from './engines/roulette.ts';
import type { HouseGame } from './house-game.ts';
import * as repo from './house-rounds.repository.ts';
import {
  type Balance,
  checkRequestId,
  checkStake,
  currentBalance,
  type HouseServices,
  type PlayContext,
  type Round,
  reload,
  walletRefusal,
} from './round-context.ts';
import { INTERRUPTED, reasonText, settle, throwIfVoid } from './round-settlement.ts';

/**
 * The live roulette table: one wheel per live game for everybody, run by the server's clock (the
 * engines' schedule). Bets are taken for the round whose betting window is open; each round's pocket
 * comes from the table's hash chain and is settled for every bet on it once the ball has stopped.
 */
export interface LiveServices extends HouseServices {
  /** The secret the tables' hash chains derive from (never shown; the chain commitments are). */
  liveSecret: string;
  liveSchedule?: LiveSchedule;
}

const RESULTS_SHOWN = 12;
const SETTLE_BATCH = 200;

export function liveSecretOf(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'house-games:live-tables');
}

function tableSeed(services: LiveServices, sysname: string): string {
  return deriveSecret(services.liveSecret, `table:${sysname}`);
}

const schedule = (services: LiveServices) => services.liveSchedule ?? DEFAULT_LIVE_SCHEDULE;
const clock = (services: LiveServices) => services.now?.() ?? new Date();

// A result costs up to a chain's length of hashes; every player of a table asks for the same few.
const results = new Map<string, LiveRoundResult>();
const RESULTS_CACHE = 4096;

/** A round's result: only ever asked for once its ball has stopped. */
function resultOf(services: LiveServices, sysname: string, roundId: number): LiveRoundResult {
  const seed = tableSeed(services, sysname);
  const key = `${seed}:${schedule(services).chainLength}:${roundId}`;
  let result = results.get(key);
  if (!result) {
    result = liveRoundResult(roundId, seed, schedule(services));
    if (results.size >= RESULTS_CACHE) results.delete(results.keys().next().value as string);
    results.set(key, result);
  }
  return result;
}

function currentRound(services: LiveServices, sysname: string) {
  return liveRoundAt(clock(services).getTime(), tableSeed(services, sysname), schedule(services));
}

/** The seeds of a spun round (for the history's verify link). */
export function liveRoundSeeds(services: LiveServices, sysname: string, liveRoundId: string) {
  const roundId = Number(liveRoundId);
  if (!Number.isSafeInteger(roundId) || roundId >= currentRound(services, sysname).roundId) return null;
  const { serverSeed, clientSeed, nonce } = resultOf(services, sysname, roundId);
  return { serverSeed, clientSeed, nonce };
}

function liveView(round: Round) {
  const outcome = round.outcome as RouletteOutcome | null;
  const bets = (round.state as { bets?: RouletteBet[] } | null)?.bets ?? [];
  return {
    liveRoundId: round.live_round_id,
    result: outcome?.pocket ?? null,
    color: outcome?.color ?? null,
    bets: outcome
      ? rouletteBetsView(outcome)
      : bets.map((bet) => ({ kind: bet.type, amount: bet.stakeMinor, win: 0, won: false })),
  };
}

function liveAnswer(services: LiveServices, ctx: PlayContext, round: Round, balance: Balance) {
  return {
    round: {
      id: round.id,
      status: round.status === 'closed' ? ('closed' as const) : ('open' as const),
      stake: round.stake,
      payout: round.payout,
      nonce: null,
      createdAt: round.created_at.toISOString(),
      view: liveView(round),
    },
    balance,
    fairness: liveFairness(services, ctx.game),
  };
}

export function liveFairness(services: LiveServices, game: HouseGame) {
  const round = currentRound(services, game.sysname);
  return { live: true as const, commitment: round.chainCommitment, chainIndex: round.chainIndex };
}

/** Pays one live bet whose wheel has stopped (idempotent: the wallet answers a repeated win id once). */
async function settleLiveBet(services: LiveServices, round: Round): Promise<Balance> {
  const { pocket } = resultOf(services, round.sysname, Number(round.live_round_id));
  const bets = (round.state as { bets: RouletteBet[] }).bets;
  // The chips were held to the table's limits when placed.
  const outcome = settleRouletteBets(pocket, { bets });
  await repo.updateRound(services.db, round.id, { outcome, payout: minorUnits(outcome.totalPayoutMinor) });
  return settle(services, round, outcome.totalPayoutMinor);
}

/** Settles every open live bet whose round has spun; the app runs this every second. */
export async function settleDueLiveBets(services: LiveServices): Promise<number> {
  const open = await repo.listOpenLiveBets(services.db, SETTLE_BATCH);
  let settled = 0;
  for (const round of open) {
    if (round.state === null) continue;
    if (Number(round.live_round_id) >= currentRound(services, round.sysname).roundId) continue;
    await settleLiveBet(services, round);
    settled += 1;
  }
  return settled;
}

/** Places the player's chips on the table's current round, while its betting window is open. */
export async function placeLiveBets(
  services: LiveServices,
  ctx: PlayContext,
  input: { requestId: unknown; stake: unknown; params: unknown },
) {
  const { db } = services;
  const requestId = checkRequestId(input.requestId);
  const repeated = await repo.findRoundByRequest(db, ctx.session.token, requestId);
  if (repeated) {
    throwIfVoid(repeated);
    return liveAnswer(services, ctx, repeated, await currentBalance(services, ctx));
  }
  const params = (input.params ?? {}) as { bets?: unknown; round?: unknown };
  const bets = parseRouletteBets(params.bets);
  const total = checkRouletteBets({ bets, betLimits: rouletteBetLimits(ctx.session.currency) });
  const stake = checkStake(ctx.game, input.stake, ctx.session.currency);
  if (total !== stake) {
    throw new ApiError('InvalidParameterException', 'The stake must be the sum of the bets', {
      invalidParameters: { stake: 'The stake must be the sum of the bets' },
    });
  }
  const now = clock(services);
  const round = currentRound(services, ctx.game.sysname);
  if (String(params.round) !== String(round.roundId) || now.getTime() >= round.bettingClosesAt) {
    throw new ApiError('InvalidRequestException', 'Bets are closed for this round', { code: 'BETS_CLOSED' });
  }
  if (ctx.session.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError('AuthorizationException', 'This game session has ended. Reload the game.');
  }

  const id = `hr${randomBytes(12).toString('base64url')}`;
  const inserted = await repo.insertRound(db, {
    id,
    session_token: ctx.session.token,
    owner: ctx.owner,
    user_id: ctx.session.userId,
    sysname: ctx.game.sysname,
    engine: ctx.game.engine,
    mode: ctx.session.mode,
    currency: ctx.session.currency,
    seed_pair_id: null,
    nonce: round.roundId,
    client_seed: null,
    live_round_id: String(round.roundId),
    stake,
    params: { bets, baseStake: stake },
    request_id: requestId,
  });
  if (!inserted) {
    const raced = await repo.findRoundByRequest(db, ctx.session.token, requestId);
    if (!raced) throw new ApiError('InvalidRequestException', 'The bets could not be placed; try again');
    return liveAnswer(services, ctx, raced, await currentBalance(services, ctx));
  }
  const bet = await services.wallet.bet({
    session: ctx.session.token,
    transaction_id: `${id}:bet`,
    round_id: id,
    amount: stake,
  });
  if (bet.status !== 'ok') {
    const refusal = walletRefusal(bet);
    await repo.updateRound(db, id, {
      status: 'void',
      outcome: { refused: reasonText(refusal) },
      closed_at: now,
    });
    throw refusal;
  }
  // The bets are stored as the round's state only now: the settler pays only bets the wallet took.
  if (!(await repo.updateFreshRound(db, id, { state: { bets } }))) {
    // A recoverer took this request for a dead one and is giving the stake back.
    throw new ApiError(INTERRUPTED.type, INTERRUPTED.message, { code: 'ROUND_INTERRUPTED' });
  }
  return liveAnswer(services, ctx, await reload(db, id), { amount: bet.balance, currency: bet.currency });
}

/**
 * The table as every player sees it: the server's time, the round (betting window and when the ball
 * stops), the last results, and this player's bets and wins. The player's own spun bets are settled
 * here too, so a result and its win arrive together.
 */
export async function tableState(services: LiveServices, ctx: PlayContext) {
  const { game, session } = ctx;
  const now = clock(services);
  const round = currentRound(services, game.sysname);
  const recentIds = Array.from({ length: RESULTS_SHOWN }, (_, i) => round.roundId - 1 - i).filter(
    (id) => id >= 0,
  );
  const mine = await repo.listMyLiveRounds(services.db, ctx.owner, game.sysname, session.mode, [
    String(round.roundId),
    ...recentIds.slice(0, 3).map(String),
  ]);
  let balance: Balance | undefined;
  for (const bet of mine) {
    if (bet.status !== 'open' || Number(bet.live_round_id) >= round.roundId) continue;
    const full = await reload(services.db, bet.id);
    if (full.state === null) continue;
    balance = await settleLiveBet(services, full);
  }
  const settledRows =
    balance === undefined
      ? mine
      : await repo.listMyLiveRounds(
          services.db,
          ctx.owner,
          game.sysname,
          session.mode,
          recentIds.slice(0, 3).map(String),
        );
  const current = String(round.roundId);
  const perRound = new Map<string, { liveRoundId: string; stake: number; payout: number }>();
  for (const bet of settledRows) {
    if (bet.status !== 'closed' || bet.live_round_id === null) continue;
    const entry = perRound.get(bet.live_round_id) ?? { liveRoundId: bet.live_round_id, stake: 0, payout: 0 };
    entry.stake += bet.stake;
    entry.payout += bet.payout;
    perRound.set(bet.live_round_id, entry);
  }
  return {
    now: now.toISOString(),
    round: {
      id: current,
      opensAt: new Date(round.bettingOpensAt).toISOString(),
      closesAt: new Date(round.bettingClosesAt).toISOString(),
      spinsAt: new Date(round.settlesAt).toISOString(),
      nextAt: new Date(round.settlesAt).toISOString(),
    },
    commitment: round.chainCommitment,
    results: recentIds.map((id) => ({ id: String(id), result: resultOf(services, game.sysname, id).pocket })),
    myBets: {
      roundId: current,
      stake: mine.filter((bet) => bet.live_round_id === current).reduce((sum, bet) => sum + bet.stake, 0),
    },
    settled: [...perRound.values()],
    balance: balance ?? (await currentBalance(services, ctx)),
  };
}
