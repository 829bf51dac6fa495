import type { DateLimits } from './calendar-date.ts';
import type { FieldDefinition, FieldType } from './field-definition.ts';
import {
  type FieldValidatorOptions,
  type PasswordOptions,
  type PatternOptions,
  type PhoneOptions,
  type SumOptions,
  validateAddress,
  validateCardHolder,
  validateCustom,
  validateDate,
  validateEmail,
  validateFakename,
  validateName,
  validatePassword,
  validatePhone,
  validatePostcode,
  validatePromo,
  validateSex,
  validateSum,
  validateText,
  validateTruthyCheckbox,
} from './field-validators.ts';
import type { MessageVariant } from './messages.ts';
import type { PhoneCountry } from './phone-masks.ts';
import type { Validator } from './validator.ts';

/** The validator types of spec §5, by their spec names. */
export interface ValidatorOptionsByType {
  sum: SumOptions;
  name: FieldValidatorOptions;
  first_name: FieldValidatorOptions;
  last_name: FieldValidatorOptions;
  address: FieldValidatorOptions;
  date: FieldValidatorOptions & DateLimits;
  sex: FieldValidatorOptions;
  text: FieldValidatorOptions;
  login: FieldValidatorOptions;
  cardHolder: FieldValidatorOptions;
  documentType: FieldValidatorOptions;
  documentNumber: FieldValidatorOptions;
  cpf: FieldValidatorOptions;
  postcode: PatternOptions;
  phone: PhoneOptions;
  email: FieldValidatorOptions;
  password: PasswordOptions;
  fakename: FieldValidatorOptions;
  truthyCheckbox: FieldValidatorOptions;
  promo: FieldValidatorOptions;
  custom: PatternOptions;
}

export type ValidatorType = keyof ValidatorOptionsByType;

const FACTORIES: { [T in ValidatorType]: (options: ValidatorOptionsByType[T]) => Validator } = {
  sum: (options) => (value) => validateSum(value, options),
  name: (options) => (value) => validateName(value, options),
  first_name: (options) => (value) => validateName(value, options),
  last_name: (options) => (value) => validateName(value, options),
  address: (options) => (value) => validateAddress(value, options),
  date: (options) => (value) => validateDate(value, options),
  sex: (options) => (value) => validateSex(value, options),
  text: (options) => (value) => validateText(value, options),
  login: (options) => (value) => validateText(value, options),
  cardHolder: (options) => (value) => validateCardHolder(value, options),
  documentType: (options) => (value) => validateText(value, options),
  documentNumber: (options) => (value) => validateText(value, options),
  cpf: (options) => (value) => validateText(value, options),
  postcode: (options) => (value) => validatePostcode(value, options),
  phone: (options) => (value) => validatePhone(value, options),
  email: (options) => (value) => validateEmail(value, options),
  password: (options) => (value) => validatePassword(value, options),
  fakename: (options) => (value) => validateFakename(value, options),
  truthyCheckbox: (options) => (value) => validateTruthyCheckbox(value, options),
  promo: () => validatePromo,
  custom: (options) => (value) => validateCustom(value, options),
};

export function createValidator<T extends ValidatorType>(
  type: T,
  options: ValidatorOptionsByType[T],
): Validator {
  return FACTORIES[type](options);
}

// middle_name is a name too, though spec §5 lists only name, first_name and last_name.
const TYPE_BY_SYSNAME: Readonly<Record<string, ValidatorType>> = {
  first_name: 'first_name',
  middle_name: 'name',
  last_name: 'last_name',
  address: 'address',
  birth_date: 'date',
  sex: 'sex',
  postcode: 'postcode',
  mobile: 'phone',
  email: 'email',
  login: 'login',
  fakename: 'fakename',
  password: 'password',
  document_type: 'documentType',
  document_number: 'documentNumber',
  promo_code: 'promo',
};

const TYPE_BY_FIELD_TYPE: Partial<Record<FieldType, ValidatorType>> = {
  phone: 'phone',
  password: 'password',
  date: 'date',
};

/** The validator type of a field: by its sysname, else by its input type, else plain text. */
export function validatorTypeOf(field: Pick<FieldDefinition, 'sysname' | 'type'>): ValidatorType {
  const bySysname = Object.hasOwn(TYPE_BY_SYSNAME, field.sysname)
    ? TYPE_BY_SYSNAME[field.sysname]
    : undefined;
  return bySysname ?? TYPE_BY_FIELD_TYPE[field.type] ?? 'text';
}

export interface FieldRulesContext {
  /** Fast registration skips optional hidden fields (spec §5). */
  fastMode?: boolean;
  variant?: MessageVariant;
  /** The country chosen in the phone field; its mask decides the valid lengths. */
  phoneCountry?: PhoneCountry;
}

/**
 * The checks of a server-provided field, in the order their messages should win: the field's
 * validator type (which also decides required or optional), then the field's regex. Postcode takes
 * the regex in place of its default pattern instead.
 */
export function fieldValidators(field: FieldDefinition, context: FieldRulesContext = {}): Validator[] {
  const { is_required: isRequired, is_visible: isVisible } = field.params;
  if (context.fastMode && !isRequired && !isVisible) return [];
  const base: FieldValidatorOptions = { isRequired, variant: context.variant ?? 'default' };
  const type = validatorTypeOf(field);
  const regex = field.options?.regex;
  if (type === 'postcode') return [createValidator('postcode', { ...base, regex })];
  const validators = [
    type === 'phone'
      ? createValidator('phone', { ...base, country: context.phoneCountry })
      : createValidator(type, base),
  ];
  if (regex !== undefined) validators.push(createValidator('custom', { ...base, regex }));
  return validators;
}
