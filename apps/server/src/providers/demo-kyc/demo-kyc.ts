import { VERIFICATION_PROVIDER } from '@casino/shared/contract/verification.contract';
import { withQuery } from '@casino/shared/routing/site-paths';
import { deriveSecret } from '../../lib/body-signature.ts';
import type { VerificationProvider } from '../../modules/verification/verification-provider.ts';
import { CHECKOUT_TOKEN_TTL_MS, checkoutToken } from '../demo-pay/checkout-token.ts';
import { findDemoApplicant, insertOrFindApplicant } from './demo-kyc.repository.ts';
import { decideDocuments, type KycDesk, newApplicantId, readImage } from './demo-kyc.service.ts';

export const KYC_PROVIDER_PATH = '/providers/kyc';

/** The key of the flow's links, apart from every other key derived from the session secret. */
export function flowSecret(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'kyc-flow');
}

export function flowPath(applicantId: string): string {
  return `${KYC_PROVIDER_PATH}/flow/${encodeURIComponent(applicantId)}`;
}

/**
 * The built-in verification provider, standing in for a vendor such as Sumsub or Onfido: applicants,
 * a hosted flow (flow links signed as the pay gateway's checkout links are, and as short-lived), the
 * operator's decisions, and a signed webhook for each status (demo-kyc.service.ts).
 */
export function builtInVerificationProvider(desk: KycDesk, sessionSecret: string): VerificationProvider {
  const linkSecret = flowSecret(sessionSecret);
  return {
    name: VERIFICATION_PROVIDER,
    async createApplicant(player) {
      const applicant = await insertOrFindApplicant(desk.db, newApplicantId(), player.externalUserId);
      return { applicantId: applicant.applicant_id };
    },
    async getAccessToken(applicantId, returnUrl) {
      const token = checkoutToken(linkSecret, applicantId, new Date(Date.now() + CHECKOUT_TOKEN_TTL_MS));
      return { token, url: withQuery(flowPath(applicantId), { token, return: returnUrl }) };
    },
    async applicantStatus(applicantId) {
      const applicant = await findDemoApplicant(desk.db, applicantId);
      return (
        applicant && {
          status: applicant.status,
          rejectReason: applicant.reject_reason,
          documentType: applicant.document_type,
          sides: applicant.files,
        }
      );
    },
    decideApplicant: (applicantId, decision) => decideDocuments(desk, applicantId, decision),
    documentImage: (applicantId, side) => readImage(desk, applicantId, side),
  };
}
