import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { expireDuePacks } from './free-spins.service.ts';

const EXPIRY_INTERVAL_MS = 60_000;

/** Ends free-spin packs once they run out, whether or not their player is around to ask. */
export async function freeSpinExpiryTimer(app: FastifyInstance, services: AppServices) {
  runPeriodically(
    app,
    { intervalMs: EXPIRY_INTERVAL_MS, failure: 'free spins: ending due packs failed' },
    () => expireDuePacks(services.db, new Date()),
  );
}
