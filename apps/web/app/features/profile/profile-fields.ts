import type { Profile, ProfileInput } from '@casino/shared/contract/profile.contract';
import { stripEmoji } from '@casino/shared/validation/emoji';
import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import { fieldValidators } from '@casino/shared/validation/field-rules';
import { type MessageLookup, validationMessageText } from '@casino/shared/validation/message-text';
import { formatPhone, phoneDigits } from '@casino/shared/validation/phone-masks';
import { firstError } from '@casino/shared/validation/validator';

/** The personal data form's values by field sysname, as the inputs hold them. */
export type ProfileValues = Record<string, string>;

type ProfileKey = keyof ProfileInput;

/**
 * The fields saveProfileInfo stores. The field set also lists email, mobile and the nickname, which
 * have forms of their own (contacts, changefakename).
 */
const PROFILE_KEYS = [
  'first_name',
  'middle_name',
  'last_name',
  'birth_date',
  'sex',
  'country',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
  'document_type',
  'document_number',
] as const satisfies readonly ProfileKey[];

function isProfileKey(sysname: string): sysname is ProfileKey {
  return (PROFILE_KEYS as readonly string[]).includes(sysname);
}

/** The stored profile as form values; sex 0 is "not chosen" (spec §3 default). */
export function profileValues(profile: Profile): ProfileValues {
  return {
    first_name: profile.first_name ?? '',
    middle_name: profile.middle_name ?? '',
    last_name: profile.last_name ?? '',
    birth_date: profile.birth_date ?? '',
    sex: profile.sex === 0 ? '' : String(profile.sex),
    country: profile.country ?? '',
    country_code: profile.country_code ?? '',
    region: profile.region ?? '',
    home_town: profile.home_town ?? '',
    address: profile.address ?? '',
    postcode: profile.postcode ?? '',
    document_type: profile.document?.type ?? '',
    document_number: profile.document?.number ?? '',
  };
}

/**
 * The visible fields the personal data form edits, in the content service's order. The document
 * number belongs to a cpf only (spec §3), so it shows once that type is chosen.
 */
export function personalFields(fields: readonly FieldDefinition[], values: ProfileValues): FieldDefinition[] {
  return fields.filter(
    (field) =>
      field.params.is_visible &&
      isProfileKey(field.sysname) &&
      (field.sysname !== 'document_number' || values.document_type === 'cpf'),
  );
}

/** Each field's first problem, in the page's language, checked with the shared validators of spec §5. */
export function profileErrors(
  fields: readonly FieldDefinition[],
  values: ProfileValues,
  lookup: MessageLookup,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = firstError(fieldValidators(field), values[field.sysname]);
    if (problem) errors[field.sysname] = validationMessageText(problem, lookup);
  }
  return errors;
}

/** What saveProfileInfo gets: the shown fields, trimmed; blank ones are dropped by the client. */
export function profilePayload(
  fields: readonly FieldDefinition[],
  values: ProfileValues,
): Partial<Record<ProfileKey, string>> {
  const payload: Partial<Record<ProfileKey, string>> = {};
  for (const field of fields) {
    if (isProfileKey(field.sysname)) payload[field.sysname] = (values[field.sysname] ?? '').trim();
  }
  return payload;
}

/** The form is dirty while any value differs from what was last loaded or saved. */
export function isDirty(values: ProfileValues, saved: ProfileValues): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(saved)]);
  return [...keys].some((key) => (values[key] ?? '') !== (saved[key] ?? ''));
}

/** A typed value written into the field's mask ('#' takes a digit), e.g. dd.mm.yyyy or a cpf number. */
export function maskedValue(typed: string, mask: string | readonly string[] | undefined): string {
  // Spec §5: names and addresses are plain text, so emoji typed or pasted into them are dropped.
  return mask === undefined ? stripEmoji(typed) : formatPhone(phoneDigits(typed), mask);
}
