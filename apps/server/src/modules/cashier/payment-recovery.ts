import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import type { Db } from '../../db/schema.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { providerOrder } from './cashier.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { claimUntoldWithdrawals, markProviderTold } from './payments.repository.ts';

const RECOVERY_INTERVAL_MS = 5_000;
const RECOVERY_BATCH = 50;
/** How long one process holds a withdrawal it is telling the provider about. */
const LEASE_MS = 60_000;

/**
 * Withdrawals a dead process booked but never handed to the provider (the hold would sit there with no
 * one to decide on it), and cancellations it booked but never passed on (the provider could still pay
 * out money already back on the balance): the provider is told now. Its calls are idempotent by
 * transaction, so telling it twice is harmless. Answers how many were told.
 */
export async function retellWithdrawals(
  deps: { db: Db; provider: PaymentProvider },
  options: { graceMs: number; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const claimed = await claimUntoldWithdrawals(deps.db, {
    before: new Date(now.getTime() - options.graceMs),
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    limit: RECOVERY_BATCH,
  });
  for (const payment of claimed) {
    if (payment.status === 'requested') await deps.provider.createPayout(providerOrder(payment));
    else await deps.provider.cancelPayout(payment.public_id);
    await markProviderTold(deps.db, payment.id, payment.status);
  }
  return claimed.length;
}

/** Runs the recovery on start and every few seconds, in every process (they share the work safely). */
export async function withdrawalRecoveryTimer(app: FastifyInstance, services: AppServices) {
  const provider = services.paymentProvider;
  // No provider (DEMO_MODE off and none plugged in): nobody to tell; the withdrawals wait for one.
  if (!provider) return;
  const deps = { db: services.db, provider };
  runPeriodically(
    app,
    {
      intervalMs: RECOVERY_INTERVAL_MS,
      failure: 'payments: telling the provider about withdrawals failed',
      atStart: true,
    },
    () => retellWithdrawals(deps, { graceMs: services.config.recoveryGraceMs }),
  );
}
