import { ApiError } from '@casino/shared/errors/api-error';

/** Codes with a message of their own in `common.promoCodeErrors`. */
const PROMO_CODE_MESSAGES = new Set([
  'INVALID',
  'NOT_FOUND',
  'EXPIRED',
  'ALREADY_USED',
  'LIMIT_REACHED',
  'SELF_EXCLUDED',
  'TIME_OUT',
]);

/**
 * Spec §8 (promo code, cashier/offers): the first code in `error_data.promo_code` names the message,
 * INVALID when it has none. Null when the error is not about the promo code. A promotion taken in one
 * click is a promo code too, refused under its `offer_id`.
 */
export function promoCodeErrorKey(
  error: unknown,
  field: 'promo_code' | 'offer_id' = 'promo_code',
): string | null {
  if (!(error instanceof ApiError)) return null;
  const codes = error.errorData?.[field];
  if (!Array.isArray(codes)) return null;
  const first = String(codes[0] ?? '');
  return `common.promoCodeErrors.${PROMO_CODE_MESSAGES.has(first) ? first : 'INVALID'}`;
}
