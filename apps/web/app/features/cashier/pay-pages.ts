import type { ErrorPageKind } from '../../lib/routing/error-pages.ts';

/** The pay pages of spec §2.4, by route name (without the `___lang` suffix and the `-transaction` twin). */
const PAY_PAGE_KINDS = {
  'cashier-paysuccess': 'paySuccess',
  'cashier-payfail': 'payFail',
  'cashier-paypending': 'payPending',
  'cashier-paycancel': 'payCancel',
  'cashier-paymobile': 'payMobile',
  'cashier-paynewwindow': 'payNewWindow',
} as const satisfies Record<string, ErrorPageKind>;

export type PayPageKind = (typeof PAY_PAGE_KINDS)[keyof typeof PAY_PAGE_KINDS];

export function payPageKind(routeId: string): PayPageKind | null {
  const name = routeId.replace(/___lang$/, '').replace(/-transaction$/, '');
  return (PAY_PAGE_KINDS as Record<string, PayPageKind>)[name] ?? null;
}

/** The pending page asks for the payment's status this often until it is final. */
export const PENDING_POLL_MS = 2_000;
