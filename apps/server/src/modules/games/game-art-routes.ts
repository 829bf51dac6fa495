import { SYSNAME_PATTERN } from '@casino/shared/contract/games.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { ART_VERSION } from './game-art.ts';
import { gameArtSvg, providerLogoSvg } from './games.service.ts';

/** A URL with the current art version never changes; any other is revalidated daily. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'public, max-age=86400';
/** The artwork is a picture: no scripts, no outside resources, even when opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

function sysnameOf(file: string): string {
  const sysname = file.endsWith('.svg') ? file.slice(0, -4) : '';
  if (!SYSNAME_PATTERN.test(sysname)) throw new ApiError('MethodNotFoundException', 'No such image');
  return sysname;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const { v } = request.query as { v?: string };
  return reply
    .header('cache-control', v === ART_VERSION ? VERSIONED_CACHE : UNVERSIONED_CACHE)
    .header('content-security-policy', SVG_CSP)
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

/** Generated artwork of the catalogue: one picture per game and one logo per provider. */
export async function gameArtRoutes(app: FastifyInstance, services: AppServices) {
  app.get<{ Params: { file: string } }>('/platform/game-art/:file', async (request, reply) => {
    const svg = await gameArtSvg(services.db, sysnameOf(request.params.file));
    if (svg === undefined) throw new ApiError('MethodNotFoundException', 'No such image');
    return sendSvg(request, reply, svg);
  });

  app.get<{ Params: { file: string } }>('/platform/game-art/providers/:file', async (request, reply) => {
    const svg = await providerLogoSvg(services.db, sysnameOf(request.params.file));
    if (svg === undefined) throw new ApiError('MethodNotFoundException', 'No such image');
    return sendSvg(request, reply, svg);
  });
}
