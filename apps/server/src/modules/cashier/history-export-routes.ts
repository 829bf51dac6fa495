import { cashierContract } from '@casino/shared/contract/cashier.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { HISTORY_CSV_PATH } from '@casino/shared/routing/site-paths';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { requestInfo, requestSession } from '../../api/api-routes.ts';
import { findUser } from '../account/users.service.ts';
import { historyCsv } from './history-export.ts';

/** The history page's filter, as `gethistory` takes it. */
const querySchema = cashierContract.gethistory.params.pick({ type: true });

/**
 * `GET /cashier/history.csv?type=&lang=`: the signed-in player's whole payment history as a download.
 * A plain route rather than an action, since the answer is a file and not the API's JSON envelope.
 */
export async function historyExportRoutes(app: FastifyInstance, services: AppServices) {
  app.get(HISTORY_CSV_PATH, async (request, reply) => {
    const { type } = querySchema.parse(request.query);
    const session = await requestSession(request, services);
    const user = session.userId === null ? undefined : await findUser(services.db, session.userId);
    if (!user) throw new ApiError('AuthorizationException', 'Authorization required');
    const { locale } = await requestInfo(request, services);
    const csv = await historyCsv(services.db, services.contentCache, locale, user, type);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="history-${type ?? 'all'}-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
