import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { recordHit } from './tracking.service.ts';

// The smallest transparent GIF: /hit is requested as an image.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function trackingRoutes(app: FastifyInstance, services: AppServices) {
  app.get('/hit', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // Answer at once; storing the hit must never hold up or fail the page.
    void recordHit(services.db, request.log, {
      referer: query.referer ?? request.headers.referer,
      trackId: query.track_id,
      seonSession: query.seon_session,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
}
