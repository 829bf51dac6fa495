import type { MinorUnits } from '@casino/shared/money/minor-units';
import { cashierPath, payResultPath } from '@casino/shared/routing/site-paths';

/**
 * What the platform asks of a payment provider: the cashier's seam, wired once at start-up
 * (third-parties.ts, AppServices.paymentProvider). A provider implements these calls and reports every
 * outcome back through the signed webhook (payment-webhook.ts, webhook-signature.ts). Each call must be
 * idempotent by transaction: the platform repeats one a dead process may not have finished (decision 0012).
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

/**
 * How a provider call failed, as an adapter reports it: `unavailable` — the provider could not be reached
 * (connection refused, timed out, answering that it is down); `failed` — it answered with an error of its
 * own; `declined` — it refused this transaction. The cashier answers each with its spec §8 Billing* error
 * (cashier.service.ts). Anything else a call throws is the platform's own fault and stays an internal error.
 */
export type ProviderFailure = 'unavailable' | 'failed' | 'declined';

export class PaymentProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
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
