import { createHash } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import type { Db, Trx } from '../../db/schema.ts';
import { bonusInPlay } from '../bonuses/bonus-play.service.ts';
import { noteRealStake } from '../bonuses/wagering-tracker.service.ts';
import {
  contributionLegs,
  drawJackpots,
  type JackpotStake,
  jackpotStakes,
} from '../jackpots/jackpots.service.ts';
import { noteRealWalletCall } from '../loyalty/loyalty.service.ts';
import {
  hasMoneyLimits,
  playBar,
  recordPlay,
  sessionLimitError,
} from '../responsible-gaming/play-status.service.ts';
import { scoreInBackground } from '../tournaments/tournaments.service.ts';
import { announceBalances, announceBalancesAfterCommit } from '../wallet/balance-notices.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import {
  accountBalance,
  activeBonusMoney,
  findGameSessionRow,
  findPaidBet,
  type GameSessionRow,
  gameWalletCall,
  recordAnsweredBalance,
  type WalletMoneyCall,
} from './game-wallet.repository.ts';
import { announceWin } from './recent-wins.service.ts';
import { batchedWalletCall } from './wallet-call-batches.ts';
import {
  WALLET_ERROR_CODES,
  WALLET_PROVIDERS,
  WalletError,
  type WalletErrorCode,
  type WalletOperation,
  type WalletSuccess,
  walletRequestSchemas,
} from './wallet-protocol.ts';

/*
 * Policy (also in README, "Seamless wallet"; carried out by the game_wallet_call SQL function, migration
 * 0017, replaced by 0019, so that a call is one statement — decision 0007):
 * - bet: only on a live (unexpired) session of a player who may play; debits main (real) or the session's
 *   play money (demo) or refuses with INSUFFICIENT_FUNDS, moving nothing. A round opens on its first bet.
 * - win: needs a round opened by a bet of the same session; accepted after the session expired (a game
 *   may finish after the player left). `finished` closes the round; a closed round takes nothing more.
 * - rollback: undoes one bet at most once. A rollback of a bet we never saw is acknowledged without
 *   moving money and blocks that bet id for good, so a late bet cannot slip in after its own rollback.
 *   A bet whose round already paid a win is never rolled back (BET_ALREADY_SETTLED): no double credit.
 * - bonus money (decision 0041): while a casino bonus is active a bet takes main first, then the bonus's
 *   money (or the content's order), refusing a round above the content's max bet with LIMIT_REACHED; a
 *   win gives the round's bonus-funded share back to the bonus, a rollback exactly what its bet took.
 * - every call is idempotent by (provider, transaction_id): a repeat answers the first answer (checked before
 *   the round's state, so a repeat of a win that closed the round is still its answer); the same id
 *   with different content is TRANSACTION_CONFLICT.
 * - player protection (decision 0031): a player with a wager or loss limit has each real-money call
 *   counted in the same transaction, and a bet that would go over a limit is refused with LIMIT_REACHED,
 *   moving nothing. Players without such limits take the one-statement path (a remembered flag). A
 *   time-out ends game sessions like self-exclusion; a session time limit ends them at its time.
 */

type Parsed<Op extends WalletOperation> = (typeof walletRequestSchemas)[Op]['_zod']['output'];

export async function walletCall(
  db: Db,
  provider: string,
  operation: WalletOperation,
  body: unknown,
  now: Date,
): Promise<WalletSuccess> {
  const parsed = walletRequestSchemas[operation].safeParse(body);
  if (!parsed.success) throw new WalletError('INVALID_REQUEST', 'The request does not match the protocol');
  switch (operation) {
    case 'balance':
      return balance(db, parsed.data as Parsed<'balance'>);
    case 'bet':
      return moneyCall(db, provider, 'bet', parsed.data as Parsed<'bet'>, now);
    case 'win':
      return moneyCall(db, provider, 'win', parsed.data as Parsed<'win'>, now);
    case 'rollback':
      return moneyCall(db, provider, 'rollback', parsed.data as Parsed<'rollback'>, now);
  }
}

/** The protocol code of a wallet refusal, or undefined for any other error (for in-process callers). */
export function walletRefusal(error: unknown): WalletErrorCode | undefined {
  return error instanceof WalletError ? error.code : undefined;
}

/** What the wallet said of a refusal beyond its code (a play limit's kind and what is left of it). */
export function walletRefusalData(error: unknown): Record<string, unknown> | undefined {
  return error instanceof WalletError ? error.data : undefined;
}

async function liveSession(db: Db, token: string): Promise<GameSessionRow> {
  const session = await findGameSessionRow(db, token);
  if (!session) throw new WalletError('SESSION_NOT_FOUND', 'Unknown game session');
  return session;
}

async function balance(db: Db, request: Parsed<'balance'>): Promise<WalletSuccess> {
  const session = await liveSession(db, request.session);
  let balance: number = session.fun_balance ?? 0;
  if (session.mode === 'real') {
    // What the player can stake: main plus the active bonus's money (decision 0041).
    const bonus = isCasinoProvider(session.provider)
      ? await bonusInPlay(db, session.user_id as number, session.currency)
      : undefined;
    balance =
      (await accountBalance(db, (await accountsOf(db, session)).main)) +
      (bonus ? await activeBonusMoney(db, bonus.bonusId) : 0);
  }
  return { status: 'ok', balance: balance ?? 0, currency: session.currency };
}

/** What a game session was launched with; none of it changes afterwards, so it is remembered. */
type SessionFacts = Pick<
  GameSessionRow,
  'provider' | 'user_id' | 'sysname' | 'mode' | 'currency' | 'jackpot'
>;

const SESSION_FACTS_LIMIT = 10_000;
const knownSessions = new WeakMap<Db, Map<string, SessionFacts>>();

async function sessionFacts(db: Db, token: string): Promise<SessionFacts | undefined> {
  let sessions = knownSessions.get(db);
  if (!sessions) {
    sessions = new Map();
    knownSessions.set(db, sessions);
  }
  const known = sessions.get(token);
  if (known) return known;
  const row = await findGameSessionRow(db, token);
  if (!row) return undefined;
  // Oldest first out: a Map iterates in insertion order.
  if (sessions.size >= SESSION_FACTS_LIMIT) sessions.delete(sessions.keys().next().value as string);
  const facts = {
    provider: row.provider,
    user_id: row.user_id,
    sysname: row.sysname,
    mode: row.mode,
    currency: row.currency,
    jackpot: row.jackpot,
  };
  sessions.set(token, facts);
  return facts;
}

/** Resolved on the database before the call (ledger-accounts.service.ts explains why). */
async function accountsOf(db: Db, session: Pick<SessionFacts, 'user_id' | 'currency'>) {
  const userId = session.user_id as number;
  return {
    main: await playerAccount(db, userId, 'main', session.currency),
    clearing: await systemAccount(db, 'provider_clearing', session.currency, userId),
  };
}

type MoneyOperation = Exclude<WalletOperation, 'balance'>;

/** The casino's game providers (house games, aggregators); the sportsbook also uses this wallet. */
function isCasinoProvider(provider: string): boolean {
  return (WALLET_PROVIDERS as readonly string[]).includes(provider);
}

function requestHash(operation: MoneyOperation, request: Parsed<MoneyOperation>): string {
  const { session, ...rest } = request as Record<string, unknown>;
  const canonical = JSON.stringify([operation, session, Object.entries(rest).sort()]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function moneyCall<Op extends MoneyOperation>(
  db: Db,
  provider: string,
  operation: Op,
  request: Parsed<Op>,
  now: Date,
): Promise<WalletSuccess> {
  const session = await sessionFacts(db, request.session);
  if (!session || session.provider !== provider) {
    throw new WalletError('SESSION_NOT_FOUND', 'Unknown game session');
  }
  const accounts = session.mode === 'real' ? await accountsOf(db, session) : undefined;
  const stakes =
    operation === 'bet' && accounts && session.jackpot
      ? await jackpotStakes(db, {
          userId: session.user_id as number,
          currency: session.currency,
          amount: (request as Parsed<'bet'>).amount,
        })
      : [];
  const limited = accounts !== undefined && (await hasMoneyLimits(db, session.user_id as number));
  // Casino bonus money is staked in casino games only (not on sports bets, which have betting bonuses).
  // Only players with an active bonus cost a query here (bonus-presence.ts remembers the others).
  const bonus =
    accounts && isCasinoProvider(provider)
      ? await bonusInPlay(db, session.user_id as number, session.currency)
      : undefined;
  const call: WalletMoneyCall = {
    provider,
    operation,
    session: request.session,
    transactionId: request.transaction_id,
    roundId: request.round_id,
    amount: 'amount' in request ? request.amount : null,
    finished: 'finished' in request ? request.finished : null,
    referenceTransactionId: 'reference_transaction_id' in request ? request.reference_transaction_id : null,
    requestHash: requestHash(operation, request),
    now,
    mainAccount: accounts?.main ?? null,
    clearingAccount: accounts?.clearing ?? null,
    contributions: contributionLegs(stakes),
    bonus: bonus ?? null,
  };
  try {
    const answer =
      stakes.length > 0 || limited
        ? await db.transaction().execute(async (trx) => {
            const answer =
              stakes.length > 0
                ? await betWithJackpots(trx, call, stakes, session)
                : ((await gameWalletCall(trx, call)) as unknown as WalletSuccess);
            if (limited && !answer.duplicate) await countPlay(trx, call, session.user_id as number);
            return answer;
          })
        : // One statement, committed with the other players' calls of its batch (decision 0049).
          ((await batchedWalletCall(db, call)) as unknown as WalletSuccess);
    if (accounts) await noteRealWalletCall(db, call, session);
    if (accounts && !answer.duplicate) {
      if (stakes.length === 0) announceBalances(db, [session.user_id as number]);
      // Real stakes wager the player's bonus.
      if (operation !== 'win') noteRealStake(db, session.user_id as number);
    }
    // A round scores in tournaments once it closes; a repeat scores nothing twice but heals a lost score.
    if (accounts && operation === 'win') scoreInBackground(db, session, request.round_id, now);
    // A paid (or closed) round of a casino game may be a new win of the home page's feed.
    if (accounts && operation === 'win' && !answer.duplicate && isCasinoProvider(provider)) announceWin(db);
    return answer;
  } catch (error) {
    throw await walletError(db, error, operation, session, request.session, now);
  }
}

/** Counts a call of a player with money limits; a bet over a limit throws and rolls back with it. */
async function countPlay(trx: Trx, call: WalletMoneyCall, userId: number): Promise<void> {
  if (call.operation === 'rollback') {
    const bet = await findPaidBet(trx, call.provider, call.referenceTransactionId as string);
    if (bet)
      await recordPlay(
        trx,
        userId,
        { operation: 'rollback', amount: bet.amount, betAt: bet.created_at },
        call.now,
      );
    return;
  }
  await recordPlay(trx, userId, { operation: call.operation, amount: call.amount ?? 0 }, call.now);
}

/** A real bet on a jackpot game: the bet and its draw commit together, so a bet never loses its draw. */
async function betWithJackpots(
  trx: Trx,
  call: WalletMoneyCall,
  stakes: JackpotStake[],
  session: SessionFacts,
): Promise<WalletSuccess> {
  const answer = (await gameWalletCall(trx, call)) as unknown as WalletSuccess;
  if (answer.duplicate || call.mainAccount === null) return answer;
  await announceBalancesAfterCommit(trx, [session.user_id as number]);
  const wins = await drawJackpots(trx, {
    stakes,
    userId: session.user_id as number,
    mainAccount: call.mainAccount,
    currency: session.currency,
    amount: call.amount as number,
    sysname: session.sysname,
    drawInput: `${call.provider}:${call.transactionId}`,
  });
  const won = wins.reduce((sum, win) => sum + win.amount, 0);
  if (won === 0) return answer;
  const paid = { ...answer, balance: answer.balance + won };
  await recordAnsweredBalance(trx, Number(answer.wallet_transaction_id), paid.balance);
  return paid;
}

/** Maps what the SQL function raised to the protocol's errors. */
async function walletError(
  db: Db,
  error: unknown,
  operation: MoneyOperation,
  session: SessionFacts,
  token: string,
  now: Date,
): Promise<unknown> {
  const { code, message, detail } = (error ?? {}) as { code?: string; message?: string; detail?: string };
  if (error instanceof ApiError && error.code === 'PlayLimitReached') {
    return new WalletError('LIMIT_REACHED', error.message, error.errorData);
  }
  if (code === 'LD001') return new WalletError('INSUFFICIENT_FUNDS', 'Not enough money for this bet');
  if (code !== 'GW001' || !WALLET_ERROR_CODES.includes(message as WalletErrorCode)) return error;
  // Self-exclusion and time-outs end the player's game sessions at once and the session time limit at
  // its time, so only an ended session needs these checks.
  if (message === 'SESSION_EXPIRED' && operation === 'bet' && session.mode === 'real') {
    const bar = await playBar(db, session.user_id as number, now);
    if (bar) return new WalletError('PLAYER_EXCLUDED', bar.message);
    const row = await findGameSessionRow(db, token);
    if (row?.limit_ends_at && row.limit_ends_at.getTime() <= now.getTime()) {
      return new WalletError('LIMIT_REACHED', sessionLimitError(row.limit_ends_at).message);
    }
  }
  return new WalletError(message as WalletErrorCode, detail ?? (message as string));
}
