/**
 * cms-config `cashier.depositButtonPlacement` (spec §9 "other settings"): where the deposit button and the
 * detalization (the transaction history) are offered — in the cashier's header (`header`, the default)
 * or in the profile menu (`profileMenu`). Read by the server into the shell config; the cashier and
 * profile pages follow it.
 */
export type DepositPlacement = 'header' | 'profileMenu';

export function depositPlacement(cashier: Record<string, unknown> | undefined): DepositPlacement {
  return cashier?.depositButtonPlacement === 'profileMenu' ? 'profileMenu' : 'header';
}

/** The cashier header's tabs without the deposit and history ones when the profile menu has them. */
export function cashierHeaderTabs<Tab extends { key: string }>(
  tabs: readonly Tab[],
  placement: DepositPlacement,
): Tab[] {
  return placement === 'header'
    ? [...tabs]
    : tabs.filter((tab) => tab.key !== 'deposit' && tab.key !== 'history');
}
