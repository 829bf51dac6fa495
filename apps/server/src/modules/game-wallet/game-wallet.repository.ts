import type { MinorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { GameSessionsTable } from '../../db/tables/game-wallet.table.ts';

export type GameSessionRow = Selectable<GameSessionsTable>;

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

/** The player's newest real-money session of a game and provider still live at `liveAt`. */
export function findLiveGameSession(
  db: DbOrTrx,
  session: { userId: number; sysname: string; provider: string; liveAt: Date },
): Promise<GameSessionRow | undefined> {
  return db
    .selectFrom('game_sessions')
    .selectAll()
    .where('user_id', '=', session.userId)
    .where('sysname', '=', session.sysname)
    .where('provider', '=', session.provider)
    .where('mode', '=', 'real')
    .where('expires_at', '>', session.liveAt)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Brings the end of the player's live sessions forward to `end` (their session time limit). */
export async function capGameSessions(db: DbOrTrx, userId: number, end: Date, now: Date): Promise<void> {
  await db
    .updateTable('game_sessions')
    .set({ expires_at: end, limit_ends_at: end })
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('expires_at', '>', end)
    .execute();
}

export function findGameSessionRow(db: DbOrTrx, token: string): Promise<GameSessionRow | undefined> {
  return db.selectFrom('game_sessions').selectAll().where('token', '=', token).executeTakeFirst();
}

export interface WalletMoneyCall {
  provider: string;
  operation: 'bet' | 'win' | 'rollback';
  session: string;
  transactionId: string;
  roundId: string;
  amount: number | null;
  finished: boolean | null;
  referenceTransactionId: string | null;
  requestHash: string;
  now: Date;
  mainAccount: number | null;
  clearingAccount: number | null;
  contributions: { accountId: number; amount: number }[];
  /** The player's active bonus, whose money a bet may stake (decision 0041); null when none. */
  bonus: { bonusId: number; bonusFirst: boolean; isolated: boolean; maxBet: number | null } | null;
}

/**
 * One bet, win or rollback through the `game_wallet_call` SQL function (migration 0017): the whole call
 * is one statement. Refusals come back as errors with SQLSTATE GW001 (or LD001 for a refused debit).
 */
export async function gameWalletCall(db: DbOrTrx, call: WalletMoneyCall): Promise<Record<string, unknown>> {
  const { rows } = await sql<{ answer: Record<string, unknown> }>`select game_wallet_call(${call.provider},
    ${call.operation}, ${call.session}, ${call.transactionId}, ${call.roundId}, ${call.amount}::bigint,
    ${call.finished}::boolean, ${call.referenceTransactionId}, ${call.requestHash}, ${call.now}::timestamptz,
    ${call.mainAccount}::bigint, ${call.clearingAccount}::bigint,
    ${call.contributions.map((leg) => leg.accountId)}::bigint[],
    ${call.contributions.map((leg) => leg.amount)}::bigint[], ${call.bonus?.bonusId ?? null}::bigint,
    ${call.bonus?.bonusFirst ?? false}::boolean, ${call.bonus?.isolated ?? false}::boolean,
    ${call.bonus?.maxBet ?? null}::bigint) as answer`.execute(db);
  const answer = rows[0]?.answer;
  if (!answer) throw new Error('game_wallet_call answered nothing');
  return answer;
}

/**
 * Many calls through the `game_wallet_calls` SQL function (migration 0047, decision 0049): one statement
 * and one commit for all of them, each call applied by `game_wallet_call` in its own block. Answers come
 * back in the order of the calls; a call the function refused answers `{error, message, detail}` (its
 * SQLSTATE, message and detail) instead of failing the others.
 */
export async function gameWalletCalls(
  db: DbOrTrx,
  calls: WalletMoneyCall[],
): Promise<Record<string, unknown>[]> {
  const batch = calls.map((call) => ({
    provider: call.provider,
    operation: call.operation,
    session: call.session,
    transaction_id: call.transactionId,
    round_id: call.roundId,
    amount: call.amount,
    finished: call.finished,
    reference_transaction_id: call.referenceTransactionId,
    request_hash: call.requestHash,
    now: call.now.toISOString(),
    main_account: call.mainAccount,
    clearing_account: call.clearingAccount,
    contribution_accounts: call.contributions.map((leg) => leg.accountId),
    contribution_amounts: call.contributions.map((leg) => leg.amount),
    bonus_id: call.bonus?.bonusId ?? null,
    bonus_first: call.bonus?.bonusFirst ?? false,
    isolated: call.bonus?.isolated ?? false,
    max_bet: call.bonus?.maxBet ?? null,
  }));
  const { rows } = await sql<{ answer: Record<string, unknown> }>`select answer
    from game_wallet_calls(${JSON.stringify(batch)}::jsonb) as answer`.execute(db);
  if (rows.length !== calls.length) throw new Error('game_wallet_calls answered another number of calls');
  return rows.map((row) => row.answer);
}

/** A bet that moved money, with its stake and time (a rollback of it takes the stake out of play totals). */
export function findPaidBet(
  db: DbOrTrx,
  provider: string,
  transactionId: string,
): Promise<{ amount: number; created_at: Date } | undefined> {
  return db
    .selectFrom('game_wallet_transactions')
    .select(['amount', 'created_at'])
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .where('operation', '=', 'bet')
    .where('ledger_transaction_id', 'is not', null)
    .executeTakeFirst();
}

/** A bet that also won a jackpot answers the balance after the jackpot was paid. */
export async function recordAnsweredBalance(trx: Trx, walletTransactionId: number, balance: number) {
  await trx
    .updateTable('game_wallet_transactions')
    .set({ response: sql`jsonb_set(response, '{balance}', to_jsonb(${balance}::bigint))` })
    .where('id', '=', walletTransactionId)
    .execute();
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

/**
 * The latest real rounds of the casino's providers that closed with a win of at least `minWin` and more
 * than their stake, newest first, with the player's login and nickname (for the masked name only). Walks
 * `game_rounds_real_closed` backwards: losing and small rounds are skipped on the index's rows.
 */
export function recentWinningRounds(
  db: DbOrTrx,
  options: { providers: readonly string[]; minWin: MinorUnits; count: number },
) {
  return db
    .selectFrom('game_rounds')
    .innerJoin('users', 'users.id', 'game_rounds.user_id')
    .leftJoin('games', 'games.sysname', 'game_rounds.sysname')
    .select([
      'game_rounds.id',
      'game_rounds.sysname',
      'games.title',
      'game_rounds.currency',
      'game_rounds.total_win',
      'game_rounds.closed_at',
      'users.login',
      'users.fakename',
    ])
    .where('game_rounds.mode', '=', 'real')
    .where('game_rounds.closed_at', 'is not', null)
    .where('game_rounds.provider', 'in', options.providers)
    .where('game_rounds.total_win', '>=', options.minWin)
    .whereRef('game_rounds.total_win', '>', 'game_rounds.total_bet')
    .orderBy('game_rounds.closed_at', 'desc')
    .orderBy('game_rounds.id', 'desc')
    .limit(options.count)
    .execute();
}

export type WinningRoundRow = Awaited<ReturnType<typeof recentWinningRounds>>[number];

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

/** What an active bonus has left to stake (0 once it is no longer active). */
export async function activeBonusMoney(db: DbOrTrx, bonusId: number): Promise<number> {
  const row = await db
    .selectFrom('bonuses')
    .select(sql<string>`amount + played`.as('money'))
    .where('id', '=', bonusId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(row?.money ?? 0);
}

export async function accountBalance(db: DbOrTrx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** The first wallet call made at `since` or later, and the last one so far (ids grow with time). */
export async function walletCallsSince(
  db: DbOrTrx,
  since: Date,
): Promise<{ first: number | null; last: number | null }> {
  const result = await sql<{ first: string | null; last: string | null }>`
    select (select min(id) from game_wallet_transactions where created_at >= ${since}) as first,
      (select max(id) from game_wallet_transactions) as last`.execute(db);
  const row = result.rows[0];
  return {
    first: row?.first == null ? null : Number(row.first),
    last: row?.last == null ? null : Number(row.last),
  };
}

export interface AcceptedRealBetRow {
  id: number;
  provider: string;
  transaction_id: string;
  amount: number;
  user_id: number;
  sysname: string;
}

/**
 * Real bets the wallet accepted (a posting moved their money) and no rollback has undone, with ids in
 * (`after`, `until`], in id order, at most `limit`.
 */
export async function acceptedRealBets(
  db: DbOrTrx,
  range: { after: number; until: number; limit: number },
): Promise<AcceptedRealBetRow[]> {
  const result = await sql<AcceptedRealBetRow>`
    select t.id, t.provider, t.transaction_id, t.amount, r.user_id, r.sysname
    from game_wallet_transactions t
    join game_rounds r on r.id = t.round_pk
    where t.id > ${range.after} and t.id <= ${range.until}
      and t.operation = 'bet' and t.ledger_transaction_id is not null
      and r.mode = 'real' and r.user_id is not null
      and not exists (
        select 1 from game_wallet_transactions rollback
        where rollback.operation = 'rollback' and rollback.provider = t.provider
          and rollback.reference_transaction_id = t.transaction_id)
    order by t.id
    limit ${range.limit}`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    amount: Number(row.amount),
    user_id: Number(row.user_id),
  }));
}
