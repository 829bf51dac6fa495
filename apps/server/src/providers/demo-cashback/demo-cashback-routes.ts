import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { assertSameOrigin, requestSession } from '../../api/api-routes.ts';

/** What the platform hands the cashback clock: granting one player's running period as if it ended now. */
export interface CashbackClockWiring {
  endRunningPeriod: (userId: number, now: Date) => Promise<number>;
}

/**
 * A demo's clock for cashback: the signed-in player's running period is granted as if it ended now, so
 * a demo (and the e2e suite) can see cashback without waiting for Monday. Only the caller's own losses
 * count, so it changes nobody else's cashback.
 */
export async function demoCashbackRoutes(
  app: FastifyInstance,
  services: AppServices,
  wiring: CashbackClockWiring,
) {
  app.post('/providers/cashback/close-period', async (request, reply) => {
    assertSameOrigin(request, services);
    const session = await requestSession(request, services);
    if (session.userId === null) throw new ApiError('AuthorizationException', 'Authorization required');
    const granted = await wiring.endRunningPeriod(session.userId, new Date());
    return reply.header('cache-control', 'no-store').send({ data: { granted } });
  });
}
