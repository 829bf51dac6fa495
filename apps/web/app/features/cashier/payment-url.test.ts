import { describe, expect, it } from 'vitest';
import { methodForUrlKey, methodUrlKey, paymentUrlDisplay } from './payment-url.ts';

const methods = [
  { id: 1, sysname: 'visa_mastercard' },
  { id: 4, sysname: 'skrill' },
];

describe('cashier.paymentUrlDisplay', () => {
  it('names deposit methods by sysname unless the content service says id', () => {
    expect(paymentUrlDisplay({})).toBe('sysname');
    expect(paymentUrlDisplay({ paymentUrlDisplay: 'other' })).toBe('sysname');
    expect(paymentUrlDisplay({ paymentUrlDisplay: 'id' })).toBe('id');
  });

  it('builds and reads the address by the chosen key', () => {
    expect(methodUrlKey(methods[1] as (typeof methods)[number], 'sysname')).toBe('skrill');
    expect(methodUrlKey(methods[1] as (typeof methods)[number], 'id')).toBe('4');
    expect(methodForUrlKey(methods, 'skrill', 'sysname')?.id).toBe(4);
    expect(methodForUrlKey(methods, '4', 'id')?.sysname).toBe('skrill');
    // An address in the other form is not a page.
    expect(methodForUrlKey(methods, 'skrill', 'id')).toBeUndefined();
    expect(methodForUrlKey(methods, '4', 'sysname')).toBeUndefined();
  });
});
