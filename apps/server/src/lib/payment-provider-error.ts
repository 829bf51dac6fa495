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
