import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type {
  GameRoundsTable,
  GameSessionsTable,
  GameWalletTransactionsTable,
} from '../../db/tables/game-wallet.table.ts';

export type GameSessionRow = Selectable<GameSessionsTable>;
export type GameRoundRow = Selectable<GameRoundsTable>;
export type WalletTransactionRow = Selectable<GameWalletTransactionsTable>;

export async function insertGameSession(
  db: DbOrTrx,
  row: Insertable<GameSessionsTable>,
): Promise<GameSessionRow> {
  return db.insertInto('game_sessions').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Ends every game session of the player that is still open (wins of open rounds are still accepted). */
export async function expireGameSessions(db: DbOrTrx, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('game_sessions')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .execute();
}

export function findGameSessionRow(db: DbOrTrx, token: string): Promise<GameSessionRow | undefined> {
  return db.selectFrom('game_sessions').selectAll().where('token', '=', token).executeTakeFirst();
}

/**
 * What every money call starts from, in one query: the session and, if this transaction id was seen
 * before, its first record (sessions are never deleted, so a repeat always finds its session).
 */
export async function walletContext(db: DbOrTrx, provider: string, token: string, transactionId: string) {
  const row = await db
    .selectFrom('game_sessions as s')
    .leftJoin('game_wallet_transactions as t', (join) =>
      join.on('t.provider', '=', provider).on('t.transaction_id', '=', transactionId),
    )
    .selectAll('s')
    .select(['t.id as known_id', 't.request_hash as known_hash', 't.response as known_response'])
    .where('s.token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const { known_id, known_hash, known_response, ...session } = row;
  return {
    session: session as GameSessionRow,
    known: known_id === null ? undefined : { request_hash: known_hash as string, response: known_response },
  };
}

export function findWalletTransaction(
  db: DbOrTrx,
  provider: string,
  transactionId: string,
): Promise<WalletTransactionRow | undefined> {
  return db
    .selectFrom('game_wallet_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export function findRollbackOf(
  db: DbOrTrx,
  provider: string,
  betTransactionId: string,
): Promise<WalletTransactionRow | undefined> {
  return db
    .selectFrom('game_wallet_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('operation', '=', 'rollback')
    .where('reference_transaction_id', '=', betTransactionId)
    .executeTakeFirst();
}

/**
 * Claims a provider transaction id. Answers undefined when the id is already taken (by a call that
 * committed first: on PostgreSQL a concurrent claim waits for it) or, for a rollback, when that bet was
 * already rolled back under another id.
 */
export async function claimWalletTransaction(
  trx: Trx,
  row: Insertable<GameWalletTransactionsTable>,
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('game_wallet_transactions')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export function findRound(db: DbOrTrx, provider: string, roundId: string): Promise<GameRoundRow | undefined> {
  return db
    .selectFrom('game_rounds')
    .selectAll()
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
}

/** Opens the round on its first bet, or locks and answers the round that exists. */
export async function openRound(trx: Trx, row: Insertable<GameRoundsTable>): Promise<GameRoundRow> {
  // The no-op update makes an existing row come back (locked) in the same statement.
  return trx
    .insertInto('game_rounds')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['provider', 'round_id'])
        .doUpdateSet((eb) => ({ provider: eb.ref('excluded.provider') })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface RoundChange {
  id: number;
  betDelta?: number;
  winDelta?: number;
  close?: boolean;
}

/**
 * Records the answer of a wallet call and, in the same statement, what it changed about its round
 * (one round trip: this runs on every bet and win).
 */
export async function settleWalletTransaction(
  trx: Trx,
  transaction: {
    id: number;
    response: Record<string, unknown>;
    ledgerTransactionId: number | null;
    roundPk: number | null;
  },
  round: RoundChange | undefined,
): Promise<void> {
  const answer = {
    response: JSON.stringify(transaction.response),
    ledger_transaction_id: transaction.ledgerTransactionId,
    round_pk: transaction.roundPk,
  };
  if (!round) {
    await trx.updateTable('game_wallet_transactions').set(answer).where('id', '=', transaction.id).execute();
    return;
  }
  await trx
    .with('round_change', (db) =>
      db
        .updateTable('game_rounds')
        .set((eb) => ({
          total_bet: eb('total_bet', '+', round.betDelta ?? 0),
          total_win: eb('total_win', '+', round.winDelta ?? 0),
          ...(round.close ? { status: 'closed' as const, closed_at: new Date() } : {}),
        }))
        .where('id', '=', round.id)
        .returning('id'),
    )
    .updateTable('game_wallet_transactions')
    .set(answer)
    .where('id', '=', transaction.id)
    .execute();
}

/** Moves a demo session's play money; undefined when a debit would go below zero. */
export async function changeFunBalance(trx: Trx, token: string, delta: number): Promise<number | undefined> {
  const row = await trx
    .updateTable('game_sessions')
    .set((eb) => ({ fun_balance: eb('fun_balance', '+', delta) }))
    .where('token', '=', token)
    .where('fun_balance', '>=', -delta)
    .returning('fun_balance')
    .executeTakeFirst();
  return row?.fun_balance ?? undefined;
}

/** A player's real-money rounds, newest first (`before`: only rounds with a smaller id). */
export function playerRounds(
  db: DbOrTrx,
  userId: number,
  page: { offset: number; count: number; before?: number },
) {
  let query = db
    .selectFrom('game_rounds')
    .leftJoin('games', 'games.sysname', 'game_rounds.sysname')
    .select([
      'game_rounds.id',
      'game_rounds.round_id',
      'game_rounds.sysname',
      'games.title',
      'game_rounds.currency',
      'game_rounds.status',
      'game_rounds.total_bet',
      'game_rounds.total_win',
      'game_rounds.opened_at',
      'game_rounds.closed_at',
    ])
    .where('game_rounds.user_id', '=', userId)
    .where('game_rounds.mode', '=', 'real')
    .orderBy('game_rounds.id', 'desc')
    .offset(page.offset)
    .limit(page.count);
  if (page.before !== undefined) query = query.where('game_rounds.id', '<', page.before);
  return query.execute();
}

export type PlayerRoundRow = Awaited<ReturnType<typeof playerRounds>>[number];

export async function countPlayerRounds(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('mode', '=', 'real')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertHistoryExport(db: DbOrTrx, userId: number, publicId: string) {
  return db
    .insertInto('game_history_exports')
    .values({ user_id: userId, public_id: publicId, status: 'pending' })
    .returning(['id', 'public_id', 'status', 'rows', 'created_at', 'completed_at'])
    .executeTakeFirstOrThrow();
}

export function findHistoryExport(db: DbOrTrx, userId: number, publicId: string) {
  return db
    .selectFrom('game_history_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

export async function completeHistoryExport(
  db: DbOrTrx,
  id: number,
  result: { status: 'ready' | 'failed'; rows: number | null; csv: string | null },
) {
  await db
    .updateTable('game_history_exports')
    .set({ ...result, completed_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function playerCurrency(db: DbOrTrx, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('currency').where('id', '=', userId).executeTakeFirst();
  return row?.currency;
}

export async function roundHasWin(db: DbOrTrx, roundPk: number): Promise<boolean> {
  const row = await db
    .selectFrom('game_wallet_transactions')
    .select('id')
    .where('round_pk', '=', roundPk)
    .where('operation', '=', 'win')
    .executeTakeFirst();
  return row !== undefined;
}

export async function accountBalance(db: DbOrTrx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}
