import { validatePhone } from '@casino/shared/validation/field-validators';
import type { ValidationMessage } from '@casino/shared/validation/messages';
import { matchesPhoneMask, type PhoneCountry, phoneDigits } from '@casino/shared/validation/phone-masks';

export interface RegisteredPhone {
  /** Digits with the country code, as phones are stored and signed in with. */
  phone: string;
  /** The country code's digits, e.g. '49'; empty when none was given. */
  countryDigits: string;
  problem: ValidationMessage | null;
}

/**
 * A phone as registration receives it: the number (national, or with its country code) and the
 * chosen phone code. When the code is one of the site's phone countries, the national part must fit
 * one of their masks (spec §5: per-country masks); otherwise any plausible full number passes.
 */
export function registrationPhone(
  mobile: string,
  phoneCountryCode: string | undefined,
  countries: readonly PhoneCountry[],
): RegisteredPhone {
  const digits = phoneDigits(mobile);
  const countryDigits = phoneDigits(phoneCountryCode ?? '');
  const masks = countries
    .filter((country) => countryDigits !== '' && phoneDigits(country.phone_code) === countryDigits)
    .map((country) => country.mask);
  if (masks.length === 0) {
    const phone = countryDigits && digits.startsWith(countryDigits) ? digits : `${countryDigits}${digits}`;
    return { phone, countryDigits, problem: validatePhone(phone) };
  }
  const fits = (national: string) => masks.some((mask) => matchesPhoneMask(national, mask));
  // A national number is taken as typed; one that repeats the country code in front has it dropped.
  const national =
    !fits(digits) && digits.startsWith(countryDigits) && fits(digits.slice(countryDigits.length))
      ? digits.slice(countryDigits.length)
      : digits;
  const problem: ValidationMessage | null =
    digits === ''
      ? { key: 'validation.insertPhone' }
      : fits(national)
        ? null
        : { key: 'validation.wrongPhoneFormat' };
  return { phone: `${countryDigits}${national}`, countryDigits, problem };
}
