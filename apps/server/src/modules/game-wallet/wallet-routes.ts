import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { handleWalletCall, WALLET_SIGNATURE_HEADER } from './wallet-gateway.ts';

export const WALLET_PATH = '/platform/wallet';

/** The seamless wallet over HTTP, for game aggregators (README: "Seamless wallet"). */
export async function walletRoutes(app: FastifyInstance, services: AppServices) {
  // The signature covers the exact bytes sent, so the body is kept as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { provider: string; operation: string } }>(
    `${WALLET_PATH}/:provider/:operation`,
    async (request, reply) => {
      const header = request.headers[WALLET_SIGNATURE_HEADER];
      const answer = await handleWalletCall(
        services,
        request.params.provider,
        request.params.operation,
        typeof request.body === 'string' ? request.body : '',
        typeof header === 'string' ? header : undefined,
      );
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
