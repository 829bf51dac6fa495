import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import {
  checkIdentity,
  exchangeCode,
  issueCode,
  OAuthError,
  parseAuthorizeRequest,
  type TokenRequest,
} from './demo-identity.service.ts';
import { DEMO_IDENTITY_PAGE_CSP, renderConsentPage, renderRequestErrorPage } from './demo-identity-page.ts';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', DEMO_IDENTITY_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(html);
}

function fields(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Buffer.isBuffer(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The built-in identity provider's endpoints: authorization (a consent page) and token. */
export async function demoIdentityRoutes(app: FastifyInstance, services: AppServices) {
  const siteOrigin = new URL(services.config.publicUrl).origin;

  app.get('/oauth/demo/authorize', async (request, reply) => {
    const authorize = parseAuthorizeRequest(fields(request.query), siteOrigin);
    if (!authorize) return sendHtml(reply, 400, renderRequestErrorPage());
    return sendHtml(reply, 200, renderConsentPage(authorize));
  });

  app.post('/oauth/demo/authorize', async (request, reply) => {
    const body = fields(request.body);
    const authorize = parseAuthorizeRequest(body, siteOrigin);
    if (!authorize) return sendHtml(reply, 400, renderRequestErrorPage());
    const back = new URL(authorize.redirectUri);
    back.searchParams.set('state', authorize.state);
    if (body.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return reply.header('cache-control', 'no-store').redirect(back.href, 303);
    }
    const checked = checkIdentity(body);
    if ('errors' in checked) {
      const entered = {
        name: typeof body.name === 'string' ? body.name : '',
        email: typeof body.email === 'string' ? body.email : '',
      };
      return sendHtml(reply, 400, renderConsentPage(authorize, entered, checked.errors));
    }
    back.searchParams.set('code', await issueCode(services.db, authorize, checked.identity));
    return reply.header('cache-control', 'no-store').redirect(back.href, 303);
  });

  // RFC 6749 §5.1: a token answer is never cached. The stand-in has no resource server to hand
  // access tokens for, so it answers the OpenID Connect userinfo claims themselves.
  app.post('/oauth/demo/token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const userinfo = await exchangeCode(services.db, fields(request.body) as TokenRequest);
      return reply.send({ userinfo });
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return reply
        .status(error.code === 'invalid_client' ? 401 : 400)
        .send({ error: error.code, error_description: error.message });
    }
  });
}
