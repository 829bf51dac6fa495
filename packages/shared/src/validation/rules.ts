import { type DateLimits, isDateWithin } from './calendar-date.ts';
import { isValidCardNumber } from './card-number.ts';
import { isValidIban } from './iban.ts';
import { type MessageVariant, type ValidationMessage, variantKey } from './messages.ts';
import { isPhoneFormat, type PhoneCountry } from './phone-masks.ts';
import {
  compilePattern,
  hasAddressForbiddenChars,
  hasNameForbiddenChars,
  isEmailShape,
  isValidFakename,
  isValidPassword,
  symbolCount,
} from './text-patterns.ts';
import { type FieldValue, isBlank, textOf } from './validator.ts';

/*
 * The generic rule set of spec §5 "Default messages". Every rule except required passes an empty
 * value: emptiness is required's job, so an optional empty field stays valid.
 */

export function checkRequired(
  value: FieldValue,
  variant: MessageVariant = 'default',
): ValidationMessage | null {
  return isBlank(value) ? { key: variantKey('required', variant) } : null;
}

export function checkEmail(value: FieldValue, variant: MessageVariant = 'default'): ValidationMessage | null {
  return isBlank(value) || isEmailShape(textOf(value)) ? null : { key: variantKey('email', variant) };
}

export function checkMinLength(
  value: FieldValue,
  min: number,
  variant: MessageVariant = 'default',
): ValidationMessage | null {
  if (isBlank(value) || symbolCount(textOf(value)) >= min) return null;
  return { key: variantKey('minLength', variant), params: { min } };
}

export function checkMaxLength(
  value: FieldValue,
  max: number,
  variant: MessageVariant = 'default',
): ValidationMessage | null {
  if (isBlank(value) || symbolCount(textOf(value)) <= max) return null;
  return { key: variantKey('maxLength', variant), params: { max } };
}

export function checkPhone(value: FieldValue, country?: PhoneCountry): ValidationMessage | null {
  return isBlank(value) || isPhoneFormat(textOf(value), country) ? null : { key: 'validation.phone' };
}

export function checkFakename(value: FieldValue): ValidationMessage | null {
  return isBlank(value) || isValidFakename(textOf(value)) ? null : { key: 'validation.fakename' };
}

export function checkPassword(value: FieldValue): ValidationMessage | null {
  return isBlank(value) || isValidPassword(textOf(value)) ? null : { key: 'validation.password' };
}

export function checkName(value: FieldValue): ValidationMessage | null {
  return hasNameForbiddenChars(textOf(value)) ? { key: 'validation.name' } : null;
}

export function checkAddress(value: FieldValue): ValidationMessage | null {
  return hasAddressForbiddenChars(textOf(value)) ? { key: 'validation.address' } : null;
}

export function checkIban(value: FieldValue): ValidationMessage | null {
  return isBlank(value) || isValidIban(textOf(value)) ? null : { key: 'validation.iban' };
}

// Amounts are typed with thousands commas (spec §9), which are stripped before comparing.
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

function numberOf(value: FieldValue): number | null {
  const text = textOf(value).replace(/,/g, '').trim();
  return NUMBER_TEXT.test(text) ? Number(text) : null;
}

export function checkMinValue(value: FieldValue, min: number): ValidationMessage | null {
  if (isBlank(value)) return null;
  const number = numberOf(value);
  return number !== null && number >= min ? null : { key: 'validation.minValue', params: { min } };
}

export function checkMaxValue(value: FieldValue, max: number): ValidationMessage | null {
  if (isBlank(value)) return null;
  const number = numberOf(value);
  return number !== null && number <= max ? null : { key: 'validation.maxValue', params: { max } };
}

export function checkDate(value: FieldValue, limits: DateLimits = {}): ValidationMessage | null {
  return isBlank(value) || isDateWithin(textOf(value), limits) ? null : { key: 'validation.date' };
}

/** Compares as typed: a repeated password with an extra space is a different password. */
export function checkSameAs(value: FieldValue, other: FieldValue): ValidationMessage | null {
  return textOf(value) === textOf(other) ? null : { key: 'validation.sameAs' };
}

export function checkRegex(value: FieldValue, pattern: string | RegExp): ValidationMessage | null {
  const regex = compilePattern(pattern);
  if (isBlank(value) || !regex || regex.test(textOf(value))) return null;
  return { key: 'validation.regex' };
}

export function checkCardNumber(value: FieldValue): ValidationMessage | null {
  return isBlank(value) || isValidCardNumber(textOf(value).trim()) ? null : { key: 'validation.cardNumber' };
}
