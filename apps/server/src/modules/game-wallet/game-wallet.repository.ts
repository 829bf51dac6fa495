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

export function findGameSessionRow(db: DbOrTrx, token: string): Promise<GameSessionRow | undefined> {
  return db.selectFrom('game_sessions').selectAll().where('token', '=', token).executeTakeFirst();
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

export async function completeWalletTransaction(
  trx: Trx,
  id: number,
  response: Record<string, unknown>,
  ledgerTransactionId: number | null,
): Promise<void> {
  await trx
    .updateTable('game_wallet_transactions')
    .set({ response: JSON.stringify(response), ledger_transaction_id: ledgerTransactionId })
    .where('id', '=', id)
    .execute();
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

export async function openRound(trx: Trx, row: Insertable<GameRoundsTable>): Promise<GameRoundRow> {
  // A concurrent first bet of the same round may have opened it a moment ago.
  await trx
    .insertInto('game_rounds')
    .values(row)
    .onConflict((conflict) => conflict.columns(['provider', 'round_id']).doNothing())
    .execute();
  return (await findRound(trx, row.provider, row.round_id)) as GameRoundRow;
}

export async function updateRound(
  trx: Trx,
  id: number,
  change: { betDelta?: number; winDelta?: number; close?: boolean },
): Promise<void> {
  await trx
    .updateTable('game_rounds')
    .set((eb) => ({
      total_bet: eb('total_bet', '+', change.betDelta ?? 0),
      total_win: eb('total_win', '+', change.winDelta ?? 0),
      ...(change.close ? { status: 'closed' as const, closed_at: new Date() } : {}),
    }))
    .where('id', '=', id)
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
