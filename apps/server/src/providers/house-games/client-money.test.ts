import { minorPerMajorOf } from '@casino/shared/money/currencies';
import { MINOR_PER_MAJOR } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './client/money.js';
import { clientMoneySign } from './round-context.ts';

/** What a game client shows for an amount in a session's currency, with what the init answer gives it. */
const shown = (minor: number, currency: string, perMajor = minorPerMajorOf(currency)) =>
  formatMoney(minor, clientMoneySign(currency), perMajor);

describe('the game clients write money with the sign the server gives them', () => {
  it('puts a currency sign before or after the amount, with two decimals and commas', () => {
    expect(shown(123_456_789, 'USD')).toBe('$1,234,567.89');
    expect(shown(1_000, 'EUR')).toBe('€10.00');
    expect(shown(5, 'BRL')).toBe('R$0.05');
    expect(shown(-250, 'USD')).toBe('-$2.50');
  });

  it("shows a currency's further digits only as far as they are used", () => {
    expect(shown(125, 'USDT')).toBe('0.000125 USDT');
    expect(shown(1_500_000, 'USDT')).toBe('1.50 USDT');
    expect(shown(1_234_500_000, 'USDT')).toBe('1,234.50 USDT');
  });

  it('writes play money with its code in front', () => {
    expect(shown(100_000, 'FUN', MINOR_PER_MAJOR)).toBe('FUN 1,000.00');
    expect(shown(0, 'FUN', MINOR_PER_MAJOR)).toBe('FUN 0.00');
  });
});
