import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectPhoneCountry,
  formatPhone,
  isPhoneFormat,
  matchesPhoneMask,
  type PhoneCountry,
  phoneDigits,
} from './phone-masks.ts';

// The demo content's phone countries: the masks the site really uses.
const cmsConfig = JSON.parse(
  readFileSync(new URL('../../../../content/cms-config.json', import.meta.url), 'utf8'),
) as { forms: { phoneCountries: PhoneCountry[] } };
const countries = cmsConfig.forms.phoneCountries;

function country(code: string): PhoneCountry {
  const found = countries.find((candidate) => candidate.country_code === code);
  if (!found) throw new Error(`no phone country ${code}`);
  return found;
}

describe('phoneDigits', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['+49 151 1234567', '491511234567'],
    ['abc', ''],
  ])('%j gives %j', (value, expected) => {
    expect(phoneDigits(value)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each([
    ['US', '5551234567', '(555) 123-4567'],
    ['US', '555', '(555'],
    ['US', '5551', '(555) 1'],
    ['US', '555123456789', '(555) 123-4567'],
    ['GB', '7911123456', '7911 123456'],
    ['DE', '3012345678', '301 2345678'],
    ['DE', '15112345678', '1511 2345678'],
    ['DE', '151123456789', '1511 23456789'],
    ['BR', '1123456789', '(11) 2345-6789'],
    ['BR', '11923456789', '(11) 92345-6789'],
    ['AR', '1123456789', '11 2345-6789'],
    ['AR', '91123456789', '9 11 2345-6789'],
    ['CH', '', ''],
  ])('%s: %j shows %j', (code, digits, expected) => {
    expect(formatPhone(digits, country(code).mask)).toBe(expected);
  });

  it('keeps the digits, in order, up to the longest mask', () => {
    const plainMasks = countries.map((entry) => entry.mask).filter((mask) => !/\d/.test(String(mask)));
    fc.assert(
      fc.property(fc.constantFrom(...plainMasks), fc.stringMatching(/^\d{0,20}$/), (mask, digits) => {
        const shown = phoneDigits(formatPhone(digits, mask));
        expect(digits.startsWith(shown)).toBe(true);
        expect(matchesPhoneMask(shown, mask) || shown === digits).toBe(true);
      }),
    );
  });

  it('is stable: formatting a formatted number changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.stringMatching(/^\d{0,14}$/), (entry, digits) => {
        const shown = formatPhone(digits, entry.mask);
        expect(formatPhone(phoneDigits(shown), entry.mask)).toBe(shown);
      }),
    );
  });
});

describe('matchesPhoneMask and isPhoneFormat', () => {
  it.each<[string, string | undefined, boolean]>([
    ['(555) 123-4567', 'US', true],
    ['5551234567', 'US', true],
    ['555123456', 'US', false],
    ['55512345678', 'US', false],
    ['1511 2345678', 'DE', true],
    ['301 2345678', 'DE', true],
    ['30123456', 'DE', false],
    ['9 11 2345-6789', 'AR', true],
    ['11 2345-6789', 'AR', true],
    ['5551234567', undefined, true],
    ['+44 7911 123456', undefined, true],
    ['123456', undefined, false],
    ['5551234567x', undefined, false],
    ['555#1234567', 'US', false],
  ])('%j for %s is %s', (value, code, expected) => {
    expect(isPhoneFormat(value, code ? country(code) : undefined)).toBe(expected);
  });

  it('accepts every complete number a mask shows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.stringMatching(/^\d{14}$/), (entry, digits) => {
        const masks = typeof entry.mask === 'string' ? [entry.mask] : entry.mask;
        for (const mask of masks) {
          const slots = [...mask].filter((char) => char === '#').length;
          expect(isPhoneFormat(formatPhone(digits.slice(0, slots), mask), entry)).toBe(true);
        }
      }),
    );
  });
});

describe('detectPhoneCountry', () => {
  it.each<[string, string | undefined, string | null, string | null]>([
    ['+49 1511 2345678', undefined, 'DE', '15112345678'],
    ['0049 1511 2345678', undefined, 'DE', '15112345678'],
    ['+351 912 345 678', undefined, 'PT', '912345678'],
    ['+1 (555) 123-4567', undefined, 'US', '5551234567'],
    ['+1 (555) 123-4567', 'CA', 'CA', '5551234567'],
    ['+1 (555) 123-4567', 'DE', 'US', '5551234567'],
    ['4915112345678', 'US', 'DE', '15112345678'],
    ['(555) 123-4567', 'US', 'US', '5551234567'],
    ['5551234567', 'DE', 'DE', '5551234567'],
    ['555123', 'DE', null, null],
    ['+999 123456', undefined, null, null],
    ['', 'US', null, null],
  ])('%j with %s chosen picks %s', (pasted, current, expectedCountry, expectedDigits) => {
    const detected = detectPhoneCountry(pasted, countries, current ? country(current) : undefined);
    expect(detected ? [detected.country.country_code, detected.nationalDigits] : [null, null]).toEqual([
      expectedCountry,
      expectedDigits,
    ]);
  });

  it('finds the country of any internationally written number', () => {
    const uniqueCodes = countries.filter(
      (entry) => countries.filter((other) => other.phone_code === entry.phone_code).length === 1,
    );
    fc.assert(
      fc.property(fc.constantFrom(...uniqueCodes), fc.stringMatching(/^\d{6,11}$/), (entry, national) => {
        const detected = detectPhoneCountry(`${entry.phone_code} ${national}`, countries);
        expect(detected).toEqual({ country: entry, nationalDigits: national });
      }),
    );
  });
});
