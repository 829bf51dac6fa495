import { type ApiErrorType, ERROR_STATUS } from './error-types.ts';

/** Field name → message, as the spec's `invalid_parameters`. */
export type InvalidParameters = Record<string, string>;

export interface ApiErrorBody {
  type: ApiErrorType;
  code: string;
  message: string;
  invalid_parameters?: InvalidParameters;
  error_data?: Record<string, unknown>;
}

export interface ApiErrorOptions {
  code?: string;
  invalidParameters?: InvalidParameters;
  errorData?: Record<string, unknown>;
  /** Overrides the type's default status, e.g. 405 or 413 for an InvalidRequest. */
  status?: number;
}

/** The one error the API answers with; thrown by services, rendered by the API layer, read by the client. */
export class ApiError extends Error {
  readonly type: ApiErrorType;
  readonly code: string;
  readonly status: number;
  readonly invalidParameters: InvalidParameters | undefined;
  readonly errorData: Record<string, unknown> | undefined;

  constructor(type: ApiErrorType, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.type = type;
    this.code = options.code ?? type.replace(/Exception$/, '');
    this.status = options.status ?? ERROR_STATUS[type];
    this.invalidParameters = options.invalidParameters;
    this.errorData = options.errorData;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { type: this.type, code: this.code, message: this.message };
    if (this.invalidParameters) body.invalid_parameters = this.invalidParameters;
    if (this.errorData) body.error_data = this.errorData;
    return body;
  }

  static fromBody(body: ApiErrorBody, status: number): ApiError {
    return new ApiError(body.type, body.message, {
      code: body.code,
      status,
      ...(body.invalid_parameters ? { invalidParameters: body.invalid_parameters } : {}),
      ...(body.error_data ? { errorData: body.error_data } : {}),
    });
  }
}
