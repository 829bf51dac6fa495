import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCardNumber } from './card-number.ts';

/** Appends the Luhn check digit to a payload. */
function withCheckDigit(payload: string): string {
  let sum = 0;
  for (let index = 0; index < payload.length; index++) {
    let digit = Number(payload[payload.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${payload}${(10 - (sum % 10)) % 10}`;
}

describe('isValidCardNumber', () => {
  it.each([
    ['a Luhn-valid Visa', '4111111111111111', true],
    ['a Luhn-valid Mastercard', '5555555555554444', true],
    ['a Luhn-valid Amex', '378282246310005', true],
    ['grouped with spaces', '4111 1111 1111 1111', true],
    ['grouped with hyphens', '4111-1111-1111-1111', true],
    ['a saved card', '411111...1111', true],
    ['the new-card choice', 'new', true],
    ['a wrong check digit', '4111111111111112', false],
    ['a saved card with two dots', '411111..1111', false],
    ['a saved card with five first digits', '41111...1111', false],
    ['a Luhn-valid but too short value', '0', false],
    ['a 20-digit value', '41111111111111111113', false],
    ['New in capitals', 'New', false],
    ['letters', '4111abcd11111111', false],
  ])('%s: %j is %s', (_case, value, expected) => {
    expect(isValidCardNumber(value)).toBe(expected);
  });

  it('accepts every number with a correct check digit and refuses a changed one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.integer({ min: 1, max: 9 }), (payload, shift) => {
        const card = withCheckDigit(payload);
        expect(isValidCardNumber(card)).toBe(true);
        const last = String((Number(card.at(-1)) + shift) % 10);
        expect(isValidCardNumber(`${card.slice(0, -1)}${last}`)).toBe(false);
      }),
    );
  });
});
