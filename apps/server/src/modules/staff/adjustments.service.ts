import type { BalanceAdjustment } from '@casino/shared/backoffice/backoffice.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import type { Db, Trx } from '../../db/schema.ts';
import type { AdjustmentStatus, BalanceAdjustmentRow } from '../../db/tables/staff.table.ts';
import { findUser } from '../account/users.service.ts';
import { InsufficientFundsError, postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import * as adjustments from './adjustments.repository.ts';
import { type Actor, recordAudit } from './audit.service.ts';

/** The ledger transaction kind of a staff member's balance correction. */
export const ADJUSTMENT_KIND = 'operator_adjustment';

export interface AdjustmentRequest {
  playerId: number;
  /** Signed minor units: positive credits the player, negative debits them. */
  amount: number;
  reason: string;
  idempotencyKey: string;
}

function view(row: BalanceAdjustmentRow): BalanceAdjustment {
  return {
    id: row.id,
    player_id: row.user_id,
    currency: row.currency,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    requested_by: row.requested_by,
    decided_by: row.decided_by,
    decision_reason: row.decision_reason,
    transaction_id: row.transaction_id,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

function invalid(field: string, message: string) {
  return new ApiError('InvalidParameterException', message, { invalidParameters: { [field]: message } });
}

/**
 * Moves the adjustment's amount between the player's main account and the house, inside `trx`. The
 * posting's key is the adjustment's, so it can happen once whatever calls it; a debit the balance cannot
 * cover is refused (the ledger's conditional debit) and rolls the whole transaction back.
 */
async function post(db: Db, trx: Trx, row: BalanceAdjustmentRow): Promise<number> {
  const amount = minorUnits(row.amount);
  const [player, house] = await Promise.all([
    playerAccount(db, row.user_id, 'main', row.currency),
    systemAccount(db, 'house', row.currency, row.user_id),
  ]);
  try {
    const posting = await postTransaction(trx, {
      kind: ADJUSTMENT_KIND,
      idempotencyKey: `adjustment:${row.id}`,
      userId: row.user_id,
      reference: String(row.id),
      metadata: { reason: row.reason, requested_by: row.requested_by },
      legs: [
        { accountId: player, amount },
        { accountId: house, amount: negateMinor(amount) },
      ],
    });
    await adjustments.setAdjustmentTransaction(trx, row.id, posting.transactionId);
    return posting.transactionId;
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw invalid('amount', "The player's balance does not cover this debit");
    }
    throw error;
  }
}

/** How far back a staff member's own postings for a player count with a new one against the threshold. */
export const SELF_APPROVED_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A staff member's balance correction. Up to `threshold` (minor units, either way) it posts at once;
 * above it, it waits as pending for another staff member's approval. What the same member posted for
 * the same player at once in the last 24 hours counts with it, so splitting a large credit into small
 * ones still needs a second pair of eyes. A repeated key answers the first request. Audited in the
 * transaction that makes it.
 */
export async function requestAdjustment(
  db: Db,
  actor: Actor & { staffId: number },
  request: AdjustmentRequest,
  threshold: number,
  now = new Date(),
): Promise<BalanceAdjustment> {
  const user = await findUser(db, request.playerId);
  if (!user) throw invalid('id', 'Unknown player');
  // Resolved before the transaction opens (see ledger-accounts.service.ts).
  await playerAccount(db, user.id, 'main', user.currency);
  await systemAccount(db, 'house', user.currency, user.id);
  return db.transaction().execute(async (trx) => {
    await adjustments.lockStaffAndPlayer(trx, actor.staffId, user.id);
    const since = new Date(now.getTime() - SELF_APPROVED_WINDOW_MS);
    const earlier = await adjustments.selfApprovedSince(trx, actor.staffId, user.id, since);
    const status: AdjustmentStatus = Math.abs(request.amount) + earlier > threshold ? 'pending' : 'posted';
    const inserted = await adjustments.insertAdjustment(trx, {
      userId: user.id,
      currency: user.currency,
      amount: request.amount,
      reason: request.reason,
      status,
      idempotencyKey: request.idempotencyKey,
      requestedBy: actor.staffId,
    });
    if (!inserted) {
      const first = await adjustments.findAdjustmentByKey(trx, actor.staffId, request.idempotencyKey);
      if (!first || first.user_id !== user.id || first.amount !== request.amount) {
        throw invalid('idempotency_key', 'This key was used for a different adjustment');
      }
      return view(first);
    }
    const transactionId = status === 'posted' ? await post(db, trx, inserted) : null;
    const result = view({ ...inserted, transaction_id: transactionId });
    await recordAudit(trx, actor, {
      action: 'players.adjustBalance',
      target: { type: 'player', id: user.id },
      after: result,
      reason: request.reason,
    });
    return result;
  });
}

/**
 * Approves (and posts) or rejects a pending adjustment. Only someone other than the requester decides,
 * and only once: the status changes conditionally in the transaction that posts, so racing or repeated
 * approvals post once and the later ones are refused.
 */
export async function decideAdjustment(
  db: Db,
  actor: Actor & { staffId: number },
  id: number,
  decision: 'posted' | 'rejected',
  reason: string | undefined,
  now = new Date(),
): Promise<BalanceAdjustment> {
  const pending = await adjustments.findAdjustment(db, id);
  if (!pending) throw invalid('id', 'Unknown adjustment');
  if (decision === 'posted') {
    await playerAccount(db, pending.user_id, 'main', pending.currency);
    await systemAccount(db, 'house', pending.currency, pending.user_id);
  }
  return db.transaction().execute(async (trx) => {
    const decided = await adjustments.decidePendingAdjustment(trx, {
      id,
      status: decision,
      decidedBy: actor.staffId,
      reason: reason ?? null,
      at: now,
    });
    if (!decided) {
      if (pending.requested_by === actor.staffId) {
        throw new ApiError('AccessDeniedException', 'Another staff member must decide your own request');
      }
      throw invalid('id', 'The adjustment is no longer pending');
    }
    const transactionId = decision === 'posted' ? await post(db, trx, decided) : null;
    const result = view({ ...decided, transaction_id: transactionId });
    await recordAudit(trx, actor, {
      action: decision === 'posted' ? 'adjustments.approve' : 'adjustments.reject',
      target: { type: 'adjustment', id },
      before: { status: 'pending' },
      after: result,
      reason,
    });
    return result;
  });
}

const ADJUSTMENTS_PAGE = 100;

export async function listAdjustments(db: Db, status: AdjustmentStatus | undefined) {
  return (await adjustments.listAdjustments(db, { status }, ADJUSTMENTS_PAGE)).map((row) => ({
    ...view(row),
    requested_by_email: row.requested_by_email,
    player_login: row.player_login,
  }));
}
