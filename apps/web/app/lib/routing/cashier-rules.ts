import type { Paths } from '@casino/shared/routing/site-paths';

/** Deposit pages are recognised by a path containing cashier/deposit (spec §2.1). */
export function isDepositPage(pathname: string): boolean {
  return pathname.includes('cashier/deposit');
}

/** `/cashier` itself shows nothing: it leads to the deposit page. */
export function cashierIndexRedirect(paths: Paths): string {
  return paths.cashierDeposit();
}

/** Billing leads to deposit, unless the current path is already a deposit page for one method. */
export function billingRedirect(pathname: string, paths: Paths): string | null {
  if (isDepositPage(pathname) && /cashier\/deposit\/[^/]+/.test(pathname)) return null;
  return paths.cashierDeposit();
}

/** `/profile` itself shows nothing: it leads to the settings page. */
export function profileIndexRedirect(paths: Paths): string {
  return paths.profile('settings');
}
