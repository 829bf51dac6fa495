import { createPaths } from '@casino/shared/routing/site-paths';
import { describe, expect, it } from 'vitest';
import {
  billingRedirect,
  cashierIndexRedirect,
  isDepositPage,
  profileIndexRedirect,
} from './cashier-rules.ts';

const paths = createPaths('es', 'en');

describe('cashier rules', () => {
  it('recognises deposit pages', () => {
    expect(isDepositPage('/es/cashier/deposit/pix')).toBe(true);
    expect(isDepositPage('/cashier/withdraw')).toBe(false);
  });

  it('sends the cashier and billing to deposit, in the current locale', () => {
    expect(cashierIndexRedirect(paths)).toBe('/es/cashier/deposit');
    expect(billingRedirect('/es/cashier/billing', paths)).toBe('/es/cashier/deposit');
  });

  it('keeps a deposit page for one method', () => {
    expect(billingRedirect('/es/cashier/deposit/pix', paths)).toBeNull();
  });

  it('sends the profile to its settings', () => {
    expect(profileIndexRedirect(paths)).toBe('/es/profile/settings');
  });
});
