import type { ContentAccess, Messages } from '@casino/shared/content/site-content';
import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lookupMessage } from '../db/seed/resolve-messages.ts';
import { escapeHtml } from '../lib/html.ts';
import { serviceWorkerScript } from './service-worker.ts';

/** The build this process serves: React Router's manifest version (what the page knows) and when it was made. */
export interface BuildIdentity {
  id: string;
  timestamp: number;
}

/**
 * What an open page needs to notice a new build and to work offline (spec §4 "Install and update",
 * "Build check"; spec §7 `builds/meta/{buildId}.json`, `/sw.js`):
 * - `/builds/latest.json`: the build this process serves, polled by open pages;
 * - `/builds/meta/{id}.json`: one build's manifest (only this process's build is known to it);
 * - `/sw.js`: the service worker of this build;
 * - `/offline/{locale}.html`: the page the worker shows when the network is gone.
 */
export async function appUpdateRoutes(
  app: FastifyInstance,
  build: BuildIdentity,
  content: Pick<ContentAccess, 'locales' | 'messages'>,
) {
  const meta = { id: build.id, timestamp: build.timestamp };

  app.get('/builds/latest.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(meta),
  );

  app.get('/builds/meta/:file', async (request, reply) => {
    const params = metaParams.safeParse(request.params);
    if (!params.success || params.data.file !== `${build.id}.json`) {
      throw new ApiError('MethodNotFoundException', 'Unknown build');
    }
    return reply.header('cache-control', 'public, max-age=31536000, immutable').send(meta);
  });

  app.get('/sw.js', async (_request, reply) => {
    const { locales, defaultLocale } = await content.locales();
    const script = serviceWorkerScript({
      build: build.id,
      locales: locales.map((locale) => locale.code),
      defaultLocale,
    });
    // Browsers check the worker for updates themselves; no cache on the way may keep an old one.
    return reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });

  app.get('/offline/:file', async (request, reply) => {
    const params = offlineParams.safeParse(request.params);
    const { locales } = await content.locales();
    const locale = params.success ? params.data.file.slice(0, -'.html'.length) : '';
    if (!locales.some((known) => known.code === locale)) {
      throw new ApiError('MethodNotFoundException', 'Unknown offline page');
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'")
      .type('text/html; charset=utf-8')
      .send(offlinePage(locale, await content.messages(locale)));
  });
}

const metaParams = z.object({ file: z.string().regex(/^[\w-]+\.json$/) });
const offlineParams = z.object({ file: z.string().regex(/^[a-z]{2}(?:-[a-z]{2})?\.html$/i) });

/** No script (the worker may show it with no network at all); "try again" reloads the address asked for. */
function offlinePage(locale: string, messages: Messages): string {
  const title = escapeHtml(lookupMessage(messages, 'pwa.offlineTitle') ?? 'You are offline');
  const text = escapeHtml(lookupMessage(messages, 'pwa.offlineText') ?? 'Check your connection.');
  const retry = escapeHtml(lookupMessage(messages, 'pwa.offlineRetry') ?? 'Try again');
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#e8e8ea;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center}main{max-width:32rem;padding:2rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#f5b400;color:#0b1020;font-weight:600;text-decoration:none}</style>
</head><body><main><h1>${title}</h1><p>${text}</p><a href="">${retry}</a></main></body></html>`;
}
