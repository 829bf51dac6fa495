import { resolveActionName } from '@casino/shared/api/contract';
import { type HttpMethod, parseActionParams } from '@casino/shared/api/define-action';
import { ApiError, type InvalidParameters } from '@casino/shared/errors/api-error';
import type { z } from 'zod';
import type { ActionContext } from './action-context.ts';
import type { RegisteredAction } from './action-registry.ts';

export type ActionRegistry = Map<string, RegisteredAction>;
export type NameResolver = (name: string) => string | undefined;

export function findAction(
  registry: ActionRegistry,
  rawName: string,
  resolveName: NameResolver = resolveActionName,
): RegisteredAction {
  const name = resolveName(rawName);
  const action = name && registry.get(name);
  if (!action) {
    throw new ApiError('MethodNotFoundException', `Method not found: ${rawName.slice(0, 100)}`);
  }
  return action;
}

export function toInvalidParameters(error: z.ZodError): InvalidParameters {
  const fields: InvalidParameters = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Runs one API action: method check, parameter validation, handler. Used by the HTTP route and by
 * server-side rendering (in process), so both see the same rules and errors.
 */
export async function dispatchAction(
  action: RegisteredAction,
  method: HttpMethod,
  rawParams: Record<string, unknown>,
  ctx: ActionContext,
): Promise<unknown> {
  const { definition } = action;
  // In maintenance only the general info answers (it tells the site to show the maintenance page).
  if (ctx.config.maintenanceMode && action.name !== 'getgeneralinfo') {
    throw new ApiError('ApplicationDisabledException', 'The site is under maintenance');
  }
  if (method !== definition.method) {
    throw new ApiError('InvalidRequestException', `${action.name} must be called with ${definition.method}`, {
      status: 405,
      errorData: { allow: definition.method },
    });
  }
  if (definition.access === 'user' && ctx.session.userId === null) {
    throw ctx.session.blocked
      ? new ApiError('UserBannedException', 'The account is blocked')
      : new ApiError('AuthorizationException', 'Authorization required');
  }
  // A form sends its empty inputs as empty texts; for the platform an empty text is "not given".
  const given = Object.fromEntries(Object.entries(rawParams).filter(([, value]) => value !== ''));
  const parsed = parseActionParams(definition, given);
  if (!parsed.success) {
    throw new ApiError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: toInvalidParameters(parsed.error),
    });
  }
  return action.handler(parsed.data, ctx);
}
