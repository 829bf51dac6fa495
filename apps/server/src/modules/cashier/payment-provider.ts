import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { demoPaymentProvider } from '../../providers/demo-stand-ins.ts';

/**
 * What the platform asks of a payment provider. A provider implements these calls and reports every
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

/**
 * The deployment's payment provider. The only one built in is the demo gateway, which exists only with
 * DEMO_MODE; a real provider's adapter is returned here. Without any, the cashier offers no method.
 */
export function paymentProviderFor(config: AppConfig, db: Db): PaymentProvider | undefined {
  return demoPaymentProvider(config, db);
}
