import type { MinorUnits } from '@casino/shared/money/minor-units';
import { cashierPath, payResultPath } from '@casino/shared/routing/site-paths';

/**
 * What the platform asks of a payment provider: the cashier's seam, wired once at start-up
 * (third-parties.ts, AppServices.paymentProvider). A provider implements these calls and reports every
 * outcome back through the signed webhook (payment-webhook.ts, webhook-signature.ts). Each call must be
 * idempotent by transaction: the platform repeats one a dead process may not have finished (decision 0012).
 * A call that fails for the provider's own reasons throws `PaymentProviderError` (lib/payment-provider-error.ts,
 * outside the domain so a stand-in may throw it too).
 */
export interface PaymentProvider {
  /** Opens a deposit order and answers where the payer goes to pay. */
  createDeposit(order: DepositOrder): Promise<{ url: string }>;
  /** Hands a withdrawal to the provider, which approves or declines it later. */
  createPayout(order: ProviderOrder): Promise<void>;
  /** The banks the provider's bank transfer pays to (spec §7 `getbanks`). */
  listBanks(): Promise<ProviderBank[]>;
  /** The player took the withdrawal back: the provider no longer decides on it. */
  cancelPayout(transaction: string): Promise<void>;
  /**
   * The operator's decision on a payout waiting at the provider (the back-office's withdrawal queue and
   * `npm run payouts`); the outcome comes back through the webhook before this resolves. False when the
   * payout is not waiting. A provider that decides payouts itself leaves this out.
   */
  decidePayout?(transaction: string, decision: PayoutDecision): Promise<boolean>;
}

export interface ProviderBank {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export type PayoutDecision = 'approved' | 'declined';

export interface ProviderOrder {
  transaction: string;
  amount: MinorUnits;
  currency: string;
  method: string;
}

/**
 * Where the provider sends the payer back to, one address per outcome: paths on this site (a vendor's
 * adapter puts PUBLIC_URL's origin before them). Built by the paths module, so no provider holds a path
 * of ours.
 */
export interface DepositReturnUrls {
  success: string;
  fail: string;
  pending: string;
  cancel: string;
  /** The payer came back to an order that is already closed. */
  closed: string;
}

export interface DepositOrder extends ProviderOrder {
  returnUrls: DepositReturnUrls;
}

export function depositReturnUrls(transaction: string): DepositReturnUrls {
  return {
    success: payResultPath('paysuccess', transaction),
    fail: payResultPath('payfail', transaction),
    pending: payResultPath('paypending', transaction),
    cancel: cashierPath('paycancel'),
    closed: cashierPath('history'),
  };
}
