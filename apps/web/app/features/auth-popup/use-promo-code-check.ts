import type { ApiCaller } from '@casino/shared/api/api-caller';
import { ApiError } from '@casino/shared/errors/api-error';
import { PROMO_CODE_DEBOUNCE_MS } from '@casino/shared/validation/limits';
import { normalisePromoCode } from '@casino/shared/validation/promo-code';
import { useEffect, useState } from 'react';

export type PromoCodeCheck = { state: 'idle' } | { state: 'valid'; title: string } | { state: 'invalid' };

/**
 * Spec §4/§5: a typed promo code is checked with the platform 300 ms after the last keystroke; only the
 * answer for the code still in the field counts. A refusal is `invalid`; a failed call says nothing.
 */
export function usePromoCodeCheck(api: ApiCaller, value: string, enabled: boolean): PromoCodeCheck {
  const [check, setCheck] = useState<PromoCodeCheck>({ state: 'idle' });
  const code = normalisePromoCode(value);
  useEffect(() => {
    setCheck({ state: 'idle' });
    if (!enabled || code === '') return;
    let current = true;
    const timer = setTimeout(() => {
      api('campaigns.checkPromocode', { promo_code: code }).then(
        (offer) => {
          if (current) setCheck({ state: 'valid', title: offer.title });
        },
        (error: unknown) => {
          if (current && error instanceof ApiError && error.type === 'InvalidParameterException') {
            setCheck({ state: 'invalid' });
          }
        },
      );
    }, PROMO_CODE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, code, enabled]);
  return check;
}
