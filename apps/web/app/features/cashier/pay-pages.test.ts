import { describe, expect, it } from 'vitest';
import { attemptFor } from './attempt-key.ts';
import { cashierLoading } from './loading-flags.ts';
import { payPageKind } from './pay-pages.ts';

describe('pay pages', () => {
  it('are told apart by route name, with and without transaction and locale', () => {
    expect(payPageKind('cashier-paysuccess')).toBe('paySuccess');
    expect(payPageKind('cashier-paysuccess-transaction___lang')).toBe('paySuccess');
    expect(payPageKind('cashier-paypending-transaction')).toBe('payPending');
    expect(payPageKind('cashier-paynewwindow___lang')).toBe('payNewWindow');
    expect(payPageKind('cashier-paymobile')).toBe('payMobile');
    expect(payPageKind('cashier-deposit')).toBeNull();
  });
});

describe('loading flags', () => {
  it('are on for the page being loaded and the call being made', () => {
    expect(cashierLoading({ loadingPath: null, submitting: null })).toEqual({
      deposit: false,
      paymentMethods: false,
      offer: false,
      withdraw: false,
      history: false,
      receipt: false,
    });
    expect(
      cashierLoading({ loadingPath: '/de/cashier/deposit/skrill', submitting: null }).paymentMethods,
    ).toBe(true);
    expect(cashierLoading({ loadingPath: '/cashier/deposit', submitting: null }).offer).toBe(true);
    expect(cashierLoading({ loadingPath: '/cashier/withdraw', submitting: null }).offer).toBe(false);
    expect(cashierLoading({ loadingPath: '/cashier/history', submitting: null }).history).toBe(true);
    expect(cashierLoading({ loadingPath: '/cashier/receipt', submitting: null }).receipt).toBe(true);
    expect(cashierLoading({ loadingPath: null, submitting: 'deposit' }).deposit).toBe(true);
    expect(cashierLoading({ loadingPath: null, submitting: 'withdraw' }).withdraw).toBe(true);
  });
});

describe('withdrawal attempt key', () => {
  it('is reused for a retry of the same values and renewed for new ones', () => {
    let count = 0;
    const create = () => `key-${++count}`;
    const first = attemptFor(null, 'a', create);
    expect(attemptFor(first, 'a', create).key).toBe('key-1');
    expect(attemptFor(first, 'b', create).key).toBe('key-2');
  });
});
