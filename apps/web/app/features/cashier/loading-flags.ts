/** The cashier's loading flags of spec §4. */
export const CASHIER_LOADING_FLAGS = [
  'deposit',
  'paymentMethods',
  'offer',
  'withdraw',
  'history',
  'receipt',
] as const;
export type CashierLoadingFlag = (typeof CASHIER_LOADING_FLAGS)[number];
export type CashierLoading = Record<CashierLoadingFlag, boolean>;

export interface LoadingInputs {
  /** The path the router is loading, or null when idle. */
  loadingPath: string | null;
  /** The cashier call in progress. */
  submitting: 'deposit' | 'withdraw' | null;
}

/**
 * Which flags are on: page data loads while the router navigates to a cashier page (methods for the
 * deposit and withdrawal pages, the list for history, the payment for a receipt), and the deposit or
 * withdrawal flag while that call runs. The deposit page loads its offers with its methods.
 */
export function cashierLoading({ loadingPath, submitting }: LoadingInputs): CashierLoading {
  const to = loadingPath ?? '';
  return {
    deposit: submitting === 'deposit',
    withdraw: submitting === 'withdraw',
    paymentMethods: /\/cashier\/(deposit|withdraw)(\/|$)/.test(to),
    offer: /\/cashier\/deposit(\/|$)/.test(to),
    history: /\/cashier\/history$/.test(to),
    receipt: /\/cashier\/receipt$/.test(to),
  };
}
