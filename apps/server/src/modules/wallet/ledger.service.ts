import { createHash } from 'node:crypto';
import type { Trx } from '../../db/schema.ts';
import {
  applyToBalance,
  entriesOfTransaction,
  findTransactionByKey,
  insertEntries,
  insertTransaction,
  type LegRow,
  notifyOnCommit,
} from './ledger.repository.ts';

/** The pg_notify channel told the id of every player whose balance a committed posting changed. */
export const BALANCE_UPDATED_CHANNEL = 'balance_updated';

export interface Leg {
  accountId: number;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

export interface PostingRequest {
  kind: string;
  /** Set on every movement triggered from outside (webhook, game round, player request). */
  idempotencyKey?: string;
  userId?: number | null;
  reference?: string | null;
  metadata?: Record<string, unknown>;
  legs: Leg[];
}

export interface Posting {
  transactionId: number;
  /** True when the key was used before: nothing moved now, and this is the first result. */
  duplicate: boolean;
  legs: LegRow[];
}

/** A player account would go below zero; the whole transaction is refused. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`Not enough money on ledger account ${accountId}`);
    this.name = 'InsufficientFundsError';
  }
}

/** An idempotency key came back with a different movement than the one it first stood for. */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key ${idempotencyKey} was already used for a different movement`);
    this.name = 'IdempotencyConflictError';
  }
}

/**
 * Posts one balanced ledger transaction inside `trx`: the legs sum to zero, every account's stored
 * balance changes together with its entry, and a debit that would take a player account below zero
 * throws (the caller's transaction then rolls back, moving nothing). A repeated idempotency key returns
 * the first posting. Each player whose balance changed is announced on BALANCE_UPDATED_CHANNEL at commit.
 */
export async function postTransaction(trx: Trx, request: PostingRequest): Promise<Posting> {
  assertBalanced(request.legs);
  const legs = [...request.legs].sort((a, b) => a.accountId - b.accountId);
  const requestHash = hashRequest(request.kind, request.userId ?? null, request.reference ?? null, legs);
  const transactionId = await insertTransaction(trx, {
    kind: request.kind,
    idempotencyKey: request.idempotencyKey ?? null,
    requestHash,
    userId: request.userId ?? null,
    reference: request.reference ?? null,
    metadata: request.metadata ?? {},
  });
  if (transactionId === undefined) {
    const key = request.idempotencyKey as string;
    const first = await findTransactionByKey(trx, key);
    if (!first) throw new Error(`Idempotency key ${key} conflicted but its transaction is not visible`);
    if (first.request_hash !== requestHash) throw new IdempotencyConflictError(key);
    return { transactionId: first.id, duplicate: true, legs: await entriesOfTransaction(trx, first.id) };
  }
  // Accounts are locked in id order, so two transactions over the same accounts cannot deadlock.
  const rows: LegRow[] = [];
  const players = new Set<number>();
  for (const leg of legs) {
    const account = await applyToBalance(trx, leg.accountId, leg.amount);
    if (account === undefined) throw new InsufficientFundsError(leg.accountId);
    rows.push({ account_id: leg.accountId, amount: leg.amount, balance_after: account.balance });
    if (account.user_id !== null) players.add(account.user_id);
  }
  await insertEntries(trx, transactionId, rows);
  // Sent with the transaction, so a rolled-back posting tells no one and a committed one tells every process.
  for (const userId of players) await notifyOnCommit(trx, BALANCE_UPDATED_CHANNEL, String(userId));
  return { transactionId, duplicate: false, legs: rows };
}

function assertBalanced(legs: Leg[]) {
  if (legs.length < 2) throw new RangeError('A ledger transaction needs at least two legs');
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new RangeError(`A leg amount must be a non-zero integer of minor units, got ${leg.amount}`);
    }
    sum += leg.amount;
  }
  if (sum !== 0) throw new RangeError(`Ledger legs must sum to zero, got ${sum}`);
  if (new Set(legs.map((leg) => leg.accountId)).size !== legs.length) {
    throw new RangeError('A ledger transaction touches each account once');
  }
}

function hashRequest(kind: string, userId: number | null, reference: string | null, legs: Leg[]): string {
  const canonical = JSON.stringify([kind, userId, reference, legs.map((leg) => [leg.accountId, leg.amount])]);
  return createHash('sha256').update(canonical).digest('hex');
}
