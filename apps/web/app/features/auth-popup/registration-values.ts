import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import { fieldValidators } from '@casino/shared/validation/field-rules';
import { validateTruthyCheckbox } from '@casino/shared/validation/field-validators';
import { loginFromValues } from '@casino/shared/validation/login-normalisation';
import { type MessageLookup, validationMessageText } from '@casino/shared/validation/message-text';
import { type PhoneCountry, phoneDigits } from '@casino/shared/validation/phone-masks';
import { validateShownPromoCode } from '@casino/shared/validation/promo-code';
import { firstError } from '@casino/shared/validation/validator';
import type { AuthType, RegistrationField } from './auth-settings.ts';
import { type CurrencySettings, countryCurrencies, openingCurrency } from './currency-choice.ts';

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

interface Country {
  code: string;
  regions?: { code: string }[];
  currencies?: readonly string[];
}

/** The currencies the form's `currency` select offers (content order), none when it has no such field. */
export function formCurrencies(fields: readonly FieldDefinition[]): string[] {
  const field = fields.find((each) => each.sysname === 'currency');
  return (field?.options?.select ?? []).map((option) => String(option.value));
}

const VARIANT_COMPONENTS: readonly string[] = ['form', 'fast', 'social'];

/** Registration variants (spec §2.2): the auth types whose component is form, fast or social. */
export function registrationVariants(authTypes: readonly AuthType[] | undefined): AuthType[] {
  return (authTypes ?? []).filter((type) => VARIANT_COMPONENTS.includes(type.component));
}

/**
 * The visitor's country among `codes`: the region of the first of the browser's languages that has one
 * listed (`de-AT` → AT), so a visitor rarely has to change it; undefined when none matches. The browser's
 * languages are all a site without a geolocation service knows of where its visitor is.
 */
export function visitorCountry(codes: readonly string[], languages: readonly string[]): string | undefined {
  for (const language of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(language).region;
    } catch {
      continue;
    }
    const found = region && codes.find((code) => code.toUpperCase() === region);
    if (found) return found;
  }
  return undefined;
}

/**
 * Select fields start at their first option, the country at the visitor's (from `languages`, the
 * browser's) or else the first listed, the region at that country's first, the currency as the currency
 * settings' `defaultValue` says (among that country's currencies); the rest empty.
 */
export function initialValues(
  fields: readonly FieldDefinition[],
  countries: readonly Country[],
  options: {
    languages?: readonly string[];
    currency?: { settings: CurrencySettings; siteDefault: string };
  } = {},
): Values {
  const { languages = [], currency } = options;
  const code = visitorCountry(
    countries.map((each) => each.code),
    languages,
  );
  const country = countries.find((each) => each.code === code) ?? countries[0];
  const values: Values = {};
  for (const field of fields) {
    const first = field.options?.select?.[0]?.value;
    values[field.sysname] = first === undefined ? '' : String(first);
    if (field.type === 'country_code') values[field.sysname] = country?.code ?? '';
    if (field.type === 'region') values[field.sysname] = country?.regions?.[0]?.code ?? '';
  }
  const offered = formCurrencies(fields);
  if (currency && offered.length > 0) {
    values.currency = openingCurrency(
      currency.settings,
      countryCurrencies(offered, fields.some((field) => field.type === 'country_code') ? country : undefined),
      currency.siteDefault,
    );
  }
  return values;
}

/**
 * The phone field's preselected country: its `defaultCountry` option, else the visitor's (from
 * `languages`), else the first listed.
 */
export function defaultPhoneCountry(
  fields: readonly RegistrationField[],
  countries: readonly PhoneCountry[],
  languages: readonly string[] = [],
): PhoneCountry | undefined {
  const wanted =
    fields.find((field) => field.type === 'phone')?.options?.defaultCountry ??
    visitorCountry(
      countries.map((each) => each.country_code),
      languages,
    );
  return countries.find((country) => country.country_code === wanted) ?? countries[0];
}

/** Every field's first message; in fast mode optional hidden fields are skipped (spec §5). */
export function validateRegistration(
  fields: readonly FieldDefinition[],
  values: Values,
  options: {
    fastMode: boolean;
    phoneCountry: PhoneCountry | undefined;
    lookup: MessageLookup;
    /** The terms box, checked under `terms` when the site requires it. */
    terms?: { accepted: boolean; required: boolean };
    /** Spec §5: a shown promo code field needs its minimum length (an empty shown field is refused). */
    promo?: { shown: boolean; value: string };
  },
): Errors {
  const errors: Errors = {};
  if (options.terms) {
    const problem = validateTruthyCheckbox(options.terms.accepted, { isRequired: options.terms.required });
    if (problem) errors.terms = validationMessageText(problem, options.lookup);
  }
  for (const field of fields) {
    const validators = fieldValidators(field, {
      variant: 'popup',
      fastMode: options.fastMode,
      ...(options.phoneCountry ? { phoneCountry: options.phoneCountry } : {}),
    });
    const problem = firstError(validators, values[field.sysname]);
    if (problem) errors[field.sysname] = validationMessageText(problem, options.lookup);
  }
  if (options.promo) {
    const problem = validateShownPromoCode(options.promo.value, {
      isShown: options.promo.shown,
      variant: 'popup',
    });
    if (problem) errors.promo_code = validationMessageText(problem, options.lookup);
  }
  return errors;
}

/**
 * The field values to send: a phone as its digits with the chosen phone code, plus that country as
 * the player's country when the form asks for none and the site lists it. In fast mode the login is
 * the chosen auth type's field (spec §5).
 */
export function registrationPayload(
  fields: readonly FieldDefinition[],
  values: Values,
  options: { phoneCountry: PhoneCountry | undefined; countries: readonly Country[]; authType?: AuthType },
): Values {
  const payload: Values = {};
  for (const field of fields) {
    const value = values[field.sysname]?.trim();
    if (value) payload[field.sysname] = field.type === 'phone' ? phoneDigits(value) : value;
  }
  const phone = options.phoneCountry;
  if (payload.mobile && phone) {
    payload.phone_country_code = phone.phone_code;
    const listed = options.countries.some((country) => country.code === phone.country_code);
    if (!payload.country_code && listed) payload.country_code = phone.country_code;
  }
  const login = loginFromValues(
    payload.mobile && phone
      ? { ...payload, mobile: `${phoneDigits(phone.phone_code)}${payload.mobile}` }
      : payload,
    options.authType,
  );
  if (options.authType?.isFast && login) payload.login = login;
  return payload;
}
