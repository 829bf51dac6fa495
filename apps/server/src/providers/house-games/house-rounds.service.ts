import { randomBytes } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { toMajor } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { findGameSession, type GameSession } from '../../modules/game-wallet/game-sessions.service.ts';
import type { WalletClient } from '../../modules/game-wallet/wallet-client.ts';
import type { WalletAnswer, WalletSuccess } from '../../modules/game-wallet/wallet-protocol.ts';
import { gameForLaunch } from '../../modules/games/games.service.ts';
import { rouletteSummary } from './adapters/roulette-adapter.ts';
import type { RouletteOutcome } from './engines/roulette.ts';
import type { RoundSeeds } from './fairness/provably-fair.ts';
import { adapterFor, type EngineAdapter, type Step } from './house-engines.ts';
import { engineFor, type HouseGame, ownerOf, stakeLimits } from './house-game.ts';
import * as repo from './house-rounds.repository.ts';
import { liveSeedPair, publicPair } from './seed-pairs.service.ts';

/** What the round service works with: the database and the seamless wallet (the only way to money). */
export interface HouseServices {
  db: Db;
  wallet: WalletClient;
  now?: () => Date;
  /** How old a round without a result must be to count as stranded by a dead process (decision 0012). */
  recoveryGraceMs?: number;
}

/** A launched game: the session the player holds and the game it is for. */
export interface PlayContext {
  session: GameSession;
  game: HouseGame;
  owner: string;
}

export interface Balance {
  amount: number;
  currency: string;
}

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
}

const REQUEST_ID = /^[\w-]{8,64}$/;
const ROUND_CONFLICT = new Error('round conflict');
const HISTORY_SIZE = 20;

const now = (services: HouseServices) => services.now?.() ?? new Date();

export const DEFAULT_RECOVERY_GRACE_MS = 30_000;
/** How long a recoverer holds a round; past it (the recoverer died too) another one takes it over. */
export const RECOVERY_LEASE_MS = 60_000;
export const INTERRUPTED = {
  type: 'InvalidRequestException',
  message: 'The round was interrupted and not played; the stake was returned',
} as const;

export async function findHouseGame(db: Db, sysname: string): Promise<HouseGame | undefined> {
  const row = await gameForLaunch(db, sysname);
  if (!row?.is_active) return undefined;
  return {
    sysname: row.sysname,
    title: row.title,
    type: row.type,
    engine: engineFor(row),
    seed: row.engine_seed,
    rtpBp: row.rtp * 100,
    hasDemo: row.has_demo,
    image: row.image,
  };
}

/** The session behind the game API's header, and its game. */
export async function playContext(db: Db, token: string | undefined): Promise<PlayContext> {
  const session = token && token.length <= 128 ? await findGameSession(db, token) : undefined;
  if (session?.provider !== 'house') {
    throw new ApiError('AuthorizationException', 'This game session is unknown. Reload the game.');
  }
  const game = await findHouseGame(db, session.sysname);
  if (!game) throw new ApiError('MethodNotFoundException', 'This game is no longer available');
  return { session, game, owner: ownerOf(session) };
}

function adapterOf(game: HouseGame): EngineAdapter {
  const adapter = adapterFor(game.engine);
  if (!adapter) throw new ApiError('InvalidRequestException', 'This game is played at the live table');
  return adapter;
}

/** The wallet's refusals as the game API's errors (the client shows their messages). */
export function walletRefusal(answer: Exclude<WalletAnswer, WalletSuccess>): ApiError {
  switch (answer.code) {
    case 'INSUFFICIENT_FUNDS':
      return new ApiError('UserNeedDepositException', 'Your balance is too low for this stake', {
        code: answer.code,
      });
    case 'PLAYER_EXCLUDED':
      return new ApiError('AccessDeniedException', 'Your account is self-excluded from play', {
        code: answer.code,
      });
    case 'SESSION_EXPIRED':
    case 'SESSION_NOT_FOUND':
      return new ApiError('AuthorizationException', 'This game session has ended. Reload the game.', {
        code: answer.code,
      });
    default:
      return new ApiError('InvalidRequestException', answer.message, { code: answer.code });
  }
}

function accepted(answer: WalletAnswer): WalletSuccess {
  if (answer.status !== 'ok') throw walletRefusal(answer);
  return answer;
}

export function checkRequestId(requestId: unknown): string {
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) {
    throw new ApiError('InvalidParameterException', 'A request id is required', {
      invalidParameters: { request_id: 'A request id of 8 to 64 letters, digits, - or _ is required' },
    });
  }
  return requestId;
}

export function checkStake(game: HouseGame, stake: unknown): number {
  const limits = stakeLimits(game.type);
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < limits.min || stake > limits.max) {
    const message = `The stake must be between ${toMajor(limits.min).toFixed(2)} and ${toMajor(limits.max).toFixed(2)}`;
    throw new ApiError('InvalidParameterException', message, { invalidParameters: { stake: message } });
  }
  return stake;
}

export type Round = repo.RoundRow;

function baseStake(round: Round): number {
  const params = round.params as { baseStake?: number };
  return params.baseStake ?? round.stake;
}

function roundView(game: HouseGame, round: Round): RoundView {
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

async function seedsOf(db: Db, round: Round): Promise<RoundSeeds> {
  const pair = round.seed_pair_id === null ? undefined : await repo.findSeedPair(db, round.seed_pair_id);
  if (!pair || round.nonce === null || round.client_seed === null)
    throw new Error(`Round ${round.id} has no seeds`);
  return { serverSeed: pair.server_seed, clientSeed: round.client_seed, nonce: round.nonce };
}

async function answer(
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

export async function currentBalance(services: HouseServices, ctx: PlayContext): Promise<Balance> {
  const result = accepted(await services.wallet.balance({ session: ctx.session.token }));
  return { amount: result.balance, currency: result.currency };
}

/**
 * Pays a finished round (a win of 0 closes a lost one). Idempotent: the wallet answers a repeated
 * transaction id with its first answer, so a round left open by a failure is simply settled again.
 */
export async function settle(services: HouseServices, round: Round, payoutMinor: number): Promise<Balance> {
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
    payout: payoutMinor,
    closed_at: now(services),
  });
  return { amount: result.balance, currency: result.currency };
}

/**
 * Gives back the stake of a round that never got a result (its process died between storing the round
 * and storing its result). The wallet rolls the bet back at most once, and a bet it never saw is
 * acknowledged and refused from then on, so a request still on its way cannot bet after this.
 */
async function refundStranded(services: HouseServices, round: Round): Promise<void> {
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
async function settleLeftovers(services: HouseServices, ctx: PlayContext): Promise<void> {
  await recoverStranded(services, {
    limit: 10,
    settleAll: true,
    owner: { owner: ctx.owner, sysname: ctx.game.sysname, mode: ctx.session.mode },
  });
}

export async function reload(db: Db, id: string): Promise<Round> {
  const round = await repo.findRound(db, id);
  if (!round) throw new Error(`Round ${id} vanished`);
  return round;
}

/** Undoes a bet after the engine failed to play it; the round is void. */
async function voidRound(services: HouseServices, round: Round, betTransaction: string, reason: unknown) {
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

function asApiError(reason: unknown): ApiError {
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

/** A repeated request answers what the first one did (its round, or its refusal). */
async function repeatOf(services: HouseServices, ctx: PlayContext, round: Round): Promise<RoundAnswer> {
  throwIfVoid(round);
  if (round.status === 'open' && round.outcome !== null) await settle(services, round, round.payout);
  return answer(services, ctx, await reload(services.db, round.id));
}

/** Applies an engine step to a stored round: keeps the state, and pays it once it is over. */
async function store(services: HouseServices, round: Round, step: Step) {
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

/**
 * Starts a round: validates the stake and the player's choices, takes the next nonce of the seed pair,
 * bets through the wallet (`<round>:bet`), plays the engine and, for single-shot games, pays the win
 * (`<round>:win`, 0 for a loss). A retry with the same request id answers the same round.
 */
export async function play(
  services: HouseServices,
  ctx: PlayContext,
  input: { requestId: unknown; stake: unknown; params: unknown },
): Promise<RoundAnswer> {
  const { db } = services;
  const requestId = checkRequestId(input.requestId);
  const repeated = await repo.findRoundByRequest(db, ctx.session.token, requestId);
  if (repeated) return repeatOf(services, ctx, repeated);

  const adapter = adapterOf(ctx.game);
  const parsed = adapter.parse(ctx.game, input.params, checkStake(ctx.game, input.stake));
  const stake = checkStake(ctx.game, parsed.stake);
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
    stake: round.stake + extra,
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
  return { balance, fairness: publicPair(pair), round: open ? roundView(game, open) : null };
}
