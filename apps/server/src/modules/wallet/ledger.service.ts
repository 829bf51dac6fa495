import { createHash } from 'node:crypto';
import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Trx } from '../../db/schema.ts';
import { announceBalancesAfterCommit } from './balance-notices.service.ts';
import { type LegRow, lockAccountBalance, postLedgerTransaction } from './ledger.repository.ts';

export interface Leg {
  accountId: number;
  /** Minor units; positive credits the account, negative debits it. */
  amount: MinorUnits;
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
 * the first posting. Each player whose balance changed is announced to the live channel after commit.
 */
export async function postTransaction(trx: Trx, request: PostingRequest): Promise<Posting> {
  assertBalanced(request.legs);
  const legs = [...request.legs].sort((a, b) => a.accountId - b.accountId);
  const requestHash = hashRequest(request.kind, request.userId ?? null, request.reference ?? null, legs);
  try {
    const rows = await postLedgerTransaction(trx, {
      kind: request.kind,
      idempotencyKey: request.idempotencyKey ?? null,
      requestHash,
      userId: request.userId ?? null,
      reference: request.reference ?? null,
      metadata: request.metadata ?? {},
      legs,
    });
    const first = rows[0];
    if (!first) throw new Error('ledger_post answered no legs');
    if (!first.duplicate) {
      const owners = new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])));
      await announceBalancesAfterCommit(trx, [...owners]);
    }
    return {
      transactionId: first.transaction_id,
      duplicate: first.duplicate,
      legs: rows.map(({ account_id, amount, balance_after }) => ({ account_id, amount, balance_after })),
    };
  } catch (error) {
    throw ledgerError(error, request.idempotencyKey);
  }
}

/** Maps the SQLSTATEs `ledger_post` raises to the service's errors. */
function ledgerError(error: unknown, idempotencyKey: string | undefined): unknown {
  const { code, detail } = (error ?? {}) as { code?: string; detail?: string };
  if (code === 'LD001') return new InsufficientFundsError(Number(detail));
  if (code === 'LD002') return new IdempotencyConflictError(idempotencyKey ?? '');
  return error;
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

/**
 * An account's balance with its row locked for the rest of `trx`: a correction that takes "what is
 * there, up to the amount" reads it here, then posts no more than it (ledger_post locks the same row).
 */
export async function lockedBalance(trx: Trx, accountId: number): Promise<MinorUnits> {
  return (await lockAccountBalance(trx, accountId)) as MinorUnits;
}
