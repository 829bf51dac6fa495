import { ApiError } from '@casino/shared/errors/api-error';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { type MoneySign, moneySign } from '@casino/shared/money/format-money';
import { formatAmount, type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import type { FreeSpinsSeam, GamePlatform } from '../../modules/game-wallet/game-platform.ts';
import type { GameSession } from '../../modules/game-wallet/game-sessions.service.ts';
import type { WalletClient } from '../../modules/game-wallet/wallet-client.ts';
import type { WalletAnswer, WalletSuccess } from '../../modules/game-wallet/wallet-protocol.ts';
import type { RoundSeeds } from './fairness/provably-fair.ts';
import { adapterFor, type EngineAdapter } from './house-engines.ts';
import { engineFor, type HouseGame, ownerOf, stakeLimits } from './house-game.ts';
import * as repo from './house-rounds.repository.ts';

// What every round request stands on: the services, the player's session and game, the wallet's
// answers, and the checks a request passes before any money moves.

/** What the round service works with: the database and the seamless wallet (the only way to money). */
export interface HouseServices {
  db: Db;
  wallet: WalletClient;
  now?: () => Date;
  /** How old a round without a result must be to count as stranded by a dead process (decision 0012). */
  recoveryGraceMs?: number;
  /** The platform's free-spin packs (decision 0035); without it no round is a free spin. */
  freeSpins?: FreeSpinsSeam;
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

const REQUEST_ID = /^[\w-]{8,64}$/;

export const now = (services: HouseServices) => services.now?.() ?? new Date();

export async function findHouseGame(
  platform: Pick<GamePlatform, 'gameForLaunch'>,
  sysname: string,
): Promise<HouseGame | undefined> {
  const row = await platform.gameForLaunch(sysname);
  // Betting games are games of the catalogue but not house games: they open the sportsbook.
  if (!row?.is_active || row.type === 'betting') return undefined;
  return {
    sysname: row.sysname,
    title: row.title,
    type: row.type,
    engine: engineFor(row),
    seed: row.engine_seed,
    // not money: a percentage in basis points
    rtpBp: row.rtp * 100,
    hasDemo: row.has_demo,
    image: row.image,
  };
}

/** The session behind the game API's header, and its game. */
export async function playContext(
  platform: Pick<GamePlatform, 'gameForLaunch' | 'findGameSession'>,
  token: string | undefined,
): Promise<PlayContext> {
  const session = token && token.length <= 128 ? await platform.findGameSession(token) : undefined;
  if (session?.provider !== 'house') {
    throw new ApiError('AuthorizationException', 'This game session is unknown. Reload the game.');
  }
  const game = await findHouseGame(platform, session.sysname);
  if (!game) throw new ApiError('MethodNotFoundException', 'This game is no longer available');
  return { session, game, owner: ownerOf(session) };
}

export function adapterOf(game: HouseGame): EngineAdapter {
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
      // Self-excluded or taking a break: the wallet's message says which and until when.
      return new ApiError('AccessDeniedException', answer.message, { code: answer.code });
    case 'LIMIT_REACHED':
      // A wager, loss or session-time limit (decision 0031): the message names it and what is left.
      return new ApiError('InvalidRequestException', answer.message, { code: answer.code });
    case 'SESSION_EXPIRED':
    case 'SESSION_NOT_FOUND':
      return new ApiError('AuthorizationException', 'This game session has ended. Reload the game.', {
        code: answer.code,
      });
    default:
      return new ApiError('InvalidRequestException', answer.message, { code: answer.code });
  }
}

export function accepted(answer: WalletAnswer): WalletSuccess {
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

/** An amount as the game pages write it, in its currency's digits; play money reads with two. */
export function amountText(minor: number, currency: string): string {
  return formatAmount(minor, isCurrencyCode(currency) ? currency : undefined);
}

/** What the game clients write around an amount: the currency's sign, or play money's code (`FUN `) before it. */
export function clientMoneySign(currency: string): MoneySign {
  return isCurrencyCode(currency) ? moneySign(currency) : { prefix: `${currency} `, suffix: '' };
}

/** The stake within the game type's limits in the session's currency. */
export function checkStake(game: HouseGame, stake: unknown, currency: string): MinorUnits {
  const limits = stakeLimits(game.type, currency);
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < limits.min || stake > limits.max) {
    const message = `The stake must be between ${amountText(limits.min, currency)} and ${amountText(limits.max, currency)}`;
    throw new ApiError('InvalidParameterException', message, { invalidParameters: { stake: message } });
  }
  return minorUnits(stake);
}

export type Round = repo.RoundRow;

export function baseStake(round: Round): number {
  const params = round.params as { baseStake?: number };
  return params.baseStake ?? round.stake;
}

export async function seedsOf(db: Db, round: Round): Promise<RoundSeeds> {
  const pair = round.seed_pair_id === null ? undefined : await repo.findSeedPair(db, round.seed_pair_id);
  if (!pair || round.nonce === null || round.client_seed === null)
    throw new Error(`Round ${round.id} has no seeds`);
  return { serverSeed: pair.server_seed, clientSeed: round.client_seed, nonce: round.nonce };
}

export async function currentBalance(services: HouseServices, ctx: PlayContext): Promise<Balance> {
  const result = accepted(await services.wallet.balance({ session: ctx.session.token }));
  return { amount: result.balance, currency: result.currency };
}

export async function reload(db: Db, id: string): Promise<Round> {
  const round = await repo.findRound(db, id);
  if (!round) throw new Error(`Round ${id} vanished`);
  return round;
}
