import { PROMO_CODE_MIN_LENGTH } from './limits.ts';
import { type MessageVariant, type ValidationMessage, variantKey } from './messages.ts';
import { type FieldValue, textOf } from './validator.ts';

/** What the server check after the debounce shows when it refuses the code (spec §5). */
export const PROMO_CODE_INVALID: ValidationMessage = { key: 'common.promoCodeErrors.INVALID' };

/** Codes are pasted from e-mails and banners, so surrounding spaces are dropped before checking or sending. */
export function normalisePromoCode(value: string): string {
  return value.trim();
}

/** A shown promo field needs at least one character once trimmed; a hidden one is not checked. */
export function validateShownPromoCode(
  value: FieldValue,
  options: { isShown: boolean; variant?: MessageVariant },
): ValidationMessage | null {
  if (!options.isShown || normalisePromoCode(textOf(value)).length >= PROMO_CODE_MIN_LENGTH) return null;
  return {
    key: variantKey('minLength', options.variant ?? 'default'),
    params: { min: PROMO_CODE_MIN_LENGTH },
  };
}
