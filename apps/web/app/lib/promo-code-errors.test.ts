import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { promoCodeErrorKey } from './promo-code-errors.ts';

describe('promo-code refusals', () => {
  const refused = (errorData: Record<string, unknown>) =>
    new ApiError('InvalidParameterException', 'refused', { errorData });

  it('maps the first promo-code code to its message, INVALID otherwise (spec §8)', () => {
    expect(promoCodeErrorKey(refused({ promo_code: ['NOT_FOUND'] }))).toBe(
      'common.promoCodeErrors.NOT_FOUND',
    );
    expect(promoCodeErrorKey(refused({ promo_code: ['ALREADY_USED', 'EXPIRED'] }))).toBe(
      'common.promoCodeErrors.ALREADY_USED',
    );
    expect(promoCodeErrorKey(refused({ promo_code: ['AMOUNT_TOO_LOW'] }))).toBe(
      'common.promoCodeErrors.INVALID',
    );
    expect(promoCodeErrorKey(refused({ promo_code: [] }))).toBe('common.promoCodeErrors.INVALID');
    expect(promoCodeErrorKey(refused({ campaign_offer_id: ['NOT_FOUND'] }))).toBeNull();
    expect(promoCodeErrorKey(new Error('offline'))).toBeNull();
  });
  it('has a message for the total-uses limit of a bonus code', () => {
    expect(promoCodeErrorKey(refused({ promo_code: ['LIMIT_REACHED'] }))).toBe(
      'common.promoCodeErrors.LIMIT_REACHED',
    );
  });
  it("reads a taken promotion's refusal under offer_id when asked to", () => {
    expect(promoCodeErrorKey(refused({ offer_id: ['ALREADY_USED'] }), 'offer_id')).toBe(
      'common.promoCodeErrors.ALREADY_USED',
    );
    expect(promoCodeErrorKey(refused({ offer_id: ['ALREADY_USED'] }))).toBeNull();
  });
});
