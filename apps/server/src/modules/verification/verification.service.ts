import type { VerificationState } from '@casino/shared/contract/verification.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { profilePath } from '@casino/shared/routing/site-paths';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import type { ApplicantStatus, DocumentSide } from '../../db/tables/verification.table.ts';
import { findUser, setVerificationFlags } from '../account/users.service.ts';
import * as applicants from './verification.repository.ts';
import type { ApplicantDecision, VerificationProvider } from './verification-provider.ts';
import { accountFlags, mayMove } from './verification-state.ts';

export interface VerificationServices {
  db: Db;
  provider: VerificationProvider | undefined;
}

/** Without a provider there is nothing to verify with: the actions are unknown, as in the spec's sense. */
function providerOf(services: VerificationServices): VerificationProvider {
  if (!services.provider)
    throw new ApiError('MethodNotFoundException', 'Identity verification is not offered');
  return services.provider;
}

function stateOf(
  user: Pick<UserRow, 'is_on_verification' | 'is_verified'>,
  applicant: { status: ApplicantStatus; reject_reason: string | null } | undefined,
): VerificationState {
  return {
    status: applicant?.status ?? 'none',
    reject_reason: applicant?.status === 'rejected' ? applicant.reject_reason : null,
    is_on_verification: user.is_on_verification,
    is_verified: user.is_verified,
  };
}

export async function getVerification(db: DbOrTrx, user: UserRow): Promise<VerificationState> {
  return stateOf(user, await applicants.findApplicantOfUser(db, user.id));
}

async function freshState(db: DbOrTrx, userId: number): Promise<VerificationState> {
  const user = await findUser(db, userId);
  if (!user) throw new ApiError('AuthorizationException', 'Authorization required');
  return getVerification(db, user);
}

/** `{provider}.createApplicant`: the player's applicant, created at the provider on the first call. */
export async function createApplicant(
  services: VerificationServices,
  user: UserRow,
): Promise<VerificationState> {
  const provider = providerOf(services);
  const existing = await applicants.findApplicantOfUser(services.db, user.id);
  if (existing) return stateOf(user, existing);
  // The provider answers the same applicant for the same player, so a racing second call is harmless.
  const { applicantId } = await provider.createApplicant({
    externalUserId: String(user.id),
    locale: user.locale,
  });
  await applicants.insertApplicant(services.db, user.id, provider.name, applicantId);
  return freshState(services.db, user.id);
}

/** `{provider}.getAccessToken`: opens the provider's flow; the player comes back to the verification tab. */
export async function getAccessToken(
  services: VerificationServices,
  user: UserRow,
): Promise<{ token: string; url: string }> {
  const provider = providerOf(services);
  const applicant = await applicants.findApplicantOfUser(services.db, user.id);
  if (!applicant) {
    throw new ApiError('InvalidRequestException', 'Create the applicant first (createApplicant)');
  }
  if (applicant.status === 'approved' || applicant.status === 'pending') {
    throw new ApiError('InvalidRequestException', 'The documents are already submitted', { status: 409 });
  }
  return provider.getAccessToken(applicant.applicant_id, profilePath('verification'));
}

export type StatusOutcome = 'applied' | 'ignored' | 'unknown_applicant';

/**
 * A status the provider reports (webhook, or asked after the flow): applied with the account flags in
 * one transaction when spec §4 allows the move, otherwise ignored (a late or repeated notice).
 */
export function applyApplicantStatus(
  db: Db,
  providerName: string,
  change: { applicantId: string; status: ApplicantStatus; rejectReason: string | null },
  now = new Date(),
): Promise<StatusOutcome> {
  return db.transaction().execute(async (trx) => {
    const applicant = await applicants.findApplicant(trx, providerName, change.applicantId);
    if (!applicant) return 'unknown_applicant';
    if (!mayMove(applicant.status, change.status)) return 'ignored';
    const reason = change.status === 'rejected' ? change.rejectReason : null;
    await applicants.updateApplicantStatus(trx, applicant.user_id, change.status, reason, now);
    await setVerificationFlags(trx, applicant.user_id, accountFlags(change.status));
    return 'applied';
  });
}

/**
 * `account.setUserOnVerification`: the player is back from the provider's flow. The platform asks the
 * provider what it has and records it, so the tab is right even when the webhook has not arrived.
 */
export async function setUserOnVerification(
  services: VerificationServices,
  user: UserRow,
): Promise<VerificationState> {
  const provider = providerOf(services);
  const applicant = await applicants.findApplicantOfUser(services.db, user.id);
  if (!applicant)
    throw new ApiError('InvalidRequestException', 'Create the applicant first (createApplicant)');
  const reported = await provider.applicantStatus(applicant.applicant_id);
  if (reported) {
    await applyApplicantStatus(services.db, applicant.provider, {
      applicantId: applicant.applicant_id,
      status: reported.status,
      rejectReason: reported.rejectReason,
    });
  }
  return freshState(services.db, user.id);
}

/** The back-office's KYC queue: applicants waiting for a decision, oldest first, with their images. */
export async function pendingApplicants(services: VerificationServices) {
  const provider = providerOf(services);
  const rows = await applicants.listApplicants(services.db, 'pending', 100);
  return Promise.all(
    rows.map(async (row) => {
      const reported = await provider.applicantStatus(row.applicant_id);
      return {
        player_id: row.user_id,
        login: row.login,
        applicant_id: row.applicant_id,
        submitted_at: row.updated_at.toISOString(),
        document_type: reported?.documentType ?? null,
        sides: provider.documentImage ? (reported?.sides ?? []) : [],
      };
    }),
  );
}

function unknownApplicant(): ApiError {
  return new ApiError('InvalidParameterException', 'Unknown applicant', {
    invalidParameters: { player_id: 'Unknown applicant' },
  });
}

/** A submitted image of a player's applicant, for staff; undefined when there is none. */
export async function applicantImage(
  services: VerificationServices,
  playerId: number,
  side: DocumentSide,
): Promise<Buffer | undefined> {
  const provider = providerOf(services);
  const applicant = await applicants.findApplicantOfUser(services.db, playerId);
  if (!applicant || !provider.documentImage) return undefined;
  return provider.documentImage(applicant.applicant_id, side);
}

/**
 * The operator's decision on a player's pending applicant: the provider decides and tells the platform
 * through its webhook, as a vendor's dashboard would. Answers the status before and after.
 */
export async function decideApplicant(
  services: VerificationServices,
  playerId: number,
  decision: ApplicantDecision,
) {
  const provider = providerOf(services);
  const applicant = await applicants.findApplicantOfUser(services.db, playerId);
  if (!applicant) throw unknownApplicant();
  if (!provider.decideApplicant) {
    throw new ApiError('InvalidRequestException', 'The verification provider decides on its own');
  }
  if (applicant.status !== 'pending' || !(await provider.decideApplicant(applicant.applicant_id, decision))) {
    throw new ApiError('InvalidParameterException', 'The applicant is not waiting for a decision', {
      invalidParameters: { player_id: 'The applicant is not waiting for a decision' },
    });
  }
  const after = await applicants.findApplicantOfUser(services.db, playerId);
  return {
    player_id: playerId,
    status:
      after?.status === 'approved' || after?.status === 'rejected' ? after.status : ('pending' as const),
    reject_reason: after?.reject_reason ?? null,
  };
}
