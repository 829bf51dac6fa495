import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { rollUp } from './dashboard.service.ts';

const JOB_INTERVAL_MS = 10 * 60_000;

/**
 * Rolls up the back-office dashboard's closed UTC days (decision 0038). Every process runs it; each
 * day's claim row makes the runs agree (no leader to elect), so processes starting together store each
 * day once. It runs as the app starts (decision 0046), not awaited: until a day is rolled up the
 * dashboard reads it live, so a start waits for nothing, and a server back from a long stop answers
 * fast within seconds instead of after the first 10-minute tick.
 */
export async function dashboardJob(
  app: FastifyInstance,
  services: AppServices,
  options: { atStart: boolean },
) {
  runPeriodically(
    app,
    {
      intervalMs: JOB_INTERVAL_MS,
      failure: 'dashboard: rolling up closed days failed',
      atStart: options.atStart,
    },
    () => rollUp(services.db, new Date()),
  );
}
