import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { expireDueCashbacks, grantDueCashbacks } from './cashback.service.ts';

const JOB_INTERVAL_MS = 60_000;

/**
 * Grants each finished period's cashback and expires unpaid ones past their deadline. Every process
 * runs it; the cashbacks' unique key and conditional updates make the runs agree (no leader to elect).
 */
export async function cashbackJob(app: FastifyInstance, services: AppServices) {
  runPeriodically(
    app,
    {
      intervalMs: JOB_INTERVAL_MS,
      failure: 'cashback: granting or expiring cashbacks failed',
      atStart: true,
    },
    async () => {
      const now = new Date();
      await grantDueCashbacks(services.db, now);
      await expireDueCashbacks(services.db, now);
    },
  );
}
