import type { GeneralInfo } from '@casino/shared/contract/content.contract';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { invalidParameters } from '../../api/invalid-parameters.ts';

/**
 * The currency a new account keeps for good (decision 0051): the one the registration names, which must be
 * a platform currency the site offers (getgeneralinfo `available_currencies`), else the site's default.
 * An unknown or unoffered code is refused with the field error, never replaced by another currency.
 */
export function registrationCurrency(
  requested: string | undefined,
  info: Pick<GeneralInfo, 'available_currencies' | 'default_currency'>,
): string {
  if (requested === undefined || requested === '') return info.default_currency;
  if (!isCurrencyCode(requested) || !info.available_currencies.includes(requested)) {
    throw invalidParameters({ currency: 'This currency is not available' });
  }
  return requested;
}
