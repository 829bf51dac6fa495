import { createHmac } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import type { WithdrawalGateData } from '@casino/shared/errors/withdrawal-gate-errors';
import type { DbOrTrx } from '../../db/schema.ts';
import type { RequisitesStatus } from '../../db/tables/payments.table.ts';
import { deriveSecret } from '../../lib/body-signature.ts';
import * as repository from './payout-requisites.repository.ts';

/*
 * Payout details the operator checks before the first payout to them (spec §8 Requisites* errors,
 * decision 0045). With the content switch `cashier.withdrawal.checkRequisites` on, a withdrawal goes
 * only to details staff approved: new ones are put on check (RequisitesValidationRequired), asked again
 * while on check they answer RequisitesOnVerification, and details staff refused, or that another
 * account already holds, answer RequisitesFraudulent.
 */

export function requisitesKey(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'payout-requisites');
}

/** Keyed, so a stolen table does not give card numbers back by trying every number of a BIN. */
export function requisitesFingerprint(key: string, methodType: string, normalized: string): string {
  return createHmac('sha256', key).update(`${methodType}:${normalized}`).digest('hex');
}

export interface CheckedRequisites {
  methodType: string;
  /** The details as compared: card number digits, IBAN upper case without spaces, wallet trimmed. */
  normalized: string;
  masked: string;
}

type RequisitesError =
  | 'RequisitesOnVerificationException'
  | 'RequisitesValidationRequiredException'
  | 'RequisitesFraudulentException';

/** The content service's buttons of each error (cms-config `cashier.withdrawalErrorButtons`). */
export type ErrorButtons = Partial<Record<string, { label: string; url: string }>>;

function refusal(buttons: ErrorButtons, type: RequisitesError, message: string, masked: string): ApiError {
  const button = buttons[type];
  const errorData: WithdrawalGateData = { buttons: button ? [button] : [], requisites: masked };
  return new ApiError(type, message, { errorData });
}

/**
 * Lets a withdrawal to approved details through; refuses any other, recording new details for the
 * back-office's check. The record is kept though the withdrawal is refused: that is the request to check.
 */
export async function assertRequisitesChecked(
  db: DbOrTrx,
  key: string,
  userId: number,
  requisites: CheckedRequisites,
  buttons: ErrorButtons = {},
): Promise<void> {
  const fingerprint = requisitesFingerprint(key, requisites.methodType, requisites.normalized);
  const own = await repository.findRequisites(db, userId, fingerprint);
  if (own?.status === 'approved') return;
  if (own?.status === 'fraudulent') {
    throw refusal(
      buttons,
      'RequisitesFraudulentException',
      'These payout details were refused. Choose other details or contact support.',
      own.masked,
    );
  }
  if (own?.status === 'pending') {
    throw refusal(
      buttons,
      'RequisitesOnVerificationException',
      'These payout details are being checked. You can withdraw to them once they are approved.',
      own.masked,
    );
  }
  // Details another account already uses are how money is moved between accounts: refused at once,
  // recorded so staff see them (and may still approve them).
  const shared = await repository.findOtherHolder(db, userId, fingerprint);
  await repository.insertRequisites(db, {
    user_id: userId,
    method_type: requisites.methodType,
    fingerprint,
    masked: requisites.masked,
    status: shared ? 'fraudulent' : 'pending',
    reason: shared ? `The same details belong to player ${shared.user_id}` : null,
  });
  if (shared) {
    throw refusal(
      buttons,
      'RequisitesFraudulentException',
      'These payout details were refused. Choose other details or contact support.',
      requisites.masked,
    );
  }
  throw refusal(
    buttons,
    'RequisitesValidationRequiredException',
    'These payout details are new: we check them before the first payout. They are now on check.',
    requisites.masked,
  );
}

export interface RequisitesItem {
  id: number;
  player_id: number;
  login: string;
  method_type: string;
  masked: string;
  status: RequisitesStatus;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

type ItemRow = Awaited<ReturnType<typeof repository.listRequisites>>[number];

function itemView(row: ItemRow): RequisitesItem {
  return {
    id: row.id,
    player_id: row.user_id,
    login: row.login,
    method_type: row.method_type,
    masked: row.masked,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

export async function requisitesQueue(db: DbOrTrx, status: RequisitesStatus): Promise<RequisitesItem[]> {
  return (await repository.listRequisites(db, status, 100)).map(itemView);
}

/**
 * Staff's decision on details (approved, or fraudulent with a reason). Answers the status before and
 * the details after; a decision already taken is answered as it stands.
 */
export async function decidePayoutRequisites(
  db: DbOrTrx,
  id: number,
  decision: { status: 'approved' | 'fraudulent'; reason: string | null; staffId: number | null },
  now = new Date(),
) {
  const before = await repository.findRequisitesById(db, id);
  if (!before) {
    throw new ApiError('InvalidParameterException', 'No such payout details', {
      invalidParameters: { id: 'No such payout details' },
    });
  }
  await repository.decideRequisites(db, id, decision.status, decision.staffId, decision.reason, now);
  const after = await repository.findRequisitesItem(db, id);
  if (!after) throw new Error(`payout details ${id} vanished`);
  return { before: before.status, after: itemView(after) };
}
