import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formText } from '../api/form-params.ts';

/**
 * The built-in verification provider's name: the service segment of the spec §7 identity-verification
 * actions. A real vendor's adapter brings its own name, and its two actions here (decision 0028).
 */
export const VERIFICATION_PROVIDER = 'idcheck';

export const VERIFICATION_STATUSES = ['none', 'init', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Spec §4 verification state: `none` before the first applicant, then what the provider last said. */
export const verificationStateSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** Why the documents were rejected (the operator's words), while rejected. */
  reject_reason: z.string().nullable(),
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

const accessTokenSchema = z.object({
  token: z.string(),
  /** The provider's flow, opened with the token. */
  url: z.string(),
});

export const verificationContract = {
  'idcheck.createApplicant': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      "Creates the player's applicant at the verification provider (once; later calls answer the same one).",
    params: z.object({}),
    result: verificationStateSchema,
  }),
  'idcheck.getAccessToken': defineAction({
    method: 'POST',
    access: 'user',
    summary: "A short-lived token that opens the provider's verification flow for the player's applicant.",
    params: z.object({ externalActionId: formText({ max: 100 }).optional() }),
    result: accessTokenSchema,
  }),
  'account.getVerification': defineAction({
    method: 'GET',
    access: 'user',
    summary: "The player's identity-verification state (the verification tab).",
    params: z.object({}),
    result: verificationStateSchema,
  }),
  'account.setUserOnVerification': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      "The player finished the provider's flow: the platform asks the provider for the applicant's status and records it (a lost webhook changes nothing then).",
    params: z.object({}),
    result: verificationStateSchema,
  }),
};
