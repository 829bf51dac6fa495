/** Profile field sysnames of spec §3. */
export const PROFILE_FIELD_SYSNAMES = [
  'first_name',
  'middle_name',
  'last_name',
  'birth_date',
  'sex',
  'mobile',
  'country',
  'postcode',
  'home_town',
  'address',
  'country_code',
  'document_type',
  'document_number',
  'region',
  'email',
  'login',
  'currency',
  'phone_country_code',
  'fakename',
] as const;

export type ProfileFieldSysname = (typeof PROFILE_FIELD_SYSNAMES)[number];

export type FieldType = 'input' | 'password' | 'date' | 'select' | 'country_code' | 'region' | 'phone';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface FieldOptions {
  mask?: string | readonly string[];
  select?: readonly SelectOption[];
  regex?: string;
}

/** A server-provided field (spec §3 Field definition). */
export interface FieldDefinition {
  /** A profile field sysname, or a registration one such as password. */
  sysname: ProfileFieldSysname | (string & {});
  type: FieldType;
  params: { is_required: boolean; is_visible: boolean };
  options?: FieldOptions;
}
