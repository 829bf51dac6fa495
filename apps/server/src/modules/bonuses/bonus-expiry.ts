import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { expireDueBettingBonuses } from './betting-bonuses.service.ts';
import { expireDueBonuses } from './bonuses.service.ts';

const EXPIRY_INTERVAL_MS = 60_000;

/** Forfeits bonuses once they run out, whether or not their player is around to ask. */
export async function bonusExpiryTimer(app: FastifyInstance, services: AppServices) {
  runPeriodically(
    app,
    { intervalMs: EXPIRY_INTERVAL_MS, failure: 'bonuses: expiring due bonuses failed' },
    async () => {
      const now = new Date();
      await expireDueBonuses(services.db, now);
      await expireDueBettingBonuses(services.db, now);
    },
  );
}
