/** The errors `makewithdrawal` answers when a gate the content service configures is not passed (spec §8). */
export const WITHDRAWAL_GATE_ERRORS = [
  'UserNeedConfirmContactException',
  'UserNeedProfileDataException',
  'KycUserProfileException',
  'KycWithdrawalException',
  // Payout details not yet approved by the operator (decision 0045).
  'RequisitesValidationRequiredException',
  'RequisitesOnVerificationException',
  'RequisitesFraudulentException',
] as const;
export type WithdrawalGateError = (typeof WITHDRAWAL_GATE_ERRORS)[number];

/** `error_data` of a withdrawal gate error: the content service's buttons (confirm contact, identity check). */
export type WithdrawalGateData = {
  buttons: { label: string; url: string }[];
  /** The profile fields still missing (profile gates). */
  fields?: string[];
  /** The identity check was submitted and is under review (identity gate). */
  on_verification?: boolean;
  /** The payout details concerned, masked (Requisites* errors). */
  requisites?: string;
};
