/**
 * The idempotency key of a withdrawal request: one per submit attempt. Sending the same values again
 * (a retry after a lost answer) reuses the key, so the platform answers the first result and reserves
 * nothing twice; changed values or a finished request start a new attempt.
 */
export interface Attempt {
  signature: string;
  key: string;
}

export function attemptFor(previous: Attempt | null, signature: string, createKey: () => string): Attempt {
  return previous && previous.signature === signature ? previous : { signature, key: createKey() };
}

export function newAttemptKey(): string {
  return globalThis.crypto.randomUUID();
}
