import type { ApplicantStatus } from '../../db/tables/verification.table.ts';

/**
 * The moves spec §4 allows an applicant: submitted documents wait for a decision; a rejected player may
 * submit again; approval is final. Anything else a provider reports (a late or repeated notice) is
 * ignored, so notices arriving out of order never undo a decision.
 */
const NEXT: Record<ApplicantStatus, readonly ApplicantStatus[]> = {
  init: ['pending', 'approved', 'rejected'],
  pending: ['approved', 'rejected'],
  rejected: ['pending', 'approved'],
  approved: [],
};

export function mayMove(from: ApplicantStatus, to: ApplicantStatus): boolean {
  return NEXT[from].includes(to);
}

/** The account flags of spec §3 an applicant's status stands for. */
export function accountFlags(status: ApplicantStatus): { is_on_verification: boolean; is_verified: boolean } {
  return { is_on_verification: status === 'pending', is_verified: status === 'approved' };
}
