import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import {
  checkIdentity,
  exchangeCode,
  issueCode,
  OAuthError,
  parseAuthorizeRequest,
  tokenRequestSchema,
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

/** The consent form's own fields, beside the authorization request's (parseAuthorizeRequest). */
const consentForm = z.object({
  decision: z.string().max(16).optional(),
  name: z.string().max(1024).optional(),
  email: z.string().max(1024).optional(),
});

/** What the platform hands the identity provider: its registered callback, `{callbackPath}/{service}`. */
export interface DemoIdentityWiring {
  callbackPath: string;
}

/** The built-in identity provider's endpoints: authorization (a consent page) and token. */
export async function demoIdentityRoutes(
  app: FastifyInstance,
  services: AppServices,
  wiring: DemoIdentityWiring,
) {
  const registered = { origin: new URL(services.config.publicUrl).origin, callbackPath: wiring.callbackPath };

  app.get('/oauth/demo/authorize', async (request, reply) => {
    const authorize = parseAuthorizeRequest(request.query, registered);
    if (!authorize) return sendHtml(reply, 400, renderRequestErrorPage());
    return sendHtml(reply, 200, renderConsentPage(authorize));
  });

  app.post('/oauth/demo/authorize', async (request, reply) => {
    const authorize = parseAuthorizeRequest(request.body, registered);
    const form = consentForm.safeParse(request.body);
    if (!authorize || !form.success) return sendHtml(reply, 400, renderRequestErrorPage());
    const body = form.data;
    const back = new URL(authorize.redirectUri);
    back.searchParams.set('state', authorize.state);
    if (body.decision !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return reply.header('cache-control', 'no-store').redirect(back.href, 303);
    }
    const checked = checkIdentity(body);
    if ('errors' in checked) {
      const entered = { name: body.name ?? '', email: body.email ?? '' };
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
      const token = tokenRequestSchema.safeParse(request.body);
      if (!token.success) throw new OAuthError('invalid_request', 'The token request is malformed');
      const userinfo = await exchangeCode(services.db, token.data);
      return reply.send({ userinfo });
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return reply
        .status(error.code === 'invalid_client' ? 401 : 400)
        .send({ error: error.code, error_description: error.message });
    }
  });
}
