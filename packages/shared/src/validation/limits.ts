/** Validation limits of spec §9 (and the promo code timing of spec §5). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
/** Confirmation codes and two-factor codes alike. */
export const CODE_LENGTH = 6;
export const FAKENAME_MIN_LENGTH = 4;
export const POSTCODE_MAX_DIGITS = 8;
export const PROMO_CODE_MIN_LENGTH = 1;
export const PROMO_CODE_DEBOUNCE_MS = 300;
