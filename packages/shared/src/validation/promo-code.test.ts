import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from './messages.ts';
import { normalisePromoCode, PROMO_CODE_INVALID, validateShownPromoCode } from './promo-code.ts';
import type { FieldValue } from './validator.ts';

describe('normalisePromoCode', () => {
  it.each([
    [' WELCOME100 ', 'WELCOME100'],
    ['\tBONUS\n', 'BONUS'],
    ['', ''],
  ])('%j becomes %j', (value, expected) => {
    expect(normalisePromoCode(value)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(normalisePromoCode(normalisePromoCode(value))).toBe(normalisePromoCode(value));
      }),
    );
  });
});

describe('validateShownPromoCode', () => {
  it.each<[FieldValue, boolean, 'default' | 'popup' | undefined, ValidationMessage | null]>([
    ['WELCOME', true, undefined, null],
    ['W', true, undefined, null],
    ['', true, undefined, { key: 'validation.minLength', params: { min: 1 } }],
    ['   ', true, undefined, { key: 'validation.minLength', params: { min: 1 } }],
    ['', true, 'popup', { key: 'validation.popup.minLength', params: { min: 1 } }],
    ['', false, undefined, null],
    [undefined, false, 'popup', null],
  ])('%j shown=%s (%s variant) gives %j', (value, isShown, variant, expected) => {
    expect(validateShownPromoCode(value, { isShown, variant })).toEqual(expected);
  });

  it('names the server refusal message', () => {
    expect(PROMO_CODE_INVALID).toEqual({ key: 'common.promoCodeErrors.INVALID' });
  });
});
