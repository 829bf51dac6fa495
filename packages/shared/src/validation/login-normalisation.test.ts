import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LoginAuthType, loginFromValues, normaliseLogin } from './login-normalisation.ts';
import type { FieldValue } from './validator.ts';

describe('normaliseLogin', () => {
  it.each([
    ['+4915112345678', '4915112345678'],
    [' +49 151 ', '49 151'],
    ['++1555', '1555'],
    ['player@example.com', 'player@example.com'],
    ['a+b@example.com', 'a+b@example.com'],
    ['', ''],
  ])('%j becomes %j', (login, expected) => {
    expect(normaliseLogin(login)).toBe(expected);
  });

  it('is idempotent and never starts with a plus sign', () => {
    fc.assert(
      fc.property(fc.string(), (login) => {
        const once = normaliseLogin(login);
        expect(normaliseLogin(once)).toBe(once);
        expect(once.startsWith('+')).toBe(false);
      }),
    );
  });
});

describe('loginFromValues', () => {
  const phone: LoginAuthType = { field: 'mobile', isFast: true };
  const email: LoginAuthType = { field: 'email', isFast: false };

  it.each<[Record<string, FieldValue>, LoginAuthType | undefined, string]>([
    [{ login: 'player', email: 'p@example.com', mobile: '5551234567' }, undefined, 'player'],
    [{ login: '', email: 'p@example.com', mobile: '5551234567' }, undefined, 'p@example.com'],
    [{ login: ' ', email: '', mobile: '+15551234567' }, undefined, '15551234567'],
    [{ email: undefined, mobile: null }, undefined, ''],
    [{ login: '', email: 'p@example.com', mobile: '+15551234567' }, phone, '15551234567'],
    [{ login: 'player', email: 'p@example.com', mobile: '' }, phone, ''],
    [{ login: '', email: 'p@example.com' }, email, 'p@example.com'],
  ])('%j with auth type %j sends %j', (values, authType, expected) => {
    expect(loginFromValues(values, authType)).toBe(expected);
  });
});
