import { MESSAGES_FILE_PREFIX, parseMessagesFilePath } from '@casino/shared/content/messages-file';
import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withServedSocialButtons } from '../account/social-auth.service.ts';
import type { AppServices } from '../../api/action-context.ts';
import { type SharedBytes, sendShared, sharedBytes } from '../../lib/compression.ts';
import { followContentChanges } from './content-editing.service.ts';
import * as content from './content.service.ts';

const localeParams = z.object({ locale: z.string().min(1).max(20) });
/** `{locale}/{version}.json`, read by parseMessagesFilePath; anything else is no such file. */
const messagesFileParams = z.object({ locale: z.string(), file: z.string() });

/** The content service's own endpoints (spec §7 static and content calls). */
export async function contentRoutes(app: FastifyInstance, services: AppServices) {
  const { db, contentCache } = services;
  // A publish from any process (decision 0042) empties this one's content cache.
  const unfollow = await followContentChanges(services.listen, () => contentCache.clear());
  app.addHook('onClose', async () => unfollow());

  app.get('/nfx/i18n/locales', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return content.getLocales(db, contentCache);
  });

  // The content endpoints' answers are kept as bytes with their gzip until the content changes: a 15–70 KB
  // answer is then neither encoded nor compressed again for every request. They are kept with the text
  // they were made from and used only for that same text, so a publish between reading the text and
  // keeping its bytes can never pair new text's version with old bytes (the messages file is immutable).
  type Kept = { source: string; shared: SharedBytes };
  const served = async (key: string, source: string, render: (source: string) => string = (text) => text) => {
    const cacheKey = `served:${key}`;
    const load = async (): Promise<Kept> => ({ source, shared: sharedBytes(render(source)) });
    let pending = contentCache.get(cacheKey, load) as Promise<Kept>;
    if ((await pending).source !== source) {
      contentCache.forget(cacheKey, pending);
      pending = contentCache.get(cacheKey, load) as Promise<Kept>;
    }
    const kept = await pending;
    // Another request may have kept other text meanwhile: this one still answers its own.
    return kept.source === source ? kept.shared : sharedBytes(render(source));
  };

  app.get('/nfx/i18n/messages/:locale', async (request, reply) => {
    const locale = localeParams.parse(request.params).locale.toLowerCase();
    const json = await content.getMessagesJson(db, contentCache, locale);
    reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8');
    return sendShared(request, reply, await served(`messages:${locale}`, json));
  });

  // The site's copy of the messages: immutable under its versioned URL; an outdated version (a page
  // rendered just before an edit) gets the current messages, which nobody may keep.
  const messagesFileRoute = `${MESSAGES_FILE_PREFIX}:locale/:file`;
  app.get(messagesFileRoute, async (request, reply) => {
    const params = messagesFileParams.safeParse(request.params);
    const asked = params.success ? parseMessagesFilePath(params.data.locale, params.data.file) : undefined;
    if (!asked) throw new ApiError('MethodNotFoundException', 'No such messages file');
    const file = await content.getMessagesFile(db, contentCache, asked.locale);
    const current = file.version === asked.version;
    const etag = `"${file.version}"`;
    reply
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-store')
      .header('etag', etag)
      .type('application/json; charset=utf-8');
    if (current && request.headers['if-none-match'] === etag) return reply.status(304).send();
    return sendShared(request, reply, await served(`messages-file:${asked.locale}`, file.json));
  });

  app.get('/nfx/cms-config/:locale', async (request, reply) => {
    const locale = localeParams.parse(request.params).locale.toLowerCase();
    const stored = await content.getCmsConfigJson(db, contentCache, locale);
    reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8');
    const render = (text: string) => withServedSocialButtons(text, services.socialProviderFor);
    return sendShared(request, reply, await served(`cms-config:${locale}`, stored, render));
  });

  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/plain; charset=utf-8')
      .send(await content.getRobotsTxt(db, contentCache));
  });
}
