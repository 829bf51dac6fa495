import type { Db } from '../../db/schema.ts';
import { type BatchOutcome, statementBatches } from '../../lib/statement-batches.ts';
import { gameWalletCall, gameWalletCalls, type WalletMoneyCall } from './game-wallet.repository.ts';

/**
 * Group commit for the seamless wallet (decision 0049, `statementBatches`): the calls of a batch go as one
 * statement, one commit (one WAL flush) for all of them, each applied by `game_wallet_call` with its own
 * idempotency, conditional debit and answer; a call alone is its own `game_wallet_call` statement, as
 * before batches.
 *
 * One batch at a time per process: the calls of concurrent players share the clearing accounts' rows,
 * which a batch holds until it commits, so a second batch in flight would wait for the first anyway.
 */
export const WALLET_BATCH_MAX = 48;

const batchers = new WeakMap<Db, (call: WalletMoneyCall) => Promise<Record<string, unknown>>>();

/** A call of a batch that `game_wallet_call` refused, with its SQLSTATE as `code` like a driver's error. */
export class WalletCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: string | undefined,
  ) {
    super(message);
    this.name = 'WalletCallError';
  }
}

/** One call through the batcher: resolves with its answer, rejects with its own refusal or the batch's failure. */
export function batchedWalletCall(db: Db, call: WalletMoneyCall): Promise<Record<string, unknown>> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = statementBatches((calls) => sendBatch(db, calls), WALLET_BATCH_MAX);
    batchers.set(db, batcher);
  }
  return batcher(call);
}

async function sendBatch(db: Db, calls: WalletMoneyCall[]): Promise<BatchOutcome<Record<string, unknown>>[]> {
  const [only] = calls;
  if (only && calls.length === 1) {
    // A call alone is its own statement: the batch's JSON and block would only cost.
    return [
      await gameWalletCall(db, only).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    ];
  }
  const order = lockOrder(calls);
  const answers = await gameWalletCalls(
    db,
    order.map(({ call }) => call),
  );
  const outcomes: BatchOutcome<Record<string, unknown>>[] = [];
  for (const [position, { index }] of order.entries()) outcomes[index] = outcome(answers[position]);
  return outcomes;
}

function outcome(answer: Record<string, unknown> | undefined): BatchOutcome<Record<string, unknown>> {
  if (answer && typeof answer.error === 'string') {
    return {
      error: new WalletCallError(
        answer.error,
        String(answer.message ?? ''),
        typeof answer.detail === 'string' && answer.detail !== '' ? answer.detail : undefined,
      ),
    };
  }
  return answer ? { value: answer } : { error: new Error('game_wallet_calls gave no answer for a call') };
}

/**
 * The calls with their places, sorted by clearing account, then main account (stable: one player's calls
 * keep their order). Every batch then takes the shared clearing rows in the same order, as ledger_post
 * does within one posting, so batches of several processes queue behind each other instead of deadlocking.
 */
function lockOrder(calls: readonly WalletMoneyCall[]): { call: WalletMoneyCall; index: number }[] {
  const key = (account: number | null) => account ?? 0;
  return calls
    .map((call, index) => ({ call, index }))
    .sort(
      (a, b) =>
        key(a.call.clearingAccount) - key(b.call.clearingAccount) ||
        key(a.call.mainAccount) - key(b.call.mainAccount) ||
        a.index - b.index,
    );
}
