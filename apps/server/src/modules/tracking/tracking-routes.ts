import { BUILTIN_FINGERPRINT_SCRIPT } from '@casino/shared/analytics/signals';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { FINGERPRINT_AGENT_JS } from './fingerprint-agent.ts';
import { recordHit } from './tracking.service.ts';

// The smallest transparent GIF: /hit is requested as an image.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * A hit is best-effort: a field that is not one text (repeated, say) is left out of the stored hit, never
 * refused, so the pixel answers the same whatever the page put in its address.
 */
const text = z.string().optional().catch(undefined);
const hitQuery = z.object({ referer: text, track_id: text, seon_session: text });
const hitHeaders = z.object({ referer: text, 'user-agent': text });

export async function trackingRoutes(app: FastifyInstance, services: AppServices) {
  app.get('/hit', async (request, reply) => {
    const query = hitQuery.parse(request.query);
    const headers = hitHeaders.parse(request.headers);
    // Answer at once; storing the hit must never hold up or fail the page.
    void recordHit(services.db, request.log, {
      referer: query.referer ?? headers.referer,
      trackId: query.track_id,
      seonSession: query.seon_session,
      ip: request.ip,
      userAgent: headers['user-agent'],
    });
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });

  // The built-in device-fingerprint agent (decision 0052); a vendor's is loaded from its own site instead.
  app.get(BUILTIN_FINGERPRINT_SCRIPT, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(FINGERPRINT_AGENT_JS),
  );
}
