import type { ApiCaller } from '@casino/shared/api/api-caller';
import { ApiError } from '@casino/shared/errors/api-error';
import { data } from 'react-router';
import type { ActionContext } from '../api/action-context.ts';
import { type ActionRegistry, dispatchAction, findAction } from '../api/dispatch-action.ts';
import { databaseUnavailableError, isDatabaseUnavailable } from '../db/database-unavailable.ts';

/**
 * The API as page loaders see it while rendering on the server: the same actions, validation and errors
 * as `/api/{action}`, without an HTTP round trip. A refusal is thrown as a React Router data response
 * carrying the error body and its HTTP status, so the page answers with the real status and the error
 * boundary gets the same data on the server and in the browser.
 */
export function createInProcessApi(registry: ActionRegistry, ctx: ActionContext): ApiCaller {
  return (async (name: string, params?: Record<string, unknown>) => {
    try {
      const action = findAction(registry, name);
      return await dispatchAction(action, action.definition.method, dropNulls(params ?? {}), ctx);
    } catch (error) {
      const apiError = isDatabaseUnavailable(error) ? databaseUnavailableError() : error;
      if (apiError instanceof ApiError) throw data({ error: apiError.toBody() }, { status: apiError.status });
      throw error;
    }
  }) as ApiCaller;
}

function dropNulls(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== null && value !== undefined),
  );
}
