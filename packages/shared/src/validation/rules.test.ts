import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from './messages.ts';
import type { PhoneCountry } from './phone-masks.ts';
import {
  checkAddress,
  checkCardNumber,
  checkDate,
  checkEmail,
  checkFakename,
  checkIban,
  checkMaxLength,
  checkMaxValue,
  checkMinLength,
  checkMinValue,
  checkName,
  checkPassword,
  checkPhone,
  checkRegex,
  checkRequired,
  checkSameAs,
} from './rules.ts';
import type { FieldValue } from './validator.ts';

type Row = [FieldValue, ValidationMessage | null];

const US: PhoneCountry = {
  country_code: 'US',
  phone_code: '+1',
  name: 'United States',
  mask: '(###) ###-####',
};

describe('checkRequired', () => {
  it.each<Row>([
    ['x', null],
    [0, null],
    ['', { key: 'validation.required' }],
    ['   ', { key: 'validation.required' }],
    [null, { key: 'validation.required' }],
    [undefined, { key: 'validation.required' }],
  ])('default variant: %j gives %j', (value, expected) => {
    expect(checkRequired(value)).toEqual(expected);
  });

  it.each<Row>([
    ['x', null],
    ['', { key: 'validation.popup.required' }],
  ])('popup variant: %j gives %j', (value, expected) => {
    expect(checkRequired(value, 'popup')).toEqual(expected);
  });
});

describe('checkEmail', () => {
  it.each<Row>([
    ['', null],
    ['player@example.com', null],
    ['player.one+tag@mail.example.co', null],
    ['player@example', { key: 'validation.email' }],
    ['player@a.b.c.d', { key: 'validation.email' }],
    ['pla yer@example.com', { key: 'validation.email' }],
    ['@example.com', { key: 'validation.email' }],
    ['player@@example.com', { key: 'validation.email' }],
  ])('default variant: %j gives %j', (value, expected) => {
    expect(checkEmail(value)).toEqual(expected);
  });

  it.each<Row>([
    ['player@example.com', null],
    ['player', { key: 'validation.popup.email' }],
  ])('popup variant: %j gives %j', (value, expected) => {
    expect(checkEmail(value, 'popup')).toEqual(expected);
  });
});

describe('checkMinLength and checkMaxLength', () => {
  it.each<Row>([
    ['', null],
    ['abc', null],
    ['ab', { key: 'validation.minLength', params: { min: 3 } }],
  ])('min 3, default: %j gives %j', (value, expected) => {
    expect(checkMinLength(value, 3)).toEqual(expected);
  });

  it.each<Row>([
    ['abc', null],
    ['ab', { key: 'validation.popup.minLength', params: { min: 3 } }],
  ])('min 3, popup: %j gives %j', (value, expected) => {
    expect(checkMinLength(value, 3, 'popup')).toEqual(expected);
  });

  it.each<Row>([
    ['', null],
    ['abc', null],
    ['😀😀😀', null],
    ['abcd', { key: 'validation.maxLength', params: { max: 3 } }],
  ])('max 3, default: %j gives %j', (value, expected) => {
    expect(checkMaxLength(value, 3)).toEqual(expected);
  });

  it.each<Row>([
    ['abc', null],
    ['abcd', { key: 'validation.popup.maxLength', params: { max: 3 } }],
  ])('max 3, popup: %j gives %j', (value, expected) => {
    expect(checkMaxLength(value, 3, 'popup')).toEqual(expected);
  });
});

describe('checkPhone', () => {
  it.each<[FieldValue, PhoneCountry | undefined, ValidationMessage | null]>([
    ['', US, null],
    ['(555) 123-4567', US, null],
    ['5551234567', US, null],
    ['555123456', US, { key: 'validation.phone' }],
    ['555-CALL-NOW', US, { key: 'validation.phone' }],
    ['+49 151 1234567', undefined, null],
    ['123456', undefined, { key: 'validation.phone' }],
    ['1234567890123456', undefined, { key: 'validation.phone' }],
  ])('%j in %j gives %j', (value, country, expected) => {
    expect(checkPhone(value, country)).toEqual(expected);
  });
});

describe('checkFakename', () => {
  it.each<Row>([
    ['', null],
    ['Lucky7', null],
    ['Zoë1', null],
    ['abc', { key: 'validation.fakename' }],
    ['lucky one', { key: 'validation.fakename' }],
    ['lucky_one', { key: 'validation.fakename' }],
  ])('%j gives %j', (value, expected) => {
    expect(checkFakename(value)).toEqual(expected);
  });
});

describe('checkPassword', () => {
  it.each<Row>([
    ['', null],
    ['secret', null],
    ['S3cr3t!#$%^&*()_+-=', null],
    ['a'.repeat(20), null],
    ['short', { key: 'validation.password' }],
    ['a'.repeat(21), { key: 'validation.password' }],
    ['secret word', { key: 'validation.password' }],
    ['sécret', { key: 'validation.password' }],
  ])('%j gives %j', (value, expected) => {
    expect(checkPassword(value)).toEqual(expected);
  });
});

describe('checkName', () => {
  it.each<Row>([
    ['', null],
    ["Anne-Marie O'Neil", null],
    ['José, Jr.', null],
    ['R2D2', { key: 'validation.name' }],
    ['Ann_', { key: 'validation.name' }],
    ['Ann/Bob', { key: 'validation.name' }],
    ['Ann`', { key: 'validation.name' }],
    ['Ann§', { key: 'validation.name' }],
  ])('%j gives %j', (value, expected) => {
    expect(checkName(value)).toEqual(expected);
  });
});

describe('checkAddress', () => {
  it.each<Row>([
    ['', null],
    ['221B Baker Street', null],
    ['Flat 3/4 | Block A', null],
    ['Main St. #5', { key: 'validation.address' }],
    ['Main St @ corner', { key: 'validation.address' }],
  ])('%j gives %j', (value, expected) => {
    expect(checkAddress(value)).toEqual(expected);
  });
});

describe('checkIban', () => {
  it.each<Row>([
    ['', null],
    ['DE89 3704 0044 0532 0130 00', null],
    ['DE89370400440532013001', { key: 'validation.iban' }],
  ])('%j gives %j', (value, expected) => {
    expect(checkIban(value)).toEqual(expected);
  });
});

describe('checkMinValue and checkMaxValue', () => {
  it.each<Row>([
    ['', null],
    ['10', null],
    ['1,000', null],
    ['10.5', null],
    ['9.99', { key: 'validation.minValue', params: { min: 10 } }],
    ['-20', { key: 'validation.minValue', params: { min: 10 } }],
    ['ten', { key: 'validation.minValue', params: { min: 10 } }],
  ])('min 10: %j gives %j', (value, expected) => {
    expect(checkMinValue(value, 10)).toEqual(expected);
  });

  it.each<Row>([
    ['', null],
    ['1,000', null],
    [999, null],
    ['1,000.01', { key: 'validation.maxValue', params: { max: 1000 } }],
    ['1e9', { key: 'validation.maxValue', params: { max: 1000 } }],
  ])('max 1000: %j gives %j', (value, expected) => {
    expect(checkMaxValue(value, 1000)).toEqual(expected);
  });
});

describe('checkDate', () => {
  const limits = { min: { year: 1900, month: 1, day: 1 }, max: { year: 2007, month: 6, day: 15 } };

  it.each<Row>([
    ['', null],
    ['15.06.2007', null],
    ['01.01.1900', null],
    ['2000-02-29', null],
    ['16.06.2007', { key: 'validation.date' }],
    ['31.12.1899', { key: 'validation.date' }],
    ['31.02.2000', { key: 'validation.date' }],
    ['15.06.07', { key: 'validation.date' }],
    ['15/06/2000', { key: 'validation.date' }],
  ])('%j gives %j', (value, expected) => {
    expect(checkDate(value, limits)).toEqual(expected);
  });
});

describe('checkSameAs', () => {
  it.each<[FieldValue, FieldValue, ValidationMessage | null]>([
    ['secret', 'secret', null],
    ['', '', null],
    ['secret', 'secret ', { key: 'validation.sameAs' }],
    ['', 'secret', { key: 'validation.sameAs' }],
  ])('%j against %j gives %j', (value, other, expected) => {
    expect(checkSameAs(value, other)).toEqual(expected);
  });
});

describe('checkRegex', () => {
  it.each<[FieldValue, string | RegExp, ValidationMessage | null]>([
    ['', '^\\d+$', null],
    ['123', '^\\d+$', null],
    ['12a', '^\\d+$', { key: 'validation.regex' }],
    ['abc', /^[a-c]+$/g, null],
    ['abc', '([', null],
  ])('%j against %j gives %j', (value, pattern, expected) => {
    expect(checkRegex(value, pattern)).toEqual(expected);
  });

  it('gives the same answer twice for a global pattern', () => {
    const pattern = /^\d+$/g;
    expect([checkRegex('123', pattern), checkRegex('123', pattern)]).toEqual([null, null]);
  });
});

describe('checkCardNumber', () => {
  it.each<Row>([
    ['', null],
    ['4111111111111111', null],
    ['4111 1111 1111 1111', null],
    ['411111...1111', null],
    ['new', null],
    ['4111111111111112', { key: 'validation.cardNumber' }],
    ['New', { key: 'validation.cardNumber' }],
  ])('%j gives %j', (value, expected) => {
    expect(checkCardNumber(value)).toEqual(expected);
  });
});
