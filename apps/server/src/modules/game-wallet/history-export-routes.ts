import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { requestSession } from '../../api/api-routes.ts';
import { historyExportFile } from './game-history.service.ts';

/** An export's id is 16 base64url characters (game-history.service.ts); a bad one is refused before SQL. */
const pathSchema = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });

/** A ready round-history export as a download; a file, so a plain route and not an action. */
export async function gameHistoryExportRoutes(app: FastifyInstance, services: AppServices) {
  app.get('/games/history-export/:id.csv', async (request, reply) => {
    const session = await requestSession(request, services);
    if (session.userId === null) throw new ApiError('AuthorizationException', 'Authorization required');
    const { id } = pathSchema.parse(request.params);
    const csv = await historyExportFile(services.db, session.userId, id);
    if (csv === undefined) throw new ApiError('MethodNotFoundException', 'No such export');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="game-history.csv"')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
