import { describe, expect, it } from 'vitest';
import { findMoneyLiterals } from './check-money-literals.mjs';

const lines = (text) => findMoneyLiterals(text).map((hit) => hit.line);

describe('findMoneyLiterals', () => {
  it('finds the money factor written by hand, on either side', () => {
    for (const code of [
      'const major = minor / 100;',
      'const minor = major*100;',
      'total *= 100;',
      'const cents = 100 * dollars;',
      'const big = amount / 100n;',
      'const minor = major / 0.01;',
      'const major = minor * .01;',
    ]) {
      expect(lines(code), code).toEqual([1]);
    }
  });

  it('leaves other numbers, comments and marked lines alone', () => {
    const text = [
      'const limit = 100_000 / rate;',
      'const big = 1000 * x;',
      'const small = x / 1000;',
      '// 100 ms is enough',
      '/* 100 */ const a = 1;',
      'const share = x * 100; // not money: a percentage',
      '// not money: a percentage',
      'const other = y * 100;',
      '',
      'const leaked = y / 100;',
    ].join('\n');
    expect(lines(text)).toEqual([10]);
  });

  it('does not take a comment without a reason as a marker', () => {
    expect(lines('const share = x * 100; // not money:')).toEqual([1]);
  });
});
