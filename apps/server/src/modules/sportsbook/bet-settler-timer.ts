import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { settleDueBets } from './bet-settler.service.ts';

const SETTLE_INTERVAL_MS = 5_000;

/** Settles sports bets as their events finish, whether or not their player is around. */
export async function betSettlerTimer(app: FastifyInstance, services: AppServices) {
  runPeriodically(
    app,
    { intervalMs: SETTLE_INTERVAL_MS, failure: 'sportsbook: settling due bets failed', atStart: true },
    () =>
      settleDueBets(services.db, services.sportsbook, new Date(), {
        recoveryGraceMs: services.config.recoveryGraceMs,
      }),
  );
}
