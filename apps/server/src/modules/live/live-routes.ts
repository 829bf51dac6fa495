import { CHAT_AGENT_ROLES, roleMayCall } from '@casino/shared/backoffice/backoffice-access';
import { LIVE_CHANNEL_PATH, SUPPORT_CHAT_EVENT } from '@casino/shared/live/live-protocol';
import { AGENT_CHANNEL_PATH } from '@casino/shared/support/chat-constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { isOwnOrigin } from '../../api/api-routes.ts';
import { readCookie } from '../../lib/cookies.ts';
import { startWinsPush } from '../game-wallet/recent-wins-push.service.ts';
import { startOddsPush } from '../sportsbook/odds-push.service.ts';
import { resolveStaffSession, STAFF_SESSION_COOKIE } from '../staff/staff.service.ts';
import {
  chatNoticeEvent,
  markAgentGone,
  markAgentPresent,
  SUPPORT_CHAT_CHANNEL,
} from '../support/chat.service.ts';
import { startBoardPush } from '../tournaments/board-push.service.ts';
import { startBalanceFeed } from './balance-feed.ts';
import { type AgentClaims, LiveChannel } from './live-channel.ts';
import { liveTokenKey } from './live-token.ts';

/**
 * What the upgrade reads: the page's origin, if the browser sent one. The token comes in the channel's
 * first message (live-channel.ts reads it), never in the address.
 */
const upgradeHeaders = z.object({ origin: z.string().optional() });
/** The agents' upgrade also reads the back-office session cookie. */
const agentUpgradeHeaders = upgradeHeaders.extend({ cookie: z.string().optional() });

/**
 * The live channel (spec §7): WebSocket /ws, opened with an account.getToken token, carrying
 * account.balance_updated for every committed ledger change of the player, from whichever process made it,
 * sportsbook.updated for the public sportsbook topics a page follows (each process runs the same
 * seeded feed, so each pushes its own followers), and tournaments.leaderboard for the boards a page
 * follows (scored rounds are announced to every process by pg_notify; decision 0040), and games.recent_wins,
 * the home page's feed of wins, the same way (decision 0043). Needs @fastify/websocket registered on the app.
 */
export async function liveRoutes(app: FastifyInstance, services: AppServices) {
  const channel = new LiveChannel({
    db: services.db,
    key: liveTokenKey(services.config.sessionSecret),
    log: app.log,
    agents: {
      stillAgent: async (claims) => {
        const staff = await resolveStaffSession(services.db, claims.sessionToken);
        return (
          staff !== null && staff.staffId === claims.staffId && roleMayCall(CHAT_AGENT_ROLES, staff.role)
        );
      },
      present: (staffId) => markAgentPresent(services.db, staffId),
      gone: (staffId) => markAgentGone(services.db, staffId),
    },
  });
  const chat = services.listen
    ? await services.listen(SUPPORT_CHAT_CHANNEL, (payload) => {
        void pushChatNotice(services, channel, payload).catch((error: unknown) =>
          app.log.error({ err: error }, 'support chat push failed'),
        );
      })
    : undefined;
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
  const boards = await startBoardPush({
    db: services.db,
    listen: services.listen,
    followed: () => channel.followedTopics(),
    publish: (topic, text) => channel.publish(topic, text),
    onError: (error) => app.log.error({ err: error }, 'tournament board push failed'),
  });
  const wins = await startWinsPush({
    db: services.db,
    listen: services.listen,
    followed: () => channel.followedTopics(),
    publish: (topic, text) => channel.publish(topic, text),
    onError: (error) => app.log.error({ err: error }, 'recent wins push failed'),
  });
  channel.snapshotsFrom((topic) => odds.snapshot(topic) ?? boards.snapshot(topic) ?? wins.snapshot(topic));
  app.addHook('onClose', async () => {
    odds.stop();
    await boards.stop();
    await wins.stop();
    channel.close();
    await feed?.stop();
    await chat?.().catch(() => undefined);
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
  agentChannelRoute(app, services, channel);
}

/** A chat notice from any process: read once here, then pushed to the player's sockets and the agents'. */
async function pushChatNotice(services: AppServices, channel: LiveChannel, payload: string) {
  // Cheap test first: most processes serve neither the player nor an agent.
  const found = await chatNoticeEvent(services.db, services.fileStore, payload);
  if (!found || (!channel.serves(found.userId) && !channel.servesAgents())) return;
  channel.deliverChat(
    found.userId,
    JSON.stringify({ type: 'message', event: SUPPORT_CHAT_EVENT, data: found.event }),
  );
}

/**
 * The support agents' console channel (decision 0032): the same connections as the players', admitted
 * by the back-office session cookie (its path is /backoffice, hence the address) and an agent's role,
 * checked before the upgrade so a refusal is a plain 401 or 403.
 */
export function agentChannelRoute(app: FastifyInstance, services: AppServices, channel: LiveChannel) {
  const admitted = new WeakMap<object, AgentClaims>();
  app.get(
    AGENT_CHANNEL_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const headers = agentUpgradeHeaders.safeParse(request.headers);
        const origin = headers.success ? headers.data.origin : '';
        if (origin !== undefined && !isOwnOrigin(origin, request, services)) {
          return reply.code(403).header('cache-control', 'no-store').send();
        }
        const token = readCookie(headers.success ? headers.data.cookie : undefined, STAFF_SESSION_COOKIE);
        const staff = await resolveStaffSession(services.db, token);
        if (!staff || !token) return reply.code(401).header('cache-control', 'no-store').send();
        if (!roleMayCall(CHAT_AGENT_ROLES, staff.role)) {
          return reply.code(403).header('cache-control', 'no-store').send();
        }
        admitted.set(request, { staffId: staff.staffId, sessionToken: token });
      },
    },
    (socket, request) => {
      const claims = admitted.get(request);
      if (claims) channel.acceptAgent(socket, claims);
      else socket.close();
    },
  );
}
