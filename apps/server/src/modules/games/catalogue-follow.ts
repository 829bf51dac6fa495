import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { followContentChanges } from '../content/content-editing.service.ts';
import { forgetCatalogue } from './games.service.ts';

/**
 * Every process drops its catalogue index when any process publishes content (decision 0046), as the
 * content caches do (decision 0042): a game hidden in the back-office leaves every hall at once.
 */
export async function catalogueFollower(app: FastifyInstance, services: AppServices) {
  const unfollow = await followContentChanges(services.listen, () => forgetCatalogue(services.db));
  app.addHook('onClose', async () => unfollow());
}
