import { describe, expect, it } from 'vitest';
import {
  type FieldValidatorOptions,
  validateAddress,
  validateCardHolder,
  validateCustom,
  validateDate,
  validateEmail,
  validateFakename,
  validateName,
  validateNumericCode,
  validatePassword,
  validatePhone,
  validatePostcode,
  validatePromo,
  validateSex,
  validateSum,
  validateText,
  validateTruthyCheckbox,
} from './field-validators.ts';
import type { ValidationMessage } from './messages.ts';
import type { PhoneCountry } from './phone-masks.ts';
import type { FieldValue } from './validator.ts';

type Row = [FieldValue, ValidationMessage | null];

const REQUIRED: ValidationMessage = { key: 'validation.required' };
const POPUP_REQUIRED: ValidationMessage = { key: 'validation.popup.required' };
const REQUIRED_FIELD: ValidationMessage = { key: 'validation.requiredField' };
const WRONG_FIELD: ValidationMessage = { key: 'validation.wrongField' };
const OPTIONAL: FieldValidatorOptions = { isRequired: false };
const POPUP: FieldValidatorOptions = { variant: 'popup' };

describe('validateSum', () => {
  const limits = { min: 10, max: 5000, currency: 'USD' };
  const range: ValidationMessage = { key: 'validation.sumRange', params: { min: '$10', max: '$5,000' } };

  it.each<Row>([
    ['10', null],
    ['5000', null],
    ['9', range],
    ['5001', range],
    ['', WRONG_FIELD],
    ['0', WRONG_FIELD],
    ['010', WRONG_FIELD],
    ['10.5', WRONG_FIELD],
    ['1,000', WRONG_FIELD],
    ['-10', WRONG_FIELD],
  ])('%j gives %j', (value, expected) => {
    expect(validateSum(value, limits)).toEqual(expected);
  });

  it('formats fractional limits with 2 decimals and thousands commas', () => {
    expect(validateSum('1', { min: 12.5, max: 1234567.891, currency: 'USD' })).toEqual({
      key: 'validation.sumRange',
      params: { min: '$12.50', max: '$1,234,567.89' },
    });
  });

  it('formats the range in the currency of the amount', () => {
    expect(validateSum('1', { min: 20, max: 5000, currency: 'EUR' })).toEqual({
      key: 'validation.sumRange',
      params: { min: '€20', max: '€5,000' },
    });
    expect(validateSum('1', { min: 2.5, max: 100000, currency: 'USDT' })).toEqual({
      key: 'validation.sumRange',
      params: { min: '2.50 USDT', max: '100,000 USDT' },
    });
  });

  it('passes an empty optional sum', () => {
    expect(validateSum('', { ...limits, isRequired: false })).toBeNull();
  });
});

describe.each([
  ['validateName', validateName],
  ['validateAddress', validateAddress],
])('%s', (_name, validate) => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    ['Anne-Marie', {}, null],
    ['', {}, REQUIRED_FIELD],
    ['  ', POPUP, REQUIRED_FIELD],
    ['', OPTIONAL, null],
    ['Ann@', {}, WRONG_FIELD],
    ['Ann_', OPTIONAL, WRONG_FIELD],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validate(value, options)).toEqual(expected);
  });
});

describe('validateName against validateAddress', () => {
  it.each<[FieldValue, ValidationMessage | null, ValidationMessage | null]>([
    ['Baker Street 221', WRONG_FIELD, null],
    ['Flat 3/4', WRONG_FIELD, null],
    ['Block | A', WRONG_FIELD, null],
    ['Main ~ St', WRONG_FIELD, WRONG_FIELD],
    ["O'Neil, Jr.", null, null],
  ])('%j: name %j, address %j', (value, name, address) => {
    expect([validateName(value), validateAddress(value)]).toEqual([name, address]);
  });
});

describe('validateDate', () => {
  const max = { year: 2007, month: 6, day: 15 };

  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    ['15.06.2007', {}, null],
    ["15'06'2007", {}, null],
    ['15,06,2007', {}, null],
    ['16.06.2007', {}, { key: 'validation.date' }],
    ['1.1.20', {}, { key: 'validation.date' }],
    ['', {}, REQUIRED],
    ['', POPUP, POPUP_REQUIRED],
    ['', OPTIONAL, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateDate(value, { ...options, max })).toEqual(expected);
  });
});

describe('validateSex', () => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    [1, {}, null],
    ['2', {}, null],
    [0, {}, { key: 'validation.sex' }],
    ['0', {}, { key: 'validation.sex' }],
    ['', {}, { key: 'validation.sex' }],
    [null, {}, { key: 'validation.sex' }],
    [0, OPTIONAL, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateSex(value, options)).toEqual(expected);
  });
});

describe('validateText', () => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    ['anything at all', {}, null],
    ['', {}, REQUIRED],
    [' ', POPUP, POPUP_REQUIRED],
    ['', OPTIONAL, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateText(value, options)).toEqual(expected);
  });
});

describe('validateCardHolder', () => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    ["JOHN O'NEIL-SMITH JR.", {}, null],
    ['Zoë Müller', {}, null],
    ['JOHN SMITH 2', {}, WRONG_FIELD],
    ['JOHN, SMITH', {}, WRONG_FIELD],
    ['', {}, REQUIRED],
    ['', POPUP, POPUP_REQUIRED],
    ['', OPTIONAL, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateCardHolder(value, options)).toEqual(expected);
  });
});

describe('validatePostcode', () => {
  it.each<[FieldValue, string | undefined, ValidationMessage | null]>([
    ['1', undefined, null],
    ['12345678', undefined, null],
    ['123456789', undefined, WRONG_FIELD],
    ['SW1A 1AA', undefined, WRONG_FIELD],
    ['SW1A 1AA', '^[A-Z0-9 ]{5,8}$', null],
    ['12345', '^[A-Z]+$', WRONG_FIELD],
    ['12345', '([', null],
    ['', undefined, REQUIRED],
  ])('%j with regex %j gives %j', (value, regex, expected) => {
    expect(validatePostcode(value, { regex })).toEqual(expected);
  });

  it.each<[FieldValidatorOptions, ValidationMessage | null]>([
    [POPUP, POPUP_REQUIRED],
    [OPTIONAL, null],
  ])('empty with %j gives %j', (options, expected) => {
    expect(validatePostcode('', options)).toEqual(expected);
  });
});

describe('validatePhone', () => {
  const brazil: PhoneCountry = {
    country_code: 'BR',
    phone_code: '+55',
    name: 'Brazil',
    mask: ['(##) ####-####', '(##) #####-####'],
  };

  it.each<[FieldValue, PhoneCountry | undefined, FieldValidatorOptions, ValidationMessage | null]>([
    ['(11) 2345-6789', brazil, {}, null],
    ['11923456789', brazil, {}, null],
    ['1192345678', brazil, {}, null],
    ['119234567', brazil, {}, { key: 'validation.wrongPhoneFormat' }],
    ['(11) 9234-567x', brazil, {}, { key: 'validation.wrongPhoneFormat' }],
    ['+55 11 92345 6789', undefined, {}, null],
    ['12345', undefined, {}, { key: 'validation.wrongPhoneFormat' }],
    ['', brazil, {}, { key: 'validation.insertPhone' }],
    ['', brazil, POPUP, { key: 'validation.insertPhone' }],
    ['', brazil, OPTIONAL, null],
  ])('%j in %j with %j gives %j', (value, country, options, expected) => {
    expect(validatePhone(value, { ...options, country })).toEqual(expected);
  });
});

describe('validateEmail', () => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    ['player@example.com', {}, null],
    ['player@example.co.uk', {}, null],
    ['player@example', {}, { key: 'validation.wrongEmailFormat' }],
    ['player@mail.example.co.uk', {}, { key: 'validation.wrongEmailFormat' }],
    [' player@example.com', {}, { key: 'validation.wrongEmailFormat' }],
    ['', {}, { key: 'validation.insertEmail' }],
    ['', OPTIONAL, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateEmail(value, options)).toEqual(expected);
  });
});

describe('validatePassword', () => {
  it.each<[FieldValue, FieldValidatorOptions & { previous?: FieldValue }, ValidationMessage | null]>([
    ['secret', {}, null],
    ['Str0ng!Pass~', {}, null],
    ['a'.repeat(20), {}, null],
    ['', {}, REQUIRED],
    ['', POPUP, POPUP_REQUIRED],
    ['', OPTIONAL, null],
    ['abc', {}, { key: 'validation.minLength', params: { min: 6 } }],
    ['abc', POPUP, { key: 'validation.popup.minLength', params: { min: 6 } }],
    ['a'.repeat(21), {}, { key: 'validation.maxLength', params: { max: 20 } }],
    ['a'.repeat(21), POPUP, { key: 'validation.popup.maxLength', params: { max: 20 } }],
    [
      'my secret',
      {},
      { key: 'validation.passwordForbiddenChars', params: { chars: [{ key: 'validation.passwordSpace' }] } },
    ],
    [
      '   ',
      {},
      { key: 'validation.passwordForbiddenChars', params: { chars: [{ key: 'validation.passwordSpace' }] } },
    ],
    ['pässwörd€ä', {}, { key: 'validation.passwordForbiddenChars', params: { chars: ['ä', 'ö', '€'] } }],
    ['secret', { previous: 'secret' }, null],
    ['secret', { previous: 'secret1' }, { key: 'validation.passwordsNotEqual' }],
    ['abc', { previous: 'secret' }, { key: 'validation.minLength', params: { min: 6 } }],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validatePassword(value, options)).toEqual(expected);
  });
});

describe('validateFakename', () => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    ['Lucky', {}, null],
    ['Ace7', {}, null],
    ['Зоря', {}, null],
    ['Ace', {}, { key: 'validation.minSymbols', params: { min: 4 } }],
    ['A b', {}, { key: 'validation.minSymbols', params: { min: 4 } }],
    ['Lucky Ace', {}, { key: 'validation.specialSymbols' }],
    ['Lucky!', {}, { key: 'validation.specialSymbols' }],
    ['', {}, REQUIRED],
    ['', POPUP, POPUP_REQUIRED],
    ['', OPTIONAL, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateFakename(value, options)).toEqual(expected);
  });
});

describe('validateTruthyCheckbox', () => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    [true, {}, null],
    ['true', {}, null],
    ['1', {}, null],
    [1, {}, null],
    [false, {}, { key: 'validation.truthyCheckbox' }],
    ['0', {}, { key: 'validation.truthyCheckbox' }],
    ['', {}, { key: 'validation.truthyCheckbox' }],
    [undefined, {}, { key: 'validation.truthyCheckbox' }],
    [false, OPTIONAL, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateTruthyCheckbox(value, options)).toEqual(expected);
  });
});

describe('validatePromo', () => {
  it('accepts any code on the client', () => {
    expect(validatePromo()).toBeNull();
  });
});

describe('validateCustom', () => {
  it.each<[FieldValue, FieldValidatorOptions & { regex?: string }, ValidationMessage | null]>([
    ['anything', {}, null],
    ['', {}, REQUIRED],
    ['', POPUP, POPUP_REQUIRED],
    ['', { isRequired: false, regex: '^\\d+$' }, null],
    ['123', { regex: '^\\d+$' }, null],
    ['12a', { regex: '^\\d+$' }, WRONG_FIELD],
    ['12a', { regex: '([' }, null],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateCustom(value, options)).toEqual(expected);
  });
});

describe('validateNumericCode', () => {
  it.each<[FieldValue, FieldValidatorOptions, ValidationMessage | null]>([
    ['123456', {}, null],
    ['012345', {}, null],
    ['12345', {}, { key: 'validation.codeDigits' }],
    ['1234567', {}, { key: 'validation.codeDigits' }],
    ['12 345', {}, { key: 'validation.codeDigits' }],
    ['abcdef', {}, { key: 'validation.codeDigits' }],
    ['', {}, REQUIRED],
    ['', POPUP, POPUP_REQUIRED],
  ])('%j with %j gives %j', (value, options, expected) => {
    expect(validateNumericCode(value, options)).toEqual(expected);
  });
});
