import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { expireDueBonuses } from './bonuses.service.ts';

const EXPIRY_INTERVAL_MS = 60_000;

/** Forfeits bonuses once they run out, whether or not their player is around to ask. */
export async function bonusExpiryTimer(app: FastifyInstance, services: AppServices) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      expireDueBonuses(services.db, new Date())
        .catch((error: unknown) => app.log.error({ err: error }, 'bonuses: expiring due bonuses failed'))
        .finally(() => {
          running = false;
        });
    }, EXPIRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
