import { describe, expect, it } from 'vitest';
import { cashierHeaderTabs, depositPlacement } from './deposit-placement.ts';

const tabs = [{ key: 'deposit' }, { key: 'withdraw' }, { key: 'history' }, { key: 'wallet' }];

describe('cashier.depositButtonPlacement', () => {
  it('is the cashier header unless the content service says profileMenu', () => {
    expect(depositPlacement(undefined)).toBe('header');
    expect(depositPlacement({ depositButtonPlacement: 'header' })).toBe('header');
    expect(depositPlacement({ depositButtonPlacement: 'profileMenu' })).toBe('profileMenu');
  });

  it('moves the deposit button and the history out of the cashier header into the profile menu', () => {
    expect(cashierHeaderTabs(tabs, 'header').map((tab) => tab.key)).toEqual([
      'deposit',
      'withdraw',
      'history',
      'wallet',
    ]);
    expect(cashierHeaderTabs(tabs, 'profileMenu').map((tab) => tab.key)).toEqual(['withdraw', 'wallet']);
  });
});
