import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { listRecentMessages } from './outbox.service.ts';
import { OUTBOX_PAGE_CSP, renderOutboxPage } from './outbox-dev-page.ts';

/** `?to=` once, an address or a phone number; a blank one is no filter. A bad one is the error envelope. */
const outboxQuery = z.object({ to: z.string().max(320).optional() });

function recipientFilter(request: FastifyRequest): string | undefined {
  const to = outboxQuery.parse(request.query).to?.trim();
  return to === '' ? undefined : to;
}

/**
 * Development only (registered when NODE_ENV=development): lets a person, or an end-to-end test,
 * follow the codes and links the platform sends. `?to=` narrows it to one recipient.
 */
export async function outboxDevRoutes(app: FastifyInstance, services: AppServices) {
  const siteOrigin = new URL(services.config.publicUrl).origin;

  app.get('/dev/outbox', async (request, reply) => {
    const recipient = recipientFilter(request);
    const messages = await listRecentMessages(services.db, recipient);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', OUTBOX_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(messages, { recipient, siteOrigin }));
  });

  app.get('/dev/outbox.json', async (request, reply) => {
    const messages = await listRecentMessages(services.db, recipientFilter(request));
    return reply.header('cache-control', 'no-store').send({ messages });
  });
}
