import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../lib/periodic-task.ts';
import type { AppServices } from './action-context.ts';
import { pruneRateLimits } from './rate-limit.ts';

const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Clears passed rate-limit windows now and then (safe in several processes: a plain delete). */
export async function rateLimitPruneTimer(app: FastifyInstance, services: AppServices) {
  runPeriodically(
    app,
    { intervalMs: PRUNE_INTERVAL_MS, failure: 'rate limits: pruning passed windows failed', atStart: true },
    () => pruneRateLimits(services.db, new Date()),
  );
}
