import { ApiError } from '@casino/shared/errors/api-error';

/** Socket errors of a connection that is refused, cut or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that went away or cannot take us now: class 08 (connection exception),
 * admin/crash shutdown, "cannot connect now" (starting or failing over) and too many connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or timed-out connection only in words. */
const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * Whether `error` says the database cannot be reached right now (rather than that a query is wrong):
 * such a request is answered 503 ApplicationUnavailable and may be retried; a transaction it cut off
 * never committed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (PG_MESSAGES.some((message) => error.message.includes(message))) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

export function databaseUnavailableError(): ApiError {
  return new ApiError(
    'ApplicationUnavailableException',
    'The service is temporarily unavailable, please retry',
    {
      errorData: { retry_after: RETRY_AFTER_SECONDS },
    },
  );
}

/** What a 503 answer suggests to wait before retrying. */
export const RETRY_AFTER_SECONDS = 5;
