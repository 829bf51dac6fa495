import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formAmount, formInt, parseWholeNumber } from './form-params.ts';

const amount = z.object({ amount: formAmount({ min: 1, max: 1_000_000 }) });

function amountIssue(value: unknown): string | undefined {
  const parsed = amount.safeParse({ amount: value });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('amounts', () => {
  it.each(['1', '2000', '1000000', 2000])('accepts %j', (value) => {
    expect(amount.parse({ amount: value })).toEqual({ amount: Number(value) });
  });

  it.each([
    '0x7d0',
    '0b11111010000',
    '0o3720',
    '2e3',
    '+2000',
    ' 2000',
    '2000 ',
    '\t2000',
    '2000.0000000000001',
    '2000.0',
    '20.00',
    '02000',
    '2,000',
    '1_000',
    '-2000',
    'Infinity',
    'NaN',
    '٢٠٠٠',
    '99999999999999999999',
    2000.5,
    Number.NaN,
    ['2000'],
    { amount: 2000 },
    true,
  ])('refuses %j with the spec §5 wrong-field message', (value) => {
    expect(amountIssue(value)).toBe('Wrong field');
  });

  it('answers the range in amounts (spec §5 min and max value)', () => {
    expect(amountIssue('0')).toBe('Min value is 0.01');
    expect(amountIssue('1000001')).toBe('Max value is 10,000');
  });
});

describe('whole numbers', () => {
  it('reads plain decimal digits only', () => {
    expect(parseWholeNumber('0')).toBe(0);
    expect(parseWholeNumber('42')).toBe(42);
    expect(parseWholeNumber('0x2a')).toBeUndefined();
    expect(parseWholeNumber('4.2e1')).toBeUndefined();
    expect(parseWholeNumber(String(Number.MAX_SAFE_INTEGER + 2))).toBeUndefined();
  });

  it('formInt uses the same rule', () => {
    const schema = z.object({ count: formInt({ min: 1, max: 100 }) });
    expect(schema.parse({ count: '20' })).toEqual({ count: 20 });
    expect(schema.safeParse({ count: '2e1' }).success).toBe(false);
    expect(schema.safeParse({ count: '0x14' }).success).toBe(false);
    expect(schema.safeParse({ count: '101' }).success).toBe(false);
  });
});
