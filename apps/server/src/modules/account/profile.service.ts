import type {
  Contact,
  FieldDefinitionData,
  Profile,
  ProfileExtra,
  ProfileInput,
} from '@casino/shared/contract/profile.contract';
import type { InvalidParameters } from '@casino/shared/errors/api-error';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { parseCalendarDate } from '@casino/shared/validation/calendar-date';
import { fieldValidators } from '@casino/shared/validation/field-rules';
import { validateFakename } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { ValidationMessage } from '@casino/shared/validation/messages';
import { firstError, isBlank } from '@casino/shared/validation/validator';
import { invalidField, invalidParameters } from '../../api/invalid-parameters.ts';
import type { Db } from '../../db/schema.ts';
import type { ContactRow, UserRow } from '../../db/tables/accounts.table.ts';
import * as userContacts from './contacts.repository.ts';
import * as repository from './profile.repository.ts';
import type { ProfileForms } from './profile-forms.ts';

type Country = ProfileForms['countries'][number];

const WRONG_FIELD: ValidationMessage = { key: 'validation.wrongField' };

function storedProfile(user: UserRow): Record<string, unknown> {
  return typeof user.profile === 'object' && user.profile !== null
    ? (user.profile as Record<string, unknown>)
    : {};
}

function toContact(row: ContactRow): Contact {
  const contact: Contact = {
    type: row.type,
    contact: row.contact,
    is_confirmed: row.is_confirmed,
    is_subscribed: row.is_subscribed,
  };
  // Stored as digits (as registration does); shown as the phone code the phone settings list.
  if (row.type === 'phone')
    contact.phone_country_code = row.phone_country_code && `+${row.phone_country_code}`;
  return contact;
}

/** Profile of spec §3 with the asked-for extras; the document number is shown only when its type is cpf. */
export async function getProfile(db: Db, user: UserRow, extras: readonly ProfileExtra[]): Promise<Profile> {
  const stored = storedProfile(user);
  const text = (key: string) => {
    const value = stored[key];
    return typeof value === 'string' ? value : null;
  };
  const profile: Profile = {
    first_name: text('first_name'),
    middle_name: text('middle_name'),
    last_name: text('last_name'),
    sex: typeof stored.sex === 'number' ? stored.sex : 0,
    birth_date: text('birth_date'),
    country: text('country'),
    country_code: user.country_code,
    region: text('region'),
    home_town: text('home_town'),
    address: text('address'),
    postcode: text('postcode'),
  };
  if (extras.includes('document')) {
    const type = text('document_type');
    profile.document = { type, number: type === 'cpf' ? text('document_number') : null };
  }
  if (extras.includes('contacts'))
    profile.contacts = (await userContacts.findContacts(db, user.id)).map(toContact);
  return profile;
}

/** A field the content service does not list is optional; its sysname still picks its validator. */
function fieldFor(forms: ProfileForms, sysname: string): FieldDefinitionData {
  return (
    forms.profile.find((field) => field.sysname === sysname) ?? {
      sysname,
      type: 'input',
      params: { is_required: false, is_visible: true },
    }
  );
}

/** Values picked from a list must be on it: the country, its region (when it has a list), select options. */
function choiceProblem(
  field: FieldDefinitionData,
  value: string,
  countries: readonly Country[],
  country: Country | undefined,
): ValidationMessage | null {
  if (field.sysname === 'country_code') {
    return countries.some((each) => each.code === value.toUpperCase()) ? null : WRONG_FIELD;
  }
  if (field.sysname === 'region') {
    return !country?.regions || country.regions.some((region) => region.code === value) ? null : WRONG_FIELD;
  }
  if (field.sysname === 'sex' && !/^\d+$/.test(value)) return WRONG_FIELD;
  const options = field.options?.select;
  return !options || options.some((option) => String(option.value) === value) ? null : WRONG_FIELD;
}

/** Dates are kept as the site shows them (spec §9 dd.mm.yyyy) whichever order they were typed in. */
function storedValue(sysname: string, value: string): string | number {
  if (sysname === 'sex') return Number(value);
  const date = sysname === 'birth_date' ? parseCalendarDate(value) : null;
  if (!date) return value;
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(date.day)}.${pad(date.month)}.${date.year}`;
}

/**
 * Checks every given field with the shared validators of its content-service definition, then saves
 * them all, or, with any field wrong, none. A blank optional field keeps its stored value.
 */
export async function saveProfile(db: Db, user: UserRow, input: ProfileInput, forms: ProfileForms) {
  const countryCode = (input.country_code || user.country_code)?.toUpperCase();
  const country = forms.countries.find((each) => each.code === countryCode);
  const errors: InvalidParameters = {};
  const fields: Record<string, string | number> = {};
  for (const [sysname, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const field = fieldFor(forms, sysname);
    const problem =
      firstError(fieldValidators(field), value) ??
      (isBlank(value) ? null : choiceProblem(field, value, forms.countries, country));
    if (problem) errors[sysname] = validationMessageText(problem);
    else if (!isBlank(value) && sysname !== 'country_code') fields[sysname] = storedValue(sysname, value);
  }
  if (Object.keys(errors).length > 0) throw invalidParameters(errors);
  const newCountryCode = input.country_code ? countryCode : undefined;
  if (Object.keys(fields).length === 0 && newCountryCode === undefined) return;
  await repository.updateProfile(db, user.id, fields, newCountryCode);
}

/** The profile field set; for a country with regions the region field lists them (spec §4: re-fetched per country). */
export function personalDataFields(
  forms: ProfileForms,
  countryCode: string | undefined,
): FieldDefinitionData[] {
  if (countryCode === undefined) return forms.profile;
  const country = forms.countries.find((each) => each.code === countryCode.toUpperCase());
  if (!country) throw invalidParameters({ country: 'Unknown country' });
  const regions = country.regions;
  if (!regions) return forms.profile;
  return forms.profile.map((field) =>
    field.sysname === 'region'
      ? {
          ...field,
          options: {
            ...field.options,
            select: regions.map(({ code, name }) => ({ value: code, label: name })),
          },
        }
      : field,
  );
}

/** The phone countries and the one the profile's phone field preselects (else the first). */
export function contactPhoneSettings(forms: ProfileForms) {
  const phoneField = forms.profile.find((field) => field.type === 'phone');
  return {
    countries: forms.phoneCountries,
    default_country: phoneField?.options?.defaultCountry ?? forms.phoneCountries[0]?.country_code ?? null,
  };
}

export async function changeFakename(db: Db, userId: number, fakename = '') {
  const problem = validateFakename(fakename);
  if (problem) throw invalidField('fakename', problem);
  await repository.updateFakename(db, userId, fakename);
}

/**
 * Only a currency the site offers (getgeneralinfo available_currencies), and only while no money of the
 * player has moved (`locked`): balances stay in the currency they were paid in (decision 0051).
 */
export async function setCurrency(
  db: Db,
  userId: number,
  currency: string,
  available: readonly string[],
  locked: boolean,
) {
  const code = currency.toUpperCase();
  if (!isCurrencyCode(code) || !available.includes(code))
    throw invalidField('currency', { key: 'validation.server.currencyUnavailable' });
  if (locked) {
    throw invalidParameters({ currency: 'The currency cannot change once money has moved on the account' });
  }
  await repository.updateCurrency(db, userId, code);
}
