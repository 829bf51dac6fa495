import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './field-definition.ts';
import { createValidator, fieldValidators, type ValidatorType, validatorTypeOf } from './field-rules.ts';
import type { ValidationMessage } from './messages.ts';
import type { PhoneCountry } from './phone-masks.ts';
import { type FieldValue, firstError } from './validator.ts';

// The demo content's field sets, as the content service serves them.
const forms = (
  JSON.parse(readFileSync(new URL('../../../../content/cms-config.json', import.meta.url), 'utf8')) as {
    forms: Record<'registration' | 'fastRegistration' | 'profile' | 'restore', FieldDefinition[]> & {
      phoneCountries: PhoneCountry[];
    };
  }
).forms;

function field(
  set: 'registration' | 'fastRegistration' | 'profile' | 'restore',
  sysname: string,
): FieldDefinition {
  const found = forms[set].find((candidate) => candidate.sysname === sysname);
  if (!found) throw new Error(`no field ${sysname} in ${set}`);
  return found;
}

const US = forms.phoneCountries[0];
const REQUIRED: ValidationMessage = { key: 'validation.required' };
const POPUP_REQUIRED: ValidationMessage = { key: 'validation.popup.required' };
const REQUIRED_FIELD: ValidationMessage = { key: 'validation.requiredField' };
const WRONG_FIELD: ValidationMessage = { key: 'validation.wrongField' };

describe('createValidator', () => {
  it.each<[ValidatorType, FieldValue, ValidationMessage | null]>([
    ['name', 'R2', WRONG_FIELD],
    ['first_name', '', REQUIRED_FIELD],
    ['last_name', 'Smith', null],
    ['address', '#1', WRONG_FIELD],
    ['date', '31.02.2000', { key: 'validation.date' }],
    ['sex', 0, { key: 'validation.sex' }],
    ['text', '', REQUIRED],
    ['login', '', REQUIRED],
    ['cardHolder', 'J0HN', WRONG_FIELD],
    ['documentType', '', REQUIRED],
    ['documentNumber', '123', null],
    ['cpf', '', REQUIRED],
    ['postcode', '123456789', WRONG_FIELD],
    ['phone', '', { key: 'validation.insertPhone' }],
    ['email', 'x', { key: 'validation.wrongEmailFormat' }],
    ['password', 'abc', { key: 'validation.minLength', params: { min: 6 } }],
    ['fakename', 'Ace', { key: 'validation.minSymbols', params: { min: 4 } }],
    ['truthyCheckbox', false, { key: 'validation.truthyCheckbox' }],
    ['promo', '', null],
    ['custom', '', REQUIRED],
  ])('%s checks %j as %j', (type, value, expected) => {
    expect(createValidator(type, {})(value)).toEqual(expected);
  });

  it.each<[FieldValue, ValidationMessage | null]>([
    ['50', null],
    ['5', { key: 'validation.sumRange', params: { min: '$10', max: '$100' } }],
    ['5.5', WRONG_FIELD],
  ])('sum checks %j as %j', (value, expected) => {
    expect(createValidator('sum', { min: 10, max: 100, currency: 'USD' })(value)).toEqual(expected);
  });

  it('passes the options through', () => {
    expect(createValidator('password', { previous: 'secret1' })('secret2')).toEqual({
      key: 'validation.passwordsNotEqual',
    });
    expect(createValidator('custom', { regex: '^\\d+$' })('12a')).toEqual(WRONG_FIELD);
    expect(createValidator('text', { variant: 'popup' })('')).toEqual(POPUP_REQUIRED);
  });
});

describe('validatorTypeOf', () => {
  it.each<[string, FieldDefinition['type'], ValidatorType]>([
    ['first_name', 'input', 'first_name'],
    ['middle_name', 'input', 'name'],
    ['last_name', 'input', 'last_name'],
    ['birth_date', 'date', 'date'],
    ['sex', 'select', 'sex'],
    ['mobile', 'phone', 'phone'],
    ['postcode', 'input', 'postcode'],
    ['home_town', 'input', 'text'],
    ['address', 'input', 'address'],
    ['document_type', 'select', 'documentType'],
    ['document_number', 'input', 'documentNumber'],
    ['email', 'input', 'email'],
    ['login', 'input', 'login'],
    ['fakename', 'input', 'fakename'],
    ['currency', 'select', 'text'],
    ['country_code', 'country_code', 'text'],
    ['region', 'region', 'text'],
    ['password', 'password', 'password'],
    ['promo_code', 'input', 'promo'],
    ['second_phone', 'phone', 'phone'],
    ['new_password', 'password', 'password'],
    ['start_date', 'date', 'date'],
    ['toString', 'input', 'text'],
  ])('%s (%s) uses %s', (sysname, type, expected) => {
    expect(validatorTypeOf({ sysname, type })).toBe(expected);
  });
});

describe('fieldValidators', () => {
  it.each<[FieldDefinition, FieldValue, ValidationMessage | null]>([
    [field('registration', 'email'), '', { key: 'validation.insertEmail' }],
    [field('registration', 'email'), 'player@example', { key: 'validation.wrongEmailFormat' }],
    [field('registration', 'password'), '', REQUIRED],
    [field('registration', 'currency'), 'USD', null],
    [field('registration', 'region'), '', null],
    [field('registration', 'fakename'), '', null],
    [field('registration', 'fakename'), 'Ace!', { key: 'validation.specialSymbols' }],
    [field('profile', 'first_name'), '', REQUIRED_FIELD],
    [field('profile', 'middle_name'), '', null],
    [field('profile', 'middle_name'), 'J4', WRONG_FIELD],
    [field('profile', 'birth_date'), '30.02.1990', { key: 'validation.date' }],
    [field('profile', 'sex'), 0, { key: 'validation.sex' }],
    [field('profile', 'postcode'), '123456789', WRONG_FIELD],
    [field('profile', 'postcode'), '', REQUIRED],
    [field('profile', 'document_number'), '', null],
    [field('profile', 'home_town'), '', REQUIRED],
    [field('restore', 'login'), '', REQUIRED],
  ])('%j checks %j as %j', (definition, value, expected) => {
    expect(firstError(fieldValidators(definition), value)).toEqual(expected);
  });

  it('uses the popup texts where a field borrows the generic messages', () => {
    const validators = fieldValidators(field('registration', 'password'), { variant: 'popup' });
    expect(firstError(validators, '')).toEqual(POPUP_REQUIRED);
    expect(firstError(validators, 'abc')).toEqual({ key: 'validation.popup.minLength', params: { min: 6 } });
  });

  it('checks the phone against the chosen country', () => {
    const mobile = field('fastRegistration', 'mobile');
    expect(firstError(fieldValidators(mobile, { phoneCountry: US }), '(555) 123-4567')).toBeNull();
    expect(firstError(fieldValidators(mobile, { phoneCountry: US }), '555 123')).toEqual({
      key: 'validation.wrongPhoneFormat',
    });
    expect(firstError(fieldValidators(mobile), '')).toEqual({ key: 'validation.insertPhone' });
  });

  it('skips optional hidden fields in fast mode only', () => {
    const email = field('fastRegistration', 'email');
    expect(fieldValidators(email, { fastMode: true })).toEqual([]);
    expect(firstError(fieldValidators(email), 'not-an-email')).toEqual({
      key: 'validation.wrongEmailFormat',
    });
    expect(fieldValidators(field('fastRegistration', 'currency'), { fastMode: true })).toHaveLength(1);
    expect(fieldValidators(field('fastRegistration', 'mobile'), { fastMode: true })).toHaveLength(1);
  });

  it('adds the regex of a field after its type check', () => {
    const hometown: FieldDefinition = {
      sysname: 'home_town',
      type: 'input',
      params: { is_required: true, is_visible: true },
      options: { regex: '^[A-Za-z ]+$' },
    };
    const validators = fieldValidators(hometown);
    expect(validators).toHaveLength(2);
    expect(firstError(validators, '')).toEqual(REQUIRED);
    expect(firstError(validators, 'Springfield 2')).toEqual(WRONG_FIELD);
    expect(firstError(validators, 'Springfield')).toBeNull();
    const optional = { ...hometown, params: { is_required: false, is_visible: true } };
    expect(firstError(fieldValidators(optional), '')).toBeNull();
  });

  it('lets a postcode regex replace the default', () => {
    const postcode: FieldDefinition = {
      sysname: 'postcode',
      type: 'input',
      params: { is_required: true, is_visible: true },
      options: { regex: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$' },
    };
    expect(fieldValidators(postcode)).toHaveLength(1);
    expect(firstError(fieldValidators(postcode), 'SW1A 1AA')).toBeNull();
    expect(firstError(fieldValidators(postcode), '12345')).toEqual(WRONG_FIELD);
  });

  it('validates every field of the demo field sets without throwing', () => {
    for (const set of ['registration', 'fastRegistration', 'profile', 'restore'] as const) {
      for (const definition of forms[set]) {
        for (const value of ['', 'x', 0, true, null]) {
          expect(() => firstError(fieldValidators(definition), value)).not.toThrow();
        }
      }
    }
  });
});
