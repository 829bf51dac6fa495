import { resolveActionName } from '@casino/shared/api/contract';
import { type HttpMethod, parseActionParams } from '@casino/shared/api/define-action';
import { ApiError, type InvalidParameters } from '@casino/shared/errors/api-error';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { ValidationMessage } from '@casino/shared/validation/messages';
import type { z } from 'zod';
import { announcePlayerChanges } from '../modules/account/player-changes.service.ts';
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

/**
 * The shared validator message a parameter check means (spec §5), so that a form can show it in the
 * player's language through the validation dictionary; null for a check with a text of its own.
 */
export function issueMessage(issue: z.core.$ZodIssue): ValidationMessage | null {
  if (
    (issue.code === 'too_small' || issue.code === 'too_big') &&
    ['string', 'number'].includes(issue.origin)
  ) {
    const kind = issue.origin === 'string' ? 'Length' : 'Value';
    return issue.code === 'too_small'
      ? { key: `validation.min${kind}`, params: { min: Number(issue.minimum) } }
      : { key: `validation.max${kind}`, params: { max: Number(issue.maximum) } };
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return { key: 'validation.required' };
  return null;
}

export function toInvalidParameters(error: z.ZodError): InvalidParameters {
  const fields: InvalidParameters = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const message = issueMessage(issue);
    fields[key] ??= message ? validationMessageText(message) : issue.message;
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
  if (definition.method !== 'POST' && !definition.sameSiteOnly) return action.handler(parsed.data, ctx);
  // A player's POST (or a GET that changes state, signing out) may change what their pages show: caches
  // of their values hear it before the answer (decision 0058), whether it succeeded or not. Signing in
  // or out changes the session's player.
  const before = ctx.session.userId;
  try {
    return await action.handler(parsed.data, ctx);
  } finally {
    const players = [...new Set([before, ctx.session.userId])].filter((id): id is number => id !== null);
    announcePlayerChanges(ctx.db, players);
  }
}
