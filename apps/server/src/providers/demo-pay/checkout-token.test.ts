import { describe, expect, it } from 'vitest';
import { checkCheckoutToken, checkoutToken } from './checkout-token.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const now = new Date('2026-11-25T12:00:00Z');
const expires = new Date('2026-11-25T12:30:00Z');

describe('checkout token', () => {
  it('opens its own order until it expires', () => {
    const token = checkoutToken('secret', 'T-1', expires);
    expect(checkCheckoutToken('secret', 'T-1', token, now)).toBe('ok');
    expect(checkCheckoutToken('secret', 'T-2', token, now)).toBe('invalid');
    expect(checkCheckoutToken('other', 'T-1', token, now)).toBe('invalid');
    expect(checkCheckoutToken('secret', 'T-1', token, expires)).toBe('expired');
  });

  it('refuses every other last character, including spellings that decode to the same bytes', () => {
    for (const transaction of ['T-1', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6', 'T-7', 'T-8']) {
      const token = checkoutToken('secret', transaction, expires);
      const accepted = [...ALPHABET].filter(
        (last) => checkCheckoutToken('secret', transaction, `${token.slice(0, -1)}${last}`, now) === 'ok',
      );
      expect(accepted).toEqual([token.at(-1)]);
    }
  });
});
