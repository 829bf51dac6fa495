import { actionMethod } from '@casino/shared/api/action-methods';
import type { ApiCaller } from '@casino/shared/api/api-caller';
import { API_USER_AGENT, API_VERSION } from '@casino/shared/constants';
import { ApiError, type ApiErrorBody } from '@casino/shared/errors/api-error';
import { isApiErrorType } from '@casino/shared/errors/error-types';

export interface ApiClientOptions {
  locale: string;
  /** Set when the site runs inside a frame (spec §7: a non-strict flag is added). */
  nonStrict?: boolean;
  baseUrl?: string;
  fetch?: typeof fetch;
}

type Params = Record<string, unknown>;

function toFormValue(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The site's client of the platform API (spec §7): `/api/{action}?lang=…&v=2.34`, cookies sent, POST
 * bodies as form data, null and undefined parameters dropped, the `{data}` envelope unwrapped and
 * `{error}` thrown as ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiCaller {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl ?? '';
  return (async (name: string, params?: Params) => {
    const method = actionMethod(name);
    const query = new URLSearchParams({ lang: options.locale, v: API_VERSION });
    if (options.nonStrict) query.set('nonstrict', '1');
    const fields = Object.entries(params ?? {}).filter(([, value]) => value !== null && value !== undefined);
    const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (typeof window === 'undefined')
      (init.headers as Record<string, string>)['User-Agent'] = API_USER_AGENT;
    if (method === 'GET') {
      for (const [key, value] of fields) query.set(key, toFormValue(value));
    } else {
      init.body = new URLSearchParams(fields.map(([key, value]) => [key, toFormValue(value)]));
    }
    let response: Response;
    try {
      response = await doFetch(`${base}/api/${name}?${query}`, init);
    } catch {
      throw new ApiError('ApplicationUnavailableException', 'Network error', { status: 0 });
    }
    const body = (await response.json().catch(() => undefined)) as
      | { data?: unknown; error?: ApiErrorBody }
      | undefined;
    if (body?.error && isApiErrorType(body.error.type)) throw ApiError.fromBody(body.error, response.status);
    if (!response.ok || !body || !('data' in body)) {
      throw new ApiError('UnknownErrorException', `Unexpected response ${response.status}`, {
        status: response.status,
      });
    }
    return body.data;
  }) as ApiCaller;
}
