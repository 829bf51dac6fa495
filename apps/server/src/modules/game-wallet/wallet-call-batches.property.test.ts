import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { freshPglite, freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { openGameSession } from './game-sessions.service.ts';
import { gameWalletCall, gameWalletCalls, type WalletMoneyCall } from './game-wallet.repository.ts';

/**
 * game_wallet_calls applies a batch's plain calls together and the rest one by one (decision 0064). Whatever
 * the batch — repeats, rollbacks, refusals, one player's several calls, rounds of another session — its
 * answers and everything it writes must be what game_wallet_call gives the same calls one after another.
 */
const PLAYERS = 3;

type Step = {
  player: number;
  operation: 'bet' | 'win' | 'rollback';
  transaction: number;
  round: number;
  amount: number;
  finished: boolean;
};

const step = fc.record({
  player: fc.nat(PLAYERS - 1),
  operation: fc.constantFrom('bet' as const, 'bet' as const, 'win' as const, 'rollback' as const),
  transaction: fc.nat(9),
  round: fc.nat(4),
  amount: fc.constantFrom(0, 40, 100, 250),
  finished: fc.boolean(),
});

type Side = { database: DatabaseHandle; players: { token: string; main: number; clearing: number }[] };

async function side(open: () => Promise<DatabaseHandle>, funds: number[]): Promise<Side> {
  const database = await open();
  const db = database.db;
  const sysname = await catalogueGame(db, { jackpot: false });
  const players = [];
  for (const balance of funds) {
    const userId = await insertPlayer(db);
    if (balance > 0) await fundPlayer(db, userId, balance);
    const session = await openGameSession(db, { userId, sysname, mode: 'real', now: new Date() });
    players.push({
      token: session.token,
      main: await playerAccount(db, userId, 'main', 'USD'),
      clearing: await systemAccount(db, 'provider_clearing', 'USD', userId),
    });
  }
  return { database, players };
}

function toCall(who: Side['players'][number], run: number, each: Step): WalletMoneyCall {
  const transaction = `${run}:t${each.transaction}`;
  const rollback = each.operation === 'rollback';
  return {
    provider: 'house',
    operation: each.operation,
    session: who.token,
    transactionId: rollback ? `${transaction}:rollback` : transaction,
    roundId: `${run}:r${each.round}`,
    amount: rollback ? null : each.amount,
    finished: each.operation === 'win' ? each.finished : null,
    referenceTransactionId: rollback ? transaction : null,
    // The same content hashes alike, so a repeat is a repeat and a reused id with other content is refused.
    requestHash: `${each.operation}:${each.round}:${each.amount}:${each.finished}:${each.player}`,
    now: new Date('2026-11-27T10:00:00Z'),
    mainAccount: who.main,
    clearingAccount: who.clearing,
    contributions: [],
    bonus: null,
  };
}

/** An answer without its ids (each database numbers its rows itself); a refusal by its code and text. */
function comparable(answer: Record<string, unknown>) {
  if ('error' in answer)
    return { error: answer.error, message: answer.message, detail: answer.detail || null };
  const { wallet_transaction_id, ...rest } = answer;
  return { ...rest, numbered: typeof wallet_transaction_id === 'string' };
}

/** What a run wrote, by names the two databases share. */
async function written(db: Db, run: number, players: Side['players']) {
  const mains = players.map((player) => player.main);
  const role = (account: number) => (mains.includes(account) ? `main:${mains.indexOf(account)}` : 'clearing');
  const balances = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('id', 'in', mains)
    .orderBy('id')
    .execute();
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['round_id', 'status', 'total_bet', 'total_win', 'closed_at', 'bonus_bet'])
    .where('round_id', 'like', `${run}:%`)
    .orderBy('round_id')
    .execute();
  const { rows: calls } = await sql<Record<string, unknown>>`select w.transaction_id, w.operation, w.amount,
      w.reference_transaction_id, w.request_hash, w.response - 'wallet_transaction_id' as response,
      w.ledger_transaction_id is not null as posted, r.round_id, w.bonus_amount
    from game_wallet_transactions w left join game_rounds r on r.id = w.round_pk
    where w.transaction_id like ${`${run}:%`} order by w.transaction_id`.execute(db);
  const { rows: postings } = await sql<{
    idempotency_key: string;
    kind: string;
    reference: string;
    request_hash: string;
    metadata: unknown;
    legs: { account: number; amount: number }[];
  }>`select t.idempotency_key, t.kind, t.reference, t.request_hash, t.metadata,
      json_agg(json_build_object('account', e.account_id, 'amount', e.amount) order by e.account_id) as legs
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.idempotency_key like ${`game:house:${run}:%`}
    group by t.id order by t.idempotency_key`.execute(db);
  return {
    balances: balances.map((row) => [role(row.id), row.balance]),
    rounds,
    calls,
    postings: postings.map(({ legs, ...posting }) => ({
      ...posting,
      legs: legs.map((leg) => [role(leg.account), Number(leg.amount)]),
    })),
  };
}

const DATABASES = [
  { name: 'the embedded database', open: freshPglite },
  ...(testDatabaseUrl ? [{ name: 'PostgreSQL', open: () => freshPostgres() }] : []),
];

describe.each(DATABASES)('wallet call batches on $name', ({ open }) => {
  let batched: Side;
  let single: Side;
  const funds = [300, 90, 0];
  beforeAll(async () => {
    [batched, single] = await Promise.all([side(open, funds), side(open, funds)]);
  });
  afterAll(async () => {
    expect(await checkLedger(batched.database.db)).toEqual([]);
    expect(await checkLedger(single.database.db)).toEqual([]);
    await Promise.all([batched.database.close(), single.database.close()]);
  });

  it('a batch answers and writes what its calls one by one would (property)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          run += 1;
          for (const batch of batches) {
            const answers = await gameWalletCalls(
              batched.database.db,
              batch.map((each) => toCall(batched.players[each.player]!, run, each)),
            );
            const one: Record<string, unknown>[] = [];
            for (const each of batch) {
              one.push(
                await gameWalletCall(
                  single.database.db,
                  toCall(single.players[each.player]!, run, each),
                ).catch((error: { code?: string; message?: string; detail?: string }) => ({
                  error: error.code,
                  message: error.message,
                  detail: error.detail ?? null,
                })),
              );
            }
            expect(answers.map(comparable)).toEqual(one.map(comparable));
          }
          expect(await written(batched.database.db, run, batched.players)).toEqual(
            await written(single.database.db, run, single.players),
          );
        },
      ),
      { numRuns: 100 },
    );
  }, 240_000);
});
