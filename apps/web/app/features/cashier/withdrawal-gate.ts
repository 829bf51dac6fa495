import { ApiError } from '@casino/shared/errors/api-error';
import {
  WITHDRAWAL_GATE_ERRORS,
  type WithdrawalGateData,
  type WithdrawalGateError,
} from '@casino/shared/errors/withdrawal-gate-errors';
import { safeInternalPath } from '@casino/shared/routing/url-safety';

/** A withdrawal refused by a gate: what to tell the player and where the content service's buttons lead. */
export interface WithdrawalGate {
  messageKey: string;
  /** The missing profile fields (sysnames), for the message. */
  fields: string[];
  /** The payout details concerned, masked (Requisites* errors), for the message. */
  requisites: string;
  /** Paths on this site (without the locale prefix). */
  buttons: { label: string; path: string }[];
  /** Spec §2.3: missing profile data also opens the fill-profile confirm (to the settings and back). */
  opensFillProfile: boolean;
}

const MESSAGE_KEYS: Record<WithdrawalGateError, string> = {
  UserNeedConfirmContactException: 'cashier.withdrawalErrors.needConfirmContact',
  UserNeedProfileDataException: 'cashier.withdrawalErrors.needProfileData',
  KycUserProfileException: 'cashier.withdrawalErrors.kycUserProfile',
  KycWithdrawalException: 'cashier.withdrawalErrors.kycWithdrawal',
  RequisitesValidationRequiredException: 'cashier.withdrawalErrors.requisitesValidationRequired',
  RequisitesOnVerificationException: 'cashier.withdrawalErrors.requisitesOnVerification',
  RequisitesFraudulentException: 'cashier.withdrawalErrors.requisitesFraudulent',
};

function isGateError(type: string): type is WithdrawalGateError {
  return (WITHDRAWAL_GATE_ERRORS as readonly string[]).includes(type);
}

function buttonsOf(data: Partial<WithdrawalGateData>): WithdrawalGate['buttons'] {
  if (!Array.isArray(data.buttons)) return [];
  return data.buttons.flatMap((button) => {
    const path = typeof button?.label === 'string' ? safeInternalPath(button.url) : null;
    return path ? [{ label: button.label, path }] : [];
  });
}

/** The gate behind a makewithdrawal error, or null for any other error. Buttons leaving the site are dropped. */
export function withdrawalGate(error: unknown): WithdrawalGate | null {
  if (!(error instanceof ApiError) || !isGateError(error.type)) return null;
  const data = (error.errorData ?? {}) as Partial<WithdrawalGateData>;
  const fields = Array.isArray(data.fields) ? data.fields.filter((field) => typeof field === 'string') : [];
  const underReview = error.type === 'KycWithdrawalException' && data.on_verification === true;
  return {
    messageKey: underReview ? 'cashier.withdrawalErrors.kycOnVerification' : MESSAGE_KEYS[error.type],
    fields,
    requisites: typeof data.requisites === 'string' ? data.requisites : '',
    buttons: buttonsOf(data),
    opensFillProfile: error.type === 'UserNeedProfileDataException',
  };
}
