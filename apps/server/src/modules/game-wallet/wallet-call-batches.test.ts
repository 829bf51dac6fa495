import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPglite, freshPostgres, testConfig, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { openGameSession } from './game-sessions.service.ts';
import type { WalletMoneyCall } from './game-wallet.repository.ts';
import { batchedWalletCall, WalletCallError } from './wallet-call-batches.ts';
import { houseWalletClient } from './wallet-client.ts';

/** A plain (non-jackpot) game's session of a new player funded with `balance`. */
async function player(db: Db, balance: number) {
  const userId = await insertPlayer(db);
  if (balance > 0) await fundPlayer(db, userId, balance);
  const session = await openGameSession(db, {
    userId,
    sysname: await catalogueGame(db, { jackpot: false }),
    mode: 'real',
    now: new Date(),
  });
  return {
    userId,
    token: session.token,
    main: await playerAccount(db, userId, 'main', 'USD'),
    clearing: await systemAccount(db, 'provider_clearing', 'USD', userId),
  };
}

type Player = Awaited<ReturnType<typeof player>>;

/** A money call as the service builds it (the request hash stands for the call's content). */
function call(
  who: Pick<Player, 'token' | 'main' | 'clearing'>,
  operation: 'bet' | 'win',
  ids: { transaction: string; round: string },
  amount: number,
): WalletMoneyCall {
  return {
    provider: 'house',
    operation,
    session: who.token,
    transactionId: ids.transaction,
    roundId: ids.round,
    amount,
    finished: operation === 'win' ? true : null,
    referenceTransactionId: null,
    requestHash: `${operation}:${ids.round}:${amount}`,
    now: new Date(),
    mainAccount: who.main,
    clearingAccount: who.clearing,
    contributions: [],
    bonus: null,
  };
}

/** Calls made in one turn of the event loop go to the database as one batch. */
function together(db: Db, calls: WalletMoneyCall[]) {
  return Promise.allSettled(calls.map((each) => batchedWalletCall(db, each)));
}

function refusal(result: PromiseSettledResult<Record<string, unknown>>) {
  if (result.status === 'fulfilled') return 'ok';
  const error = result.reason as WalletCallError;
  expect(error).toBeInstanceOf(WalletCallError);
  return error.code === 'GW001' ? error.message : error.code;
}

function answer(result: PromiseSettledResult<Record<string, unknown>>) {
  if (result.status !== 'fulfilled') throw result.reason;
  return result.value;
}

/**
 * How many database transactions wrote these wallet transaction ids: a row's `created_at` is its
 * transaction's start (`now()`), which every call of one batch shares (each call's own block is a
 * subtransaction, so `xmin` would differ).
 */
async function writers(db: Db, transactionIds: string[]): Promise<number> {
  const { rows } = await sql<{ writers: number }>`select count(distinct created_at)::int as writers
    from game_wallet_transactions where transaction_id in (${sql.join(transactionIds)})`.execute(db);
  return rows[0]?.writers ?? 0;
}

const round = () => {
  const id = randomUUID();
  return { bet: { transaction: `${id}:bet`, round: id }, win: { transaction: `${id}:win`, round: id } };
};

const DATABASES = [
  { name: 'the embedded database', open: freshPglite },
  ...(testDatabaseUrl ? [{ name: 'PostgreSQL', open: freshPostgres }] : []),
];

describe.each(DATABASES)('wallet call batches on $name', ({ open }) => {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(async () => {
    expect(await checkLedger(db)).toEqual([]);
    await database.close();
  });

  it('gives each call of a batch its own answer: refusals move nothing and fail no other call', async () => {
    const [rich, poor, other] = [await player(db, 1_000), await player(db, 50), await player(db, 500)];
    const good = round();
    const broke = round();
    const lost = round();
    const stranger = round();
    const alsoGood = round();
    const results = await together(db, [
      call(rich as Player, 'bet', good.bet, 300),
      call(poor as Player, 'bet', broke.bet, 100),
      call(other as Player, 'win', lost.win, 100),
      call({ ...(other as Player), token: 'no-such-session-token' }, 'bet', stranger.bet, 10),
      call(other as Player, 'bet', alsoGood.bet, 200),
    ]);
    expect(results.map(refusal)).toEqual(['ok', 'LD001', 'ROUND_NOT_FOUND', 'SESSION_NOT_FOUND', 'ok']);
    expect(answer(results[0] as PromiseSettledResult<Record<string, unknown>>)).toMatchObject({
      balance: 700,
    });
    expect(answer(results[4] as PromiseSettledResult<Record<string, unknown>>)).toMatchObject({
      balance: 300,
    });
    expect(await playerBalance(db, (rich as Player).userId)).toBe(700);
    expect(await playerBalance(db, (poor as Player).userId)).toBe(50);
    expect(await playerBalance(db, (other as Player).userId)).toBe(300);
    // The refused calls left no trace; the two accepted ones committed together.
    expect(await writers(db, [broke.bet.transaction, lost.win.transaction, stranger.bet.transaction])).toBe(
      0,
    );
    expect(await writers(db, [good.bet.transaction, alsoGood.bet.transaction])).toBe(1);
  });

  it('answers a transaction id repeated inside one batch with its first answer, moving money once', async () => {
    const who = await player(db, 1_000);
    const twice = round();
    const bet = call(who, 'bet', twice.bet, 400);
    const results = await together(db, [bet, { ...bet }, { ...bet, amount: 401, requestHash: 'other' }]);
    const first = answer(results[0] as PromiseSettledResult<Record<string, unknown>>);
    expect(first).toMatchObject({ status: 'ok', balance: 600 });
    expect(answer(results[1] as PromiseSettledResult<Record<string, unknown>>)).toEqual({
      ...first,
      duplicate: true,
    });
    expect(refusal(results[2] as PromiseSettledResult<Record<string, unknown>>)).toBe('TRANSACTION_CONFLICT');
    expect(await playerBalance(db, who.userId)).toBe(600);
  });

  it('lets one of two bets for the last money of a player in one batch through', async () => {
    const who = await player(db, 100);
    const [first, second] = [round(), round()];
    const results = await together(db, [call(who, 'bet', first.bet, 100), call(who, 'bet', second.bet, 100)]);
    // One player's calls keep their order inside the batch: the first takes the money.
    expect(results.map(refusal)).toEqual(['ok', 'LD001']);
    expect(await playerBalance(db, who.userId)).toBe(0);
    const win = await together(db, [call(who, 'win', first.win, 250)]);
    expect(answer(win[0] as PromiseSettledResult<Record<string, unknown>>)).toMatchObject({ balance: 250 });
  });

  it('sends concurrent players’ calls through the service as one batch, each with its own answer', async () => {
    const wallet = houseWalletClient({ db, config: testConfig });
    const players = [await player(db, 1_000), await player(db, 1_000), await player(db, 1_000)];
    // A first round each, so the session facts and accounts are remembered as in steady play.
    for (const who of players) {
      const warm = round();
      await wallet.bet({
        session: who.token,
        transaction_id: warm.bet.transaction,
        round_id: warm.bet.round,
        amount: 1,
      });
      await wallet.win({
        session: who.token,
        transaction_id: warm.win.transaction,
        round_id: warm.win.round,
        amount: 1,
      });
    }
    const rounds = players.map(() => round());
    const bets = await Promise.all(
      players.map((who, index) =>
        wallet.bet({
          session: who.token,
          transaction_id: rounds[index]?.bet.transaction,
          round_id: rounds[index]?.bet.round,
          amount: 100 * (index + 1),
        }),
      ),
    );
    expect(bets.map((each) => (each.status === 'ok' ? each.balance : each.code))).toEqual([900, 800, 700]);
    expect(
      await writers(
        db,
        rounds.map((each) => each.bet.transaction),
      ),
    ).toBe(1);
  });
});

describe.runIf(testDatabaseUrl)('a batch that dies on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshPostgres();
  });
  afterAll(async () => {
    expect(await checkLedger(database.db)).toEqual([]);
    await database.close();
  });

  it('rolls back as a whole, every caller hears it, and retries answer consistently', async () => {
    const db = database.db;
    const pool = database.pool;
    if (!pool) throw new Error('PostgreSQL has a pool');
    const [first, blocked] = [await player(db, 1_000), await player(db, 1_000)];
    const [a, b] = [round(), round()];
    const calls = [call(first, 'bet', a.bet, 100), call(blocked, 'bet', b.bet, 100)];
    // Another transaction holds the second player's balance row, so the batch stops inside it...
    const holder = await pool.connect();
    await holder.query('begin');
    await holder.query('select 1 from ledger_accounts where id = $1 for update', [blocked.main]);
    const results = together(db, calls);
    let pid: number | undefined;
    for (let attempt = 0; attempt < 200 && pid === undefined; attempt += 1) {
      const { rows } = await pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database()
           and wait_event_type = 'Lock' and query like '%game_wallet_calls%'`,
      );
      pid = rows[0]?.pid;
      if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(pid).toBeDefined();
    // ...and its backend dies there, before the batch commits.
    await pool.query('select pg_terminate_backend($1)', [pid]);
    const settled = await results;
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await holder.query('rollback');
    holder.release();
    expect(await writers(db, [a.bet.transaction, b.bet.transaction])).toBe(0);
    expect(await playerBalance(db, first.userId)).toBe(1_000);
    // The provider retries each call: applied once now, and a further retry is its repeat.
    const retried = await together(db, calls);
    expect(retried.map((result) => answer(result).balance)).toEqual([900, 900]);
    const again = await together(db, calls);
    expect(again.map((result) => answer(result).duplicate)).toEqual([true, true]);
    expect(await playerBalance(db, first.userId)).toBe(900);
    expect(await playerBalance(db, blocked.userId)).toBe(900);
  });
});
