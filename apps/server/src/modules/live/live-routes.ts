import { LIVE_CHANNEL_PATH } from '@casino/shared/live/live-protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { isOwnOrigin } from '../../api/api-routes.ts';
import { startOddsPush } from '../sportsbook/odds-push.service.ts';
import { startBalanceFeed } from './balance-feed.ts';
import { LiveChannel } from './live-channel.ts';
import { liveTokenKey } from './live-token.ts';

/**
 * What the upgrade reads: the page's origin, if the browser sent one. The token comes in the channel's
 * first message (live-channel.ts reads it), never in the address.
 */
const upgradeHeaders = z.object({ origin: z.string().optional() });

/**
 * The live channel (spec §7): WebSocket /ws, opened with an account.getToken token, carrying
 * account.balance_updated for every committed ledger change of the player, from whichever process made it,
 * and sportsbook.updated for the public sportsbook topics a page follows (each process runs the same
 * seeded feed, so each pushes its own followers). Needs @fastify/websocket registered on the app.
 */
export async function liveRoutes(app: FastifyInstance, services: AppServices) {
  const channel = new LiveChannel({
    db: services.db,
    key: liveTokenKey(services.config.sessionSecret),
    log: app.log,
  });
  const feed = services.listen
    ? await startBalanceFeed({
        listen: services.listen,
        wants: (userId) => channel.serves(userId),
        deliver: (userIds) => channel.deliver(userIds),
        onError: (error) => app.log.error({ err: error }, 'live channel balance feed failed'),
      })
    : undefined;
  const odds = startOddsPush({
    db: services.db,
    book: services.sportsbook,
    followed: () => channel.followedTopics(),
    publish: (topic, text) => channel.publish(topic, text),
    onError: (error) => app.log.error({ err: error }, 'sportsbook live push failed'),
  });
  channel.snapshotsFrom((topic) => odds.snapshot(topic));
  app.addHook('onClose', async () => {
    odds.stop();
    channel.close();
    await feed?.stop();
  });

  app.get(
    LIVE_CHANNEL_PATH,
    {
      websocket: true,
      // The token is what opens the channel; refusing other sites' pages as well keeps it to our own.
      preValidation: async (request, reply) => {
        const headers = upgradeHeaders.safeParse(request.headers);
        // A malformed origin is nobody's: isOwnOrigin refuses ''.
        const origin = headers.success ? headers.data.origin : '';
        if (origin !== undefined && !isOwnOrigin(origin, request, services)) {
          return reply.code(403).header('cache-control', 'no-store').send();
        }
      },
    },
    (socket) => channel.accept(socket),
  );
}
