import type { ActionName } from '@casino/shared/api/contract';
import { ApiError, type InvalidParameters } from '@casino/shared/errors/api-error';
import { socialAuthUrl, socialCallbackPath } from '@casino/shared/routing/site-paths';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from './action-context.ts';
import { answerAction } from './api-routes.ts';
import type { ActionRegistry } from './dispatch-action.ts';

/**
 * One content-client call (spec §7 "Content client calls"): its path, the platform action it runs and
 * how its fields are named there. `passThrough` hands on the fields it does not rename (registration
 * takes the whole form of spec §3); `confirmed` asks for `passwordConfirmation` equal to `password`.
 */
interface ContentClientCall {
  method: 'GET' | 'POST';
  url: string;
  action: ActionName;
  fields: Record<string, string>;
  passThrough?: boolean;
  confirmed?: boolean;
}

/** The calls at the paths a content-management client uses (decision 0061), each over a platform action. */
export const CONTENT_CLIENT_CALLS: readonly ContentClientCall[] = [
  { method: 'GET', url: '/api/users/me', action: 'account.getInfo', fields: {} },
  {
    method: 'POST',
    url: '/api/auth/local',
    action: 'auth.login',
    fields: { identifier: 'login', password: 'password', code: 'code' },
  },
  {
    method: 'POST',
    url: '/api/auth/local/register',
    action: 'auth.register',
    fields: { username: 'login' },
    passThrough: true,
  },
  { method: 'POST', url: '/api/auth/forgot-password', action: 'auth.restore', fields: { email: 'login' } },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    action: 'auth.restore',
    fields: { email: 'login', code: 'code', password: 'password' },
    confirmed: true,
  },
  {
    method: 'POST',
    url: '/api/auth/change-password',
    action: 'account.changepassword',
    fields: { currentPassword: 'old_password', password: 'password' },
    confirmed: true,
  },
  {
    method: 'POST',
    url: '/api/auth/send-email-confirmation',
    action: 'account.sendconfirmationtocontact',
    fields: { email: 'contact' },
  },
];

type Fields = Record<string, unknown>;

function bodyFields(request: FastifyRequest): Fields {
  const body = request.body;
  if (body === undefined || body === null) return {};
  // Form data or JSON, as a content client sends it; a bare text is no set of fields.
  if (typeof body !== 'object' || Buffer.isBuffer(body) || Array.isArray(body)) {
    throw new ApiError('InvalidRequestException', 'Unsupported content type', { status: 415 });
  }
  return body as Fields;
}

/** The action's parameters from the call's fields. */
export function platformParams(call: ContentClientCall, fields: Fields): Fields {
  const params: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    const renamed = call.fields[name];
    if (renamed !== undefined) params[renamed] = value;
    else if (call.passThrough && !Object.values(call.fields).includes(name)) params[name] = value;
  }
  if (call.confirmed) {
    const confirmation = fields.passwordConfirmation;
    const problem =
      confirmation === undefined || confirmation === ''
        ? validationMessageText({ key: 'validation.required' })
        : confirmation !== fields.password
          ? validationMessageText({ key: 'validation.passwordsNotEqual' })
          : null;
    if (problem) {
      throw new ApiError('InvalidParameterException', 'Invalid parameters', {
        invalidParameters: { passwordConfirmation: problem },
      });
    }
  }
  return params;
}

/** The action's field errors under the names the content client sent. */
function renameInvalid(call: ContentClientCall, invalid: InvalidParameters): InvalidParameters {
  const back = new Map(Object.entries(call.fields).map(([client, platform]) => [platform, client]));
  return Object.fromEntries(
    Object.entries(invalid).map(([name, message]) => [back.get(name) ?? name, message]),
  );
}

const PROVIDER = /^[a-z0-9_-]{1,32}$/;

function providerOf(request: FastifyRequest): string {
  const { provider } = request.params as { provider: string };
  if (!PROVIDER.test(provider)) {
    throw new ApiError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: { provider: 'Unknown provider' },
    });
  }
  return provider;
}

function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Fields)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Content client calls of spec §7: users/me, auth/local, register, forgot-password, reset-password,
 * change-password, send-email-confirmation and provider connect/callback, as thin adapters. Each runs
 * its platform action as `/api/{action}` does (origin check, rate limits, validation, the error
 * envelope); the session cookie is the credential, as everywhere on the site. Connect and callback hand
 * over to the social sign-in (`/oauth/*`) with the query they were given.
 */
export async function contentClientRoutes(
  app: FastifyInstance,
  services: AppServices,
  registry: ActionRegistry,
) {
  for (const call of CONTENT_CLIENT_CALLS) {
    const action = registry.get(call.action);
    if (!action) throw new Error(`The content client's ${call.url} has no action ${call.action}`);
    app.route({
      method: call.method,
      url: call.url,
      handler: async (request, reply) => {
        try {
          const fields = call.method === 'POST' ? bodyFields(request) : {};
          return await answerAction(request, reply, services, action, platformParams(call, fields));
        } catch (error) {
          if (error instanceof ApiError && error.invalidParameters) {
            throw new ApiError(error.type, error.message, {
              code: error.code,
              status: error.status,
              invalidParameters: renameInvalid(call, error.invalidParameters),
              ...(error.errorData ? { errorData: error.errorData } : {}),
            });
          }
          throw error;
        }
      },
    });
  }

  app.get('/api/connect/:provider', async (request, reply) => {
    const location = socialAuthUrl({
      service: providerOf(request),
      // The social sign-in checks the return path (home when it is not one of the site's).
      redirectUrl: queryText(request, 'redirect_url') ?? '/',
      typeAuth: queryText(request, 'type_auth') === 'registration' ? 'registration' : 'authorization',
    });
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });

  app.get('/api/auth/:provider/callback', async (request, reply) => {
    const search = new URL(request.url, 'http://callback.invalid').search;
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${socialCallbackPath(providerOf(request))}${search}`, 302);
  });
}
