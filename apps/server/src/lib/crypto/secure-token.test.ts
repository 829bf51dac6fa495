import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hashToken, newNumericCode, newSessionToken } from './secure-token.ts';

describe('newSessionToken', () => {
  it('returns 32 random bytes as base64url', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('does not repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
  });
});

describe('hashToken', () => {
  it('is SHA-256 hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is deterministic and differs between tokens', () => {
    const token = newSessionToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(newSessionToken()));
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('newNumericCode', () => {
  it('has six digits with leading zeros kept, each digit about equally likely in each place', () => {
    const codes = Array.from({ length: 5000 }, () => newNumericCode());
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);

    const counts = Array.from({ length: 6 }, () => new Array<number>(10).fill(0));
    for (const code of codes) {
      for (let position = 0; position < 6; position++) counts[position]![Number(code[position])]!++;
    }
    // 500 expected per cell with a standard deviation of about 21: these bounds are over 7σ wide.
    for (const row of counts) {
      for (const count of row) {
        expect(count).toBeGreaterThan(350);
        expect(count).toBeLessThan(650);
      }
    }
  });

  it('honours other lengths', () => {
    expect(newNumericCode(4)).toMatch(/^[0-9]{4}$/);
    expect(newNumericCode(8)).toMatch(/^[0-9]{8}$/);
    expect(newNumericCode(20)).toMatch(/^[0-9]{20}$/);
  });

  it.each([0, -1, 1.5, 33, Number.NaN])('refuses %d digits', (digits) => {
    expect(() => newNumericCode(digits)).toThrow(RangeError);
  });
});

describe('constantTimeEqual', () => {
  it.each([
    ['abc', 'abc', true],
    ['', '', true],
    ['пароль', 'пароль', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['', 'a', false],
    ['a'.repeat(1000), 'a'.repeat(999), false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
    expect(constantTimeEqual(b, a)).toBe(expected);
  });
});
