import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidIban } from './iban.ts';

const VALID = [
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'FR1420041010050500013M02606',
  'NO9386011117947',
  'CH9300762011623852957',
  'BR1800360305000010009795493C1',
  'PT50000201231234567890154',
];

describe('isValidIban', () => {
  it.each(VALID)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['printed in groups', 'DE89 3704 0044 0532 0130 00', true],
    ['in lower case', 'gb82west12345698765432', true],
    ['with a wrong check digit', 'DE88370400440532013000', false],
    ['too short for its country', 'DE8937040044053201300', false],
    ['too long for its country', 'NO93860111179470', false],
    ['of an unknown country', 'ZZ89370400440532013000', false],
    ['with punctuation', 'DE89-3704-0044-0532-0130-00', false],
    ['empty', '', false],
  ])('%s: %j is %s', (_case, iban, expected) => {
    expect(isValidIban(iban)).toBe(expected);
  });

  it('refuses any single changed digit (mod 97 catches every substitution)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, position, shift) => {
          const digitPositions = [...iban].flatMap((char, index) =>
            index >= 2 && /\d/.test(char) ? [index] : [],
          );
          const index = digitPositions[position % digitPositions.length] ?? 2;
          const changed = String((Number(iban[index]) + shift) % 10);
          expect(isValidIban(`${iban.slice(0, index)}${changed}${iban.slice(index + 1)}`)).toBe(false);
        },
      ),
    );
  });
});
