import type { ApplicantStatus, DocumentSide } from '../../db/tables/verification.table.ts';

/**
 * What the platform asks of an identity-verification provider: the verification module's seam, created
 * once at start-up (third-parties.ts, AppServices.verificationProvider). The provider runs the flow the
 * player goes through (documents, selfie) on its own pages and reports every status change back through
 * the signed webhook (verification-webhook.ts). Its `name` is the service segment of the spec §7 actions
 * (`{provider}.createApplicant`, `{provider}.getAccessToken`).
 */
export interface VerificationProvider {
  name: string;
  /** Creates (or finds: idempotent by player) the player's applicant; answers the provider's id for it. */
  createApplicant(player: { externalUserId: string; locale: string }): Promise<{ applicantId: string }>;
  /** A short-lived token that opens the provider's flow for the applicant, and where the flow is. */
  getAccessToken(applicantId: string, returnUrl: string): Promise<{ token: string; url: string }>;
  /** What the provider says of the applicant now (a webhook may have been lost). */
  applicantStatus(applicantId: string): Promise<ProviderApplicant | undefined>;
  /**
   * The operator's decision on a pending applicant (the back-office's KYC queue); the outcome comes back
   * through the webhook before this resolves. False when the applicant was not pending. A vendor whose
   * own staff decide leaves this out, and with it the back-office's images.
   */
  decideApplicant?(applicantId: string, decision: ApplicantDecision): Promise<boolean>;
  /** A submitted image, for staff deciding on the applicant. */
  documentImage?(applicantId: string, side: DocumentSide): Promise<Buffer | undefined>;
}

export interface ProviderApplicant {
  status: ApplicantStatus;
  rejectReason: string | null;
  documentType: string | null;
  sides: DocumentSide[];
}

export type ApplicantDecision = { status: 'approved' } | { status: 'rejected'; reason: string };
