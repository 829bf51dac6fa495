import type { MinorUnits } from '@casino/shared/money/minor-units';

/**
 * What the platform asks of a payment provider: the cashier's seam, wired once at start-up
 * (third-parties.ts, AppServices.paymentProvider). A provider implements these calls and reports every
 * outcome back through the signed webhook (payment-webhook.ts, webhook-signature.ts). Each call must be
 * idempotent by transaction: the platform repeats one a dead process may not have finished (decision 0012).
 */
export interface PaymentProvider {
  /** Opens a deposit order and answers where the payer goes to pay. */
  createDeposit(order: ProviderOrder): Promise<{ url: string }>;
  /** Hands a withdrawal to the provider, which approves or declines it later. */
  createPayout(order: ProviderOrder): Promise<void>;
  /** The player took the withdrawal back: the provider no longer decides on it. */
  cancelPayout(transaction: string): Promise<void>;
}

export interface ProviderOrder {
  transaction: string;
  amount: MinorUnits;
  currency: string;
  method: string;
}
