import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import * as content from './content.service.ts';

const localeParams = z.object({ locale: z.string().min(1).max(20) });

/** The content service's own endpoints (spec §7 static and content calls). */
export async function contentRoutes(app: FastifyInstance, services: AppServices) {
  const { db, contentCache } = services;

  app.get('/nfx/i18n/locales', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return content.getLocales(db, contentCache);
  });

  app.get('/nfx/i18n/messages/:locale', async (request, reply) => {
    const { locale } = localeParams.parse(request.params);
    const json = await content.getMessagesJson(db, contentCache, locale.toLowerCase());
    return reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(json);
  });

  app.get('/nfx/cms-config/:locale', async (request, reply) => {
    const { locale } = localeParams.parse(request.params);
    const json = await content.getCmsConfigJson(db, contentCache, locale.toLowerCase());
    return reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(json);
  });

  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/plain; charset=utf-8')
      .send(await content.getRobotsTxt(db, contentCache));
  });
}
