import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { assertSameOrigin } from '../../api/api-routes.ts';
import { constantTimeEqual } from '../../lib/crypto/secure-token.ts';

/** The one operator account until the back office has staff accounts. */
export const OPERATOR_USER = 'operator';

/** Whether an Authorization header carries the operator's HTTP Basic credentials. */
export function isOperator(authorization: string | undefined, password: string | undefined): boolean {
  if (!password) return false;
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(authorization ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both compared every time, so the answer's timing says nothing about which part was wrong.
  const userOk = constantTimeEqual(decoded.slice(0, colon), OPERATOR_USER);
  const passwordOk = constantTimeEqual(decoded.slice(colon + 1), password);
  return userOk && passwordOk;
}

/**
 * Guards operator pages (a route's onRequest hook): HTTP Basic with the configured operator password,
 * and state changes only from the site itself, since a browser sends Basic credentials along with a
 * cross-site form too.
 */
export function operatorOnly(services: AppServices) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOperator(request.headers.authorization, services.config.operatorPassword)) {
      return reply
        .status(401)
        .header('www-authenticate', `Basic realm="Casino operator", charset="UTF-8"`)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Operator sign-in required.');
    }
    assertSameOrigin(request, services);
  };
}
