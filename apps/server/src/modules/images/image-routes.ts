import { ApiError } from '@casino/shared/errors/api-error';
import { IMAGE_OPTIMISER_PATH } from '@casino/shared/images/optimised-image';
import type { FastifyInstance } from 'fastify';
import { ImageOptimiser } from './image-optimiser.ts';
import { parseImageQuery } from './image-query.ts';

/**
 * The same address may show a new picture once the operator replaces the file, so the answer is not
 * immutable: browsers keep it a day and then revalidate it in the background with its ETag.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** The image optimiser (packages/shared/src/images/optimised-image.ts says what it is asked; image-query.ts reads it). */
export async function imageRoutes(app: FastifyInstance, dirs: { publicDir: string; cacheDir: string }) {
  const optimiser = new ImageOptimiser({ ...dirs, warn: (message) => app.log.warn(message) });

  app.get(IMAGE_OPTIMISER_PATH, async (request, reply) => {
    const parsed = parseImageQuery(request.query);
    if (!parsed.ok) {
      throw new ApiError('InvalidParameterException', 'Invalid parameters', {
        invalidParameters: parsed.invalidParameters,
      });
    }
    const image = await optimiser.get(parsed.request);
    if (!image) throw new ApiError('MethodNotFoundException', 'No such image');
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.type('image/webp').send(image.body);
  });
}

/** `If-None-Match` may list several tags, weak or not (RFC 9110 §13.1.2 compares them weakly). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || (value.startsWith('W/') ? value.slice(2) : value) === etag;
  });
}
