import { ApiError } from '@casino/shared/errors/api-error';

/** Refusals of player protection (issue 19): a self-exclusion or a take-a-break time-out in force. */
const PROTECTION_CODES = new Set(['SELF_EXCLUDED', 'TIME_OUT']);

/**
 * The message key of a refusal because the player is self-excluded or taking a break, whichever
 * parameter's `error_data` names it (bonus, product, cashback); null for any other error.
 */
export function protectionErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.errorData) return null;
  for (const codes of Object.values(error.errorData)) {
    const first = Array.isArray(codes) ? String(codes[0] ?? '') : '';
    if (PROTECTION_CODES.has(first)) return `common.protectionErrors.${first}`;
  }
  return null;
}
