import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { finishDueTournaments } from './tournament-payouts.service.ts';

const JOB_INTERVAL_MS = 30_000;

/**
 * Finishes ended tournaments and pays their prizes. Every process runs it; the result row's key makes
 * the runs agree (no leader to elect), as for cashback (decision 0024).
 */
export async function tournamentsJob(app: FastifyInstance, services: AppServices) {
  runPeriodically(
    app,
    { intervalMs: JOB_INTERVAL_MS, failure: 'tournaments: finishing tournaments failed', atStart: true },
    () => finishDueTournaments(services.db, new Date()).then(() => undefined),
  );
}
