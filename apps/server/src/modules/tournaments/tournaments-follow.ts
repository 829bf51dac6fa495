import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { followContentChanges } from '../content/content-editing.service.ts';
import { forgetRunning } from './tournaments.service.ts';

/**
 * Every process drops its list of running tournaments when any process publishes content, as the
 * catalogue does (decision 0046): a tournament rescheduled in the back-office scores on every process
 * from its new start (decision 0062).
 */
export async function tournamentsFollower(app: FastifyInstance, services: AppServices) {
  const unfollow = await followContentChanges(services.listen, () => forgetRunning(services.db));
  app.addHook('onClose', async () => unfollow());
}
