import { formatMoney } from '../money/format-money.ts';
import { toMinor } from '../money/minor-units.ts';
import { type DateLimits, isDateWithin } from './calendar-date.ts';
import {
  CODE_LENGTH,
  FAKENAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTCODE_MAX_DIGITS,
} from './limits.ts';
import { type MessageVariant, type ValidationMessage, variantKey } from './messages.ts';
import { isPhoneFormat, type PhoneCountry } from './phone-masks.ts';
import {
  compilePattern,
  hasAddressForbiddenChars,
  hasFakenameSpecialChars,
  hasNameForbiddenChars,
  isCardHolderText,
  isEmailShape,
  isSumText,
  passwordForbiddenChars,
  symbolCount,
} from './text-patterns.ts';
import { type FieldValue, isBlank, textOf } from './validator.ts';

/*
 * The validator types of spec §5, one function each (the text family shares validateText). Each
 * decides what an empty value means for it: the spec gives several types their own "required" text.
 */

export interface FieldValidatorOptions {
  /** Defaults to true; an empty optional field is valid. */
  isRequired?: boolean;
  /** Which text of the generic messages to use where a type borrows them (spec §5 "popup variant"). */
  variant?: MessageVariant;
}

export interface SumOptions extends FieldValidatorOptions {
  min: number;
  max: number;
  /** ISO code the range message formats the limits in. */
  currency: string;
}

export interface PatternOptions extends FieldValidatorOptions {
  /** A content-service regex; a malformed one is ignored. */
  regex?: string;
}

export interface PhoneOptions extends FieldValidatorOptions {
  /** The chosen country; its mask decides the valid lengths. */
  country?: PhoneCountry;
}

export interface PasswordOptions extends FieldValidatorOptions {
  /** The password a repeat field must equal. */
  previous?: FieldValue;
}

const REQUIRED_FIELD: ValidationMessage = { key: 'validation.requiredField' };
const WRONG_FIELD: ValidationMessage = { key: 'validation.wrongField' };
const POSTCODE = new RegExp(`^\\d{1,${POSTCODE_MAX_DIGITS}}$`);
const NUMERIC_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

function whenEmpty(options: FieldValidatorOptions, message: ValidationMessage): ValidationMessage | null {
  return options.isRequired === false ? null : message;
}

function requiredMessage(options: FieldValidatorOptions): ValidationMessage {
  return { key: variantKey('required', options.variant ?? 'default') };
}

/** Spec §9 amount format in the currency's sign and digits (decision 0051). */
function amountText(amount: number, currency: string): string {
  return formatMoney(toMinor(amount, currency), currency);
}

/** sum: whole units, no leading zero, within min and max. */
export function validateSum(value: FieldValue, options: SumOptions): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, WRONG_FIELD);
  const text = textOf(value);
  if (!isSumText(text)) return WRONG_FIELD;
  const amount = Number(text);
  if (amount >= options.min && amount <= options.max) return null;
  return {
    key: 'validation.sumRange',
    params: {
      min: amountText(options.min, options.currency),
      max: amountText(options.max, options.currency),
    },
  };
}

/** name, first_name, last_name. */
export function validateName(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, REQUIRED_FIELD);
  return hasNameForbiddenChars(textOf(value)) ? WRONG_FIELD : null;
}

export function validateAddress(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, REQUIRED_FIELD);
  return hasAddressForbiddenChars(textOf(value)) ? WRONG_FIELD : null;
}

export function validateDate(
  value: FieldValue,
  options: FieldValidatorOptions & DateLimits = {},
): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, requiredMessage(options));
  return isDateWithin(textOf(value), options) ? null : { key: 'validation.date' };
}

/** Sex 0 is the profile's "not chosen" default (spec §3), so it does not count as set. */
export function validateSex(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  const isSet = !isBlank(value) && textOf(value).trim() !== '0';
  return isSet ? null : whenEmpty(options, { key: 'validation.sex' });
}

/** text, login, cardHolder, documentType, documentNumber, cpf: required unless isRequired is false. */
export function validateText(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  return isBlank(value) ? whenEmpty(options, requiredMessage(options)) : null;
}

/** cardHolder: letters, spaces, dot, apostrophe, hyphen. */
export function validateCardHolder(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, requiredMessage(options));
  return isCardHolderText(textOf(value)) ? null : WRONG_FIELD;
}

/** Up to 8 digits unless the field brings its own regex (a malformed one falls back to the default). */
export function validatePostcode(value: FieldValue, options: PatternOptions = {}): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, requiredMessage(options));
  const pattern = (options.regex !== undefined && compilePattern(options.regex)) || POSTCODE;
  return pattern.test(textOf(value)) ? null : WRONG_FIELD;
}

export function validatePhone(value: FieldValue, options: PhoneOptions = {}): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, { key: 'validation.insertPhone' });
  return isPhoneFormat(textOf(value), options.country) ? null : { key: 'validation.wrongPhoneFormat' };
}

export function validateEmail(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, { key: 'validation.insertEmail' });
  return isEmailShape(textOf(value)) ? null : { key: 'validation.wrongEmailFormat' };
}

/**
 * Forbidden characters first (they explain a "too short" password made of spaces), then length,
 * then equality with the previous password. Only a truly empty value is "required": spaces get named.
 */
export function validatePassword(value: FieldValue, options: PasswordOptions = {}): ValidationMessage | null {
  const text = textOf(value);
  if (text === '') return whenEmpty(options, requiredMessage(options));
  const variant = options.variant ?? 'default';
  const forbidden = passwordForbiddenChars(text);
  if (forbidden.length > 0) {
    return {
      key: 'validation.passwordForbiddenChars',
      params: { chars: forbidden.map((char) => (char === ' ' ? { key: 'validation.passwordSpace' } : char)) },
    };
  }
  const length = symbolCount(text);
  if (length < PASSWORD_MIN_LENGTH) {
    return { key: variantKey('minLength', variant), params: { min: PASSWORD_MIN_LENGTH } };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return { key: variantKey('maxLength', variant), params: { max: PASSWORD_MAX_LENGTH } };
  }
  if (options.previous !== undefined && text !== textOf(options.previous)) {
    return { key: 'validation.passwordsNotEqual' };
  }
  return null;
}

export function validateFakename(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, requiredMessage(options));
  const text = textOf(value);
  if (symbolCount(text) < FAKENAME_MIN_LENGTH) {
    return { key: 'validation.minSymbols', params: { min: FAKENAME_MIN_LENGTH } };
  }
  return hasFakenameSpecialChars(text) ? { key: 'validation.specialSymbols' } : null;
}

/** Form data carries a ticked box as text, the browser as a boolean. */
function isChecked(value: FieldValue): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** truthyCheckbox; for the terms checkbox pass isRequired = terms.isActive. */
export function validateTruthyCheckbox(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  return options.isRequired === false || isChecked(value) ? null : { key: 'validation.truthyCheckbox' };
}

/** promo: the client accepts any code; the server check after the debounce decides. */
export function validatePromo(): null {
  return null;
}

/** custom: the field's regex, or just non-empty without one. */
export function validateCustom(value: FieldValue, options: PatternOptions = {}): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, requiredMessage(options));
  const pattern = options.regex === undefined ? null : compilePattern(options.regex);
  return !pattern || pattern.test(textOf(value)) ? null : WRONG_FIELD;
}

/** Confirmation and two-factor codes: exactly 6 digits. */
export function validateNumericCode(
  value: FieldValue,
  options: FieldValidatorOptions = {},
): ValidationMessage | null {
  if (isBlank(value)) return whenEmpty(options, requiredMessage(options));
  return NUMERIC_CODE.test(textOf(value)) ? null : { key: 'validation.codeDigits' };
}
