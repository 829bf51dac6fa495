import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  FAKENAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTCODE_MAX_DIGITS,
  PROMO_CODE_DEBOUNCE_MS,
  PROMO_CODE_MIN_LENGTH,
} from './limits.ts';

describe('spec §9 limits', () => {
  it.each([
    ['password minimum', PASSWORD_MIN_LENGTH, 6],
    ['password maximum', PASSWORD_MAX_LENGTH, 20],
    ['code length', CODE_LENGTH, 6],
    ['fakename minimum', FAKENAME_MIN_LENGTH, 4],
    ['postcode digits', POSTCODE_MAX_DIGITS, 8],
    ['promo code minimum', PROMO_CODE_MIN_LENGTH, 1],
    ['promo code debounce', PROMO_CODE_DEBOUNCE_MS, 300],
  ])('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
