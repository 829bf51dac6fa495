import { SYSNAME_PATTERN } from '@casino/shared/contract/games.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { ART_VERSION } from './game-art.ts';
import { gameArtSvg, providerLogoSvg } from './games.service.ts';

/** A URL with the current art version never changes; any other is revalidated daily. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'public, max-age=86400';
/** The artwork is a picture: no scripts, no outside resources, even when opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

// The request schemas: `{sysname}.svg` (any other file is no such image) and the art version `?v=`,
// once (a repeated one is refused in the error envelope).
const artParams = z.object({
  file: z
    .string()
    .endsWith('.svg')
    .transform((file) => file.slice(0, -'.svg'.length))
    .pipe(z.string().regex(SYSNAME_PATTERN)),
});
const artQuery = z.object({ v: z.string().optional() });

/** The sysname a request asks the picture of, and whether it names the current art version. */
function artRequest(request: { params: unknown; query: unknown }): { sysname: string; versioned: boolean } {
  const params = artParams.safeParse(request.params);
  if (!params.success) throw new ApiError('MethodNotFoundException', 'No such image');
  const { v } = artQuery.parse(request.query);
  return { sysname: params.data.file, versioned: v === ART_VERSION };
}

function sendSvg(reply: FastifyReply, versioned: boolean, svg: string) {
  return reply
    .header('cache-control', versioned ? VERSIONED_CACHE : UNVERSIONED_CACHE)
    .header('content-security-policy', SVG_CSP)
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

/** Generated artwork of the catalogue: one picture per game and one logo per provider. */
export async function gameArtRoutes(app: FastifyInstance, services: AppServices) {
  app.get('/platform/game-art/:file', async (request, reply) => {
    const { sysname, versioned } = artRequest(request);
    const svg = await gameArtSvg(services.db, sysname);
    if (svg === undefined) throw new ApiError('MethodNotFoundException', 'No such image');
    return sendSvg(reply, versioned, svg);
  });

  app.get('/platform/game-art/providers/:file', async (request, reply) => {
    const { sysname, versioned } = artRequest(request);
    const svg = await providerLogoSvg(services.db, sysname);
    if (svg === undefined) throw new ApiError('MethodNotFoundException', 'No such image');
    return sendSvg(reply, versioned, svg);
  });
}
