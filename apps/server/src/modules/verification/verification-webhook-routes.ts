import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import {
  receiveVerificationWebhook,
  VERIFICATION_SIGNATURE_HEADER,
  VERIFICATION_WEBHOOK_PATH,
} from './verification-webhook.ts';

export async function verificationWebhookRoutes(app: FastifyInstance, services: AppServices) {
  // The signature covers the exact bytes sent, so the body is kept as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(VERIFICATION_WEBHOOK_PATH, async (request, reply) => {
    const header = request.headers[VERIFICATION_SIGNATURE_HEADER];
    const outcome = await receiveVerificationWebhook(
      services,
      typeof request.body === 'string' ? request.body : '',
      typeof header === 'string' ? header : undefined,
    );
    return reply.header('cache-control', 'no-store').send({ data: outcome });
  });
}

/**
 * Delivers a signed notice over the platform's own webhook route, exactly as an outside provider's
 * notice arrives: the built-in provider's way to the platform. Throws when the platform refused it.
 */
export function postVerificationWebhook(app: FastifyInstance) {
  return async (body: string, signature: string): Promise<void> => {
    const response = await app.inject({
      method: 'POST',
      url: VERIFICATION_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [VERIFICATION_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (response.statusCode !== 200) {
      throw new Error(`The platform refused the notice: ${response.statusCode} ${response.body}`);
    }
  };
}
