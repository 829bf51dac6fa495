import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../api/action-context.ts';
import { followPlayerChanges } from '../modules/account/player-changes.service.ts';
import { BALANCE_UPDATED_CHANNEL } from '../modules/wallet/balance-notices.service.ts';
import { PersonalValuesCache } from './personal-values-cache.ts';

/**
 * The process's one record of what was read of players a moment ago (decision 0058), told of every
 * change to a player until `app` closes. Pages and API reads share it, so each change is heard once.
 */
export async function followKeptPlayers(app: FastifyInstance, services: AppServices) {
  const kept = new PersonalValuesCache();
  const unfollow = await followPlayerChanges(
    services.db,
    services.listen,
    [BALANCE_UPDATED_CHANNEL],
    (userIds) => kept.changed(userIds),
  );
  app.addHook('onClose', async () => unfollow());
  return kept;
}
