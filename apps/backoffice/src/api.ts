import type { ParamsIn, ResultOf } from '@casino/shared/api/define-action';
import type { BackofficeContract } from '@casino/shared/backoffice/backoffice.contract';
import {
  BACKOFFICE_ACCESS,
  BACKOFFICE_API_PATH,
  type BackofficeActionName,
} from '@casino/shared/backoffice/backoffice-access';

export type Params<N extends BackofficeActionName> = ParamsIn<BackofficeContract[N]>;
export type Result<N extends BackofficeActionName> = ResultOf<BackofficeContract[N]>;

/** An error envelope from the server: its type, message and the fields it refused. */
export class ApiCallError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly invalidParameters: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Calls a back-office action as its contract says (method, form-encoded parameters); answers `data`. */
export async function call<N extends BackofficeActionName>(name: N, params: Params<N>): Promise<Result<N>> {
  const fields = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') fields.set(key, String(value));
  }
  const isGet = BACKOFFICE_ACCESS[name].method === 'GET';
  const response = await fetch(`${BACKOFFICE_API_PATH}/${name}${isGet ? `?${fields}` : ''}`, {
    method: isGet ? 'GET' : 'POST',
    credentials: 'same-origin',
    ...(isGet ? {} : { body: fields }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: Result<N>;
    error?: { type: string; message: string; invalid_parameters?: Record<string, string> };
  };
  if (body.error || !response.ok) {
    throw new ApiCallError(
      body.error?.type ?? 'UnavailableException',
      body.error?.message ?? `The server answered ${response.status}`,
      body.error?.invalid_parameters,
    );
  }
  return body.data as Result<N>;
}

/** What to show for a failed call: the field's own message when there is one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiCallError) {
    const fields = Object.entries(error.invalidParameters).map(([field, message]) => `${field}: ${message}`);
    return fields.length > 0 ? fields.join('; ') : error.message;
  }
  return 'Something went wrong. Try again.';
}
