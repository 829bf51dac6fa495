import type { Db } from '../../db/schema.ts';
import { gameWalletCall, gameWalletCalls, type WalletMoneyCall } from './game-wallet.repository.ts';

/**
 * Group commit for the seamless wallet (decision 0049). Calls that arrive while a batch is on the
 * database wait for it and then go together as the next batch: one statement, one commit (one WAL flush)
 * for all of them, each applied by `game_wallet_call` with its own idempotency, conditional debit and
 * answer. An idle wallet sends a call at once (after the current turn of the event loop, so calls made
 * together go together) as its own `game_wallet_call` statement, as before batches: batches form only
 * while the database is busy, and never wait for a timer.
 *
 * One batch at a time per process: the calls of concurrent players share the clearing accounts' rows,
 * which a batch holds until it commits, so a second batch in flight would wait for the first anyway.
 */
export const WALLET_BATCH_MAX = 48;

interface Waiting {
  call: WalletMoneyCall;
  resolve: (answer: Record<string, unknown>) => void;
  reject: (error: unknown) => void;
}

interface Batcher {
  waiting: Waiting[];
  running: boolean;
}

const batchers = new WeakMap<Db, Batcher>();

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
    batcher = { waiting: [], running: false };
    batchers.set(db, batcher);
  }
  const own = batcher;
  return new Promise((resolve, reject) => {
    own.waiting.push({ call, resolve, reject });
    if (!own.running) {
      own.running = true;
      setImmediate(() => void sendBatches(db, own));
    }
  });
}

async function sendBatches(db: Db, batcher: Batcher): Promise<void> {
  try {
    while (batcher.waiting.length > 0) {
      const batch = lockOrder(batcher.waiting.splice(0, WALLET_BATCH_MAX));
      const [only] = batch;
      if (only && batch.length === 1) {
        // A call alone is its own statement: the batch's JSON and block would only cost.
        await gameWalletCall(db, only.call).then(only.resolve, only.reject);
        continue;
      }
      try {
        const answers = await gameWalletCalls(
          db,
          batch.map((waiting) => waiting.call),
        );
        for (const [index, waiting] of batch.entries()) settle(waiting, answers[index]);
      } catch (error) {
        // The batch failed as a whole (a cancel, a lost connection: then it may even have committed), so
        // every caller hears it, as it would of its own statement; a retry gets the first answer.
        for (const waiting of batch) waiting.reject(error);
      }
    }
  } finally {
    batcher.running = false;
  }
}

function settle(waiting: Waiting, answer: Record<string, unknown> | undefined) {
  if (answer && typeof answer.error === 'string') {
    waiting.reject(
      new WalletCallError(
        answer.error,
        String(answer.message ?? ''),
        typeof answer.detail === 'string' && answer.detail !== '' ? answer.detail : undefined,
      ),
    );
  } else if (answer) {
    waiting.resolve(answer);
  } else {
    waiting.reject(new Error('game_wallet_calls gave no answer for a call'));
  }
}

/**
 * Calls sorted by clearing account, then main account (stable: one player's calls keep their order).
 * Every batch then takes the shared clearing rows in the same order, as ledger_post does within one
 * posting, so batches of several processes queue behind each other instead of deadlocking.
 */
function lockOrder(batch: Waiting[]): Waiting[] {
  const key = (account: number | null) => account ?? 0;
  return batch.sort(
    (a, b) =>
      key(a.call.clearingAccount) - key(b.call.clearingAccount) ||
      key(a.call.mainAccount) - key(b.call.mainAccount),
  );
}
