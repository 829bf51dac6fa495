import { createHash } from 'node:crypto';
import type { Db, Trx } from '../../db/schema.ts';
import {
  contributionLegs,
  drawJackpots,
  type JackpotStake,
  jackpotStakes,
} from '../jackpots/jackpots.service.ts';
import { isSelfExcluded } from '../responsible-gaming/responsible-gaming.service.ts';
import { InsufficientFundsError, postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import {
  accountBalance,
  changeFunBalance,
  claimWalletTransaction,
  findGameSessionRow,
  findRollbackOf,
  findRound,
  findWalletTransaction,
  type GameSessionRow,
  openRound,
  type RoundChange,
  roundHasWin,
  settleWalletTransaction,
  type WalletTransactionRow,
  walletContext,
} from './game-wallet.repository.ts';
import {
  WalletError,
  type WalletOperation,
  type WalletSuccess,
  walletRequestSchemas,
} from './wallet-protocol.ts';

/*
 * Policy (also in README, "Seamless wallet"):
 * - bet: only on a live (unexpired) session of a player who may play; debits main (real) or the session's
 *   play money (demo) or refuses with INSUFFICIENT_FUNDS, moving nothing. A round opens on its first bet.
 * - win: needs a round opened by a bet of the same session; accepted after the session expired (a game
 *   may finish after the player left). `finished` closes the round; a closed round takes nothing more.
 * - rollback: undoes one bet at most once. A rollback of a bet we never saw is acknowledged without
 *   moving money and blocks that bet id for good, so a late bet cannot slip in after its own rollback.
 *   A bet whose round already paid a win is never rolled back (BET_ALREADY_SETTLED): no double credit.
 * - every call is idempotent by (provider, transaction_id): a repeat answers the first answer; the same id
 *   with different content is TRANSACTION_CONFLICT.
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

async function liveSession(db: Db | Trx, token: string): Promise<GameSessionRow> {
  const session = await findGameSessionRow(db, token);
  if (!session) throw new WalletError('SESSION_NOT_FOUND', 'Unknown game session');
  return session;
}

async function balance(db: Db, request: Parsed<'balance'>): Promise<WalletSuccess> {
  const session = await liveSession(db, request.session);
  const accounts = session.mode === 'real' ? await accountsOf(db, session) : undefined;
  return { status: 'ok', balance: await currentBalance(db, session, accounts), currency: session.currency };
}

/** Resolved on the database before a transaction opens (ledger-accounts.ts explains why). */
async function accountsOf(db: Db, session: GameSessionRow) {
  const userId = session.user_id as number;
  return {
    main: await playerAccount(db, userId, 'main', session.currency),
    clearing: await systemAccount(db, 'provider_clearing', session.currency, userId),
  };
}

async function currentBalance(
  db: Db | Trx,
  session: GameSessionRow,
  accounts: { main: number } | undefined,
): Promise<number> {
  if (!accounts) return (await findGameSessionRow(db, session.token))?.fun_balance ?? 0;
  return accountBalance(db, accounts.main);
}

type MoneyOperation = Exclude<WalletOperation, 'balance'>;

function requestHash(operation: MoneyOperation, request: Parsed<MoneyOperation>): string {
  const { session, ...rest } = request as Record<string, unknown>;
  const canonical = JSON.stringify([operation, session, Object.entries(rest).sort()]);
  return createHash('sha256').update(canonical).digest('hex');
}

function repeatOf(
  first: Pick<WalletTransactionRow, 'request_hash' | 'response'>,
  hash: string,
): WalletSuccess {
  if (first.request_hash !== hash || !first.response) {
    throw new WalletError('TRANSACTION_CONFLICT', 'This transaction id was already used for another request');
  }
  return { ...(first.response as unknown as WalletSuccess), duplicate: true };
}

async function moneyCall<Op extends MoneyOperation>(
  db: Db,
  provider: string,
  operation: Op,
  request: Parsed<Op>,
  now: Date,
): Promise<WalletSuccess> {
  const hash = requestHash(operation, request);
  const context = await walletContext(db, provider, request.session, request.transaction_id);
  if (context?.known) return repeatOf(context.known, hash);
  const session = context?.session;
  if (!session || session.provider !== provider) {
    throw new WalletError('SESSION_NOT_FOUND', 'Unknown game session');
  }
  const accounts = session.mode === 'real' ? await accountsOf(db, session) : undefined;
  let stakes: JackpotStake[] = [];
  if (operation === 'bet') {
    // Self-exclusion ends the player's game sessions at once, so only an ended session needs the check.
    if (session.expires_at.getTime() <= now.getTime()) {
      if (session.mode === 'real' && (await isSelfExcluded(db, session.user_id as number, now))) {
        throw new WalletError('PLAYER_EXCLUDED', 'The player is self-excluded');
      }
      throw new WalletError('SESSION_EXPIRED', 'The game session has expired');
    }
    if (session.mode === 'real' && session.jackpot) {
      const amount = (request as Parsed<'bet'>).amount;
      stakes = await jackpotStakes(db, {
        userId: session.user_id as number,
        currency: session.currency,
        amount,
      });
    }
  }

  return db.transaction().execute(async (trx) => {
    const call: Call = { trx, provider, session, accounts, hash, stakes };
    switch (operation) {
      case 'bet':
        return bet(call, request as Parsed<'bet'>);
      case 'win':
        return win(call, request as Parsed<'win'>);
      default:
        return rollback(call, request as Parsed<'rollback'>);
    }
  });
}

interface Call {
  trx: Trx;
  provider: string;
  session: GameSessionRow;
  accounts: { main: number; clearing: number } | undefined;
  hash: string;
  /** The jackpots a real bet feeds (and may win). */
  stakes: JackpotStake[];
}

/** Claims the transaction id; a concurrent twin that got there first makes this call its repeat. */
async function claim(
  call: Call,
  operation: MoneyOperation,
  request: Parsed<MoneyOperation>,
  amount: number,
): Promise<number | WalletSuccess> {
  const id = await claimWalletTransaction(call.trx, {
    provider: call.provider,
    transaction_id: request.transaction_id,
    operation,
    round_pk: null,
    session_token: call.session.token,
    amount,
    reference_transaction_id: 'reference_transaction_id' in request ? request.reference_transaction_id : null,
    request_hash: call.hash,
  });
  if (id !== undefined) return id;
  const first = await findWalletTransaction(call.trx, call.provider, request.transaction_id);
  if (first) return repeatOf(first, call.hash);
  // The id is free, so the unique index that refused us is "this bet was already rolled back".
  return {
    status: 'ok',
    balance: await currentBalance(call.trx, call.session, call.accounts),
    currency: call.session.currency,
    duplicate: true,
  };
}

/**
 * Moves `amount` between the player (positive: to the player) and the game provider; a bet's jackpot
 * contributions go from the provider's share into the pools in the same posting.
 */
async function move(call: Call, kind: string, request: Parsed<MoneyOperation>, amount: number) {
  if (amount === 0)
    return { balance: await currentBalance(call.trx, call.session, call.accounts), ledgerId: null };
  if (!call.accounts) {
    const funBalance = await changeFunBalance(call.trx, call.session.token, amount);
    if (funBalance === undefined) throw new WalletError('INSUFFICIENT_FUNDS', 'Not enough play money');
    return { balance: funBalance, ledgerId: null };
  }
  const contributions = kind === 'game_bet' ? contributionLegs(call.stakes) : [];
  const contributed = contributions.reduce((sum, leg) => sum + leg.amount, 0);
  try {
    const posting = await postTransaction(call.trx, {
      kind,
      idempotencyKey: `game:${call.provider}:${request.transaction_id}`,
      userId: call.session.user_id,
      reference: `round:${call.provider}:${request.round_id}`,
      metadata: { sysname: call.session.sysname },
      legs: [
        { accountId: call.accounts.main, amount },
        { accountId: call.accounts.clearing, amount: -amount - contributed },
        ...contributions,
      ],
    });
    const main = posting.legs.find((leg) => leg.account_id === call.accounts?.main);
    return { balance: main?.balance_after ?? 0, ledgerId: posting.transactionId };
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new WalletError('INSUFFICIENT_FUNDS', 'Not enough money for this bet');
    }
    throw error;
  }
}

async function settle(
  call: Call,
  transactionPk: number,
  moved: { balance: number; ledgerId: number | null },
  round: RoundChange | undefined,
): Promise<WalletSuccess> {
  const answer: WalletSuccess = {
    status: 'ok',
    balance: moved.balance,
    currency: call.session.currency,
    wallet_transaction_id: String(transactionPk),
  };
  await settleWalletTransaction(
    call.trx,
    {
      id: transactionPk,
      response: { ...answer },
      ledgerTransactionId: moved.ledgerId,
      roundPk: round?.id ?? null,
    },
    round,
  );
  return answer;
}

async function bet(call: Call, request: Parsed<'bet'>): Promise<WalletSuccess> {
  if (await findRollbackOf(call.trx, call.provider, request.transaction_id)) {
    throw new WalletError('BET_ALREADY_SETTLED', 'This bet was already rolled back');
  }
  const round = await openRound(call.trx, {
    provider: call.provider,
    round_id: request.round_id,
    session_token: call.session.token,
    user_id: call.session.user_id,
    sysname: call.session.sysname,
    mode: call.session.mode,
    currency: call.session.currency,
    status: 'open',
  });
  if (round.session_token !== call.session.token) {
    throw new WalletError('ROUND_NOT_FOUND', 'This round belongs to another game session');
  }
  if (round.status === 'closed') throw new WalletError('ROUND_CLOSED', 'The round is already closed');
  const claimed = await claim(call, 'bet', request, request.amount);
  if (typeof claimed !== 'number') return claimed;
  const moved = await move(call, 'game_bet', request, -request.amount);
  const change = { id: round.id, betDelta: request.amount };
  if (call.accounts && call.stakes.length > 0) {
    const wins = await drawJackpots(call.trx, {
      stakes: call.stakes,
      userId: call.session.user_id as number,
      mainAccount: call.accounts.main,
      currency: call.session.currency,
      amount: request.amount,
      sysname: call.session.sysname,
      drawInput: `${call.provider}:${request.transaction_id}`,
    });
    const won = wins.reduce((sum, win) => sum + win.amount, 0);
    if (won > 0) return settle(call, claimed, { ...moved, balance: moved.balance + won }, change);
  }
  return settle(call, claimed, moved, change);
}

async function win(call: Call, request: Parsed<'win'>): Promise<WalletSuccess> {
  const round = await findRound(call.trx, call.provider, request.round_id);
  if (!round || round.session_token !== call.session.token) {
    throw new WalletError('ROUND_NOT_FOUND', 'No bet was placed in this round');
  }
  if (round.status === 'closed') throw new WalletError('ROUND_CLOSED', 'The round is already closed');
  const claimed = await claim(call, 'win', request, request.amount);
  if (typeof claimed !== 'number') return claimed;
  const moved = await move(call, 'game_win', request, request.amount);
  return settle(call, claimed, moved, { id: round.id, winDelta: request.amount, close: request.finished });
}

async function rollback(call: Call, request: Parsed<'rollback'>): Promise<WalletSuccess> {
  const target = await findWalletTransaction(call.trx, call.provider, request.reference_transaction_id);
  if (target && (target.operation !== 'bet' || target.session_token !== call.session.token)) {
    throw new WalletError('INVALID_REQUEST', 'Only a bet of this session can be rolled back');
  }
  const round = target?.round_pk ? await findRound(call.trx, call.provider, request.round_id) : undefined;
  if (target && (!round || round.id !== target.round_pk)) {
    throw new WalletError('INVALID_REQUEST', 'The bet belongs to another round');
  }
  if (round && (await roundHasWin(call.trx, round.id))) {
    throw new WalletError(
      'BET_ALREADY_SETTLED',
      'The round already paid a win; its bet cannot be rolled back',
    );
  }
  const amount = target?.amount ?? 0;
  const claimed = await claim(call, 'rollback', request, amount);
  if (typeof claimed !== 'number') return claimed;
  const moved = await move(call, 'game_rollback', request, amount);
  const change = round && { id: round.id, betDelta: -amount, close: round.total_bet === amount };
  return settle(call, claimed, moved, change);
}
