import type { DepositOffer } from '@casino/shared/contract/bonuses.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { offerRefusal, offersForDeposit, promoCodeErrorKey } from './deposit-offers.ts';

function offer(id: number, satisfied: boolean, excluded: string[] = []): DepositOffer {
  return {
    id,
    trigger: {
      action: 'deposit',
      user_satisfies_params: satisfied,
      params: { exclude_methods: excluded, first_deposit: false, min_amount: minorUnits(1_000) },
    },
    description: { title: `Offer ${id}`, text: '', image: null },
    promotions: [{ type: 'bonus', percent: 50, max_amount: minorUnits(10_000), wager: 20, days: 7 }],
  };
}

describe('offers shown with a deposit', () => {
  const offers = [offer(1, true), offer(2, false), offer(3, true, ['crypto_usdt']), { id: 4 }];

  it('shows guests every offer and players those they satisfy', () => {
    expect(offersForDeposit(offers, { isGuest: true, method: 'visa' }).map((o) => o.id)).toEqual([1, 2, 3]);
    expect(offersForDeposit(offers, { isGuest: false, method: 'visa' }).map((o) => o.id)).toEqual([1, 3]);
  });

  it('leaves out offers that exclude the chosen method', () => {
    expect(offersForDeposit(offers, { isGuest: false, method: 'crypto_usdt' }).map((o) => o.id)).toEqual([1]);
  });
});

describe('refusals of a promo code or an offer', () => {
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

  it('reads the refused offer and the minimum it needs', () => {
    expect(offerRefusal(refused({ campaign_offer_id: ['AMOUNT_TOO_LOW'], min_amount: 2_000 }))).toEqual({
      code: 'AMOUNT_TOO_LOW',
      minAmount: 2_000,
    });
    expect(offerRefusal(refused({ campaign_offer_id: ['ALREADY_USED'] }))).toEqual({
      code: 'ALREADY_USED',
      minAmount: null,
    });
    expect(offerRefusal(refused({ promo_code: ['NOT_FOUND'] }))).toBeNull();
  });
});
