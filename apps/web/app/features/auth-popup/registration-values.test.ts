import { messageLookup } from '@casino/shared/validation/message-text';
import type { PhoneCountry } from '@casino/shared/validation/phone-masks';
import { describe, expect, it } from 'vitest';
import type { AuthType, RegistrationField } from './auth-settings.ts';
import {
  defaultPhoneCountry,
  initialValues,
  registrationPayload,
  registrationVariants,
  validateRegistration,
  visitorCountry,
} from './registration-values.ts';

const US: PhoneCountry = {
  country_code: 'US',
  phone_code: '+1',
  name: 'United States',
  mask: '(###) ###-####',
};
const DE: PhoneCountry = {
  country_code: 'DE',
  phone_code: '+49',
  name: 'Germany',
  mask: ['### #######', '#### #######'],
};
const countries = [{ code: 'BR', regions: [{ code: 'SP' }] }, { code: 'DE' }];

const fast: RegistrationField[] = [
  {
    sysname: 'mobile',
    type: 'phone',
    params: { is_required: true, is_visible: true },
    options: { defaultCountry: 'DE' },
  },
  { sysname: 'password', type: 'password', params: { is_required: true, is_visible: true } },
  {
    sysname: 'currency',
    type: 'select',
    params: { is_required: true, is_visible: false },
    options: { select: [{ value: 'USD', label: 'US dollar' }] },
  },
  { sysname: 'email', type: 'input', params: { is_required: false, is_visible: false } },
];
const phoneType: AuthType = {
  id: 'phone',
  component: 'fast',
  label: 'By phone',
  field: 'mobile',
  isFast: true,
};

describe('registration variants', () => {
  it('are the auth types with component form, fast or social', () => {
    const types: AuthType[] = [
      { id: 'email', component: 'form', label: 'By email', field: 'email', isFast: false },
      phoneType,
      { id: 'social', component: 'social', label: 'Social', field: '', isFast: false },
      { id: 'tg', component: 'telegram', label: 'Telegram', field: '', isFast: false },
    ];
    expect(registrationVariants(types).map((type) => type.id)).toEqual(['email', 'phone', 'social']);
    expect(registrationVariants(undefined)).toEqual([]);
  });
});

describe('the fast registration form', () => {
  it('starts with hidden selects at their first option and the phone in its default country', () => {
    expect(initialValues(fast, countries)).toEqual({ mobile: '', password: '', currency: 'USD', email: '' });
    expect(defaultPhoneCountry(fast, [US, DE])).toBe(DE);
    expect(defaultPhoneCountry([], [US, DE])).toBe(US);
  });

  it("starts at the visitor's country from the browser's languages, else the first listed", () => {
    const form = [
      { sysname: 'country_code', type: 'country_code', params: { is_required: true, is_visible: true } },
      { sysname: 'region', type: 'region', params: { is_required: false, is_visible: true } },
    ] as RegistrationField[];
    expect(initialValues(form, countries, { languages: ['en', 'de-AT', 'de-DE'] })).toEqual({
      country_code: 'DE',
      region: '',
    });
    expect(initialValues(form, countries, { languages: ['pt-BR'] })).toEqual({
      country_code: 'BR',
      region: 'SP',
    });
    expect(initialValues(form, countries, { languages: ['fr-FR', 'not a language'] })).toEqual({
      country_code: 'BR',
      region: 'SP',
    });
    expect(visitorCountry(['US', 'DE'], ['de'])).toBeUndefined();
    // A phone field's own default country comes first; without one, the visitor's.
    expect(defaultPhoneCountry([], [US, DE], ['de-DE'])).toBe(DE);
    expect(defaultPhoneCountry(fast, [US, DE], ['en-US'])).toBe(DE);
  });

  it("checks the phone against the chosen country's mask and skips optional hidden fields", () => {
    const lookup = messageLookup({});
    const values = { mobile: '4155550', password: 'secret12', currency: 'USD', email: '' };
    expect(validateRegistration(fast, values, { fastMode: true, phoneCountry: US, lookup })).toEqual({
      mobile: 'wrong phone format',
    });
    expect(
      validateRegistration(
        fast,
        { ...values, mobile: '4155550134' },
        { fastMode: true, phoneCountry: US, lookup },
      ),
    ).toEqual({});
  });

  it('refuses a shown promo code field left empty, and checks no hidden one (spec §5)', () => {
    const lookup = messageLookup({});
    const values = { mobile: '4155550134', password: 'secret12', currency: 'USD', email: '' };
    const check = (promo: { shown: boolean; value: string }) =>
      validateRegistration(fast, values, { fastMode: true, phoneCountry: US, lookup, promo });
    expect(check({ shown: true, value: '  ' })).toEqual({
      promo_code: 'This field should be at least 1 characters long',
    });
    expect(check({ shown: true, value: 'WELCOME' })).toEqual({});
    expect(check({ shown: false, value: '' })).toEqual({});
  });

  it('sends the digits with the phone code, the phone country and the phone as the login', () => {
    const values = { mobile: '151 23456789', password: 'secret12', currency: 'USD', email: '' };
    expect(registrationPayload(fast, values, { phoneCountry: DE, countries, authType: phoneType })).toEqual({
      mobile: '15123456789',
      phone_country_code: '+49',
      country_code: 'DE',
      password: 'secret12',
      currency: 'USD',
      login: '4915123456789',
    });
    // A phone country the site does not list as a country of residence is not sent as one.
    expect(
      registrationPayload(fast, { ...values, mobile: '4155550134' }, { phoneCountry: US, countries }),
    ).toEqual({
      mobile: '4155550134',
      phone_country_code: '+1',
      password: 'secret12',
      currency: 'USD',
    });
  });
});
