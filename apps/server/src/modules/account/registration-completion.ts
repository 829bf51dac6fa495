import type { FieldDefinitionData } from '@casino/shared/contract/profile.contract';
import { ApiError, type InvalidParameters } from '@casino/shared/errors/api-error';
import { fieldValidators } from '@casino/shared/validation/field-rules';
import { validateTruthyCheckbox } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { ValidationMessage } from '@casino/shared/validation/messages';
import { firstError, isBlank } from '@casino/shared/validation/validator';
import type { Db } from '../../db/schema.ts';
import type { ContactRow, UserRow } from '../../db/tables/accounts.table.ts';
import * as userContacts from './contacts.repository.ts';
import { registrationPhone } from './phone-number.ts';
import type { RegistrationSettings } from './registration-forms.ts';
import * as social from './social-auth.repository.ts';
import * as users from './users.repository.ts';

const WRONG_FIELD: ValidationMessage = { key: 'validation.wrongField' };

/** Registration fields a player's account already has a value for (the currency always has one). */
export function knownRegistrationFields(
  user: Pick<UserRow, 'country_code' | 'fakename'>,
  contacts: readonly Pick<ContactRow, 'type'>[],
): Set<string> {
  const known = new Set(['currency', 'login', 'password']);
  if (contacts.some((contact) => contact.type === 'email')) known.add('email');
  if (contacts.some((contact) => contact.type === 'phone')) known.add('mobile');
  // The region is asked together with the country it belongs to.
  if (user.country_code) known.add('country_code').add('region');
  if (user.fakename) known.add('fakename');
  return known;
}

/**
 * The registration form's fields (spec §2.2: built from the server's list) the player still has to
 * give. A required field is asked even when the form hides it, since registration cannot do without it.
 */
export function missingRegistrationFields(
  fields: readonly FieldDefinitionData[],
  known: ReadonlySet<string>,
): FieldDefinitionData[] {
  return fields
    .filter((field) => !known.has(field.sysname) && (field.params.is_required || field.params.is_visible))
    .map((field) => ({ ...field, params: { ...field.params, is_visible: true } }));
}

/** Whether an account made from a social profile must still complete registration (spec §4). */
export function registrationIncomplete(missing: readonly FieldDefinitionData[], termsOutstanding: boolean) {
  return termsOutstanding || missing.some((field) => field.params.is_required);
}

export async function registrationFieldsFor(db: Db, user: UserRow, settings: RegistrationSettings) {
  if (user.is_registration_completed) return [];
  return missingRegistrationFields(
    settings.fields,
    knownRegistrationFields(user, await userContacts.findContacts(db, user.id)),
  );
}

export interface CompletionInput {
  email?: string | undefined;
  mobile?: string | undefined;
  phone_country_code?: string | undefined;
  currency?: string | undefined;
  country_code?: string | undefined;
  region?: string | undefined;
  fakename?: string | undefined;
  terms?: boolean | undefined;
  notify?: boolean | undefined;
}

/** Values picked from a list must be on it: the country, its region when it has a list, select options. */
function choiceProblem(
  field: FieldDefinitionData,
  value: string,
  settings: RegistrationSettings,
  country: string,
) {
  if (field.type === 'country_code')
    return settings.countries.some((each) => each.code === value) ? null : WRONG_FIELD;
  if (field.type === 'region') {
    const regions = settings.countries.find((each) => each.code === country)?.regions;
    return !regions || regions.some((region) => region.code === value) ? null : WRONG_FIELD;
  }
  const options = field.options?.select;
  return !options || options.some((option) => String(option.value) === value) ? null : WRONG_FIELD;
}

/**
 * Completes a social sign-up (spec §2.2 socialRegistration): every missing field is checked with the
 * shared validators, new contacts must be free, terms accepted when the site requires them; then all
 * is stored at once and the account counts as registered.
 */
export async function completeRegistration(
  db: Db,
  user: UserRow,
  input: CompletionInput,
  settings: RegistrationSettings,
): Promise<UserRow> {
  if (user.is_registration_completed)
    throw new ApiError('InvalidRequestException', 'The registration is already complete');
  const missing = await registrationFieldsFor(db, user, settings);
  const values: Record<string, string> = {};
  const errors: InvalidParameters = {};
  const email = input.email?.trim().toLowerCase();
  const country = input.country_code?.toUpperCase() ?? '';
  let phone: ReturnType<typeof registrationPhone> | undefined;
  for (const field of missing) {
    const raw =
      field.sysname === 'email'
        ? email
        : field.sysname === 'country_code'
          ? country
          : input[field.sysname as keyof CompletionInput];
    const value = typeof raw === 'string' ? raw : '';
    let problem: ValidationMessage | null;
    if (field.sysname === 'mobile') {
      phone = value ? registrationPhone(value, input.phone_country_code, settings.phoneCountries) : undefined;
      problem = phone ? phone.problem : firstError(fieldValidators(field), value);
    } else {
      problem =
        firstError(fieldValidators(field), value) ??
        (isBlank(value) ? null : choiceProblem(field, value, settings, country));
    }
    if (problem) errors[field.sysname] = validationMessageText(problem);
    else if (!isBlank(value)) values[field.sysname] = value;
  }
  const termsProblem = validateTruthyCheckbox(input.terms === true, { isRequired: settings.termsRequired });
  if (termsProblem) errors.terms = validationMessageText(termsProblem);
  if (Object.keys(errors).length > 0)
    throw new ApiError('InvalidParameterException', 'Invalid parameters', { invalidParameters: errors });

  return db.transaction().execute(async (trx) => {
    const contacts = [
      ...(values.email
        ? [{ field: 'email', type: 'email' as const, contact: values.email, code: null }]
        : []),
      ...(phone && values.mobile
        ? [
            {
              field: 'mobile',
              type: 'phone' as const,
              contact: phone.phone,
              code: phone.countryDigits || null,
            },
          ]
        : []),
    ];
    for (const contact of contacts) {
      if (await users.isLoginTaken(trx, contact.contact)) {
        throw new ApiError('InvalidParameterException', 'Invalid parameters', {
          invalidParameters: {
            [contact.field]:
              contact.type === 'email'
                ? 'This email is already registered'
                : 'This phone number is already registered',
          },
        });
      }
      await userContacts.insertContact(trx, {
        userId: user.id,
        type: contact.type,
        contact: contact.contact,
        phoneCountryCode: contact.code,
        isSubscribed: input.notify === true,
      });
    }
    return social.completeUserRegistration(trx, user.id, {
      countryCode: values.country_code,
      currency: values.currency,
      fakename: values.fakename,
      isSubscribed: input.notify === true || user.is_subscribed,
      profile: values.region ? { region: values.region } : {},
    });
  });
}
