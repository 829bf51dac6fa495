import type { PaymentMethodView } from '@casino/shared/contract/cashier.contract';

/** cms-config `cashier.paymentUrlDisplay` (spec §9, default sysname): what a deposit method's address names it by. */
export type PaymentUrlDisplay = 'sysname' | 'id';

export function paymentUrlDisplay(cashier: Record<string, unknown> | undefined): PaymentUrlDisplay {
  return cashier?.paymentUrlDisplay === 'id' ? 'id' : 'sysname';
}

/** The last segment of the method's deposit address, `/cashier/deposit/{key}`. */
export function methodUrlKey(method: Pick<PaymentMethodView, 'id' | 'sysname'>, display: PaymentUrlDisplay) {
  return display === 'id' ? String(method.id) : method.sysname;
}

/** The method a deposit address names; undefined when none does (the page answers 404). */
export function methodForUrlKey<Method extends Pick<PaymentMethodView, 'id' | 'sysname'>>(
  methods: readonly Method[],
  key: string,
  display: PaymentUrlDisplay,
): Method | undefined {
  return methods.find((method) => methodUrlKey(method, display) === key);
}
