import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from './messages.ts';
import { type FieldValue, firstError, isBlank, textOf, type Validator } from './validator.ts';

describe('textOf and isBlank', () => {
  it.each<[FieldValue, string, boolean]>([
    ['abc', 'abc', false],
    [' ', ' ', true],
    ['', '', true],
    [0, '0', false],
    [12.5, '12.5', false],
    [true, '', true],
    [false, '', true],
    [null, '', true],
    [undefined, '', true],
  ])('%j reads %j, blank: %s', (value, text, blank) => {
    expect([textOf(value), isBlank(value)]).toEqual([text, blank]);
  });
});

describe('firstError', () => {
  const tooShort: ValidationMessage = { key: 'validation.minLength', params: { min: 3 } };
  const notDigits: ValidationMessage = { key: 'validation.wrongField' };
  const validators: Validator[] = [
    (value) => (textOf(value).length < 3 ? tooShort : null),
    (value) => (/^\d*$/.test(textOf(value)) ? null : notDigits),
  ];

  it.each<[FieldValue, ValidationMessage | null]>([
    ['123', null],
    ['1a', tooShort],
    ['abc', notDigits],
  ])('%j gives %j', (value, expected) => {
    expect(firstError(validators, value)).toEqual(expected);
  });

  it('passes with no validators', () => {
    expect(firstError([], 'anything')).toBeNull();
  });
});
