import type { Socket } from 'node:net';
import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  databaseUnavailableError,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../db/database-unavailable.ts';
import { toInvalidParameters } from './dispatch-action.ts';

/**
 * The longest URL the platform reads. The longest a real call builds (games.get with every filter) is
 * a few kilobytes; Node itself refuses a request line and headers past 16 KiB.
 */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Turns anything thrown into the spec's error envelope. Known refusals keep their type; Fastify's own
 * 4xx (bad body, oversize, media type, bad URL) become InvalidRequest; a database that cannot be
 * reached is ApplicationUnavailable (503, retry later); everything else is a bug: logged with the
 * request id, answered as InternalServerError without stack or SQL.
 */
export function toApiError(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) {
    return new ApiError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: toInvalidParameters(error),
    });
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailableError();
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && fastifyError.code?.startsWith('FST_')) {
    if (status === 429) return new ApiError('TooManyRequestsException', 'Too many requests');
    return new ApiError('InvalidRequestException', publicFastifyMessage(fastifyError.code), { status });
  }
  return new ApiError('InternalServerErrorException', 'Internal server error', {
    errorData: { request_id: requestId },
  });
}

function publicFastifyMessage(code: string): string {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'Request URL is too long';
    default:
      return 'Invalid request';
  }
}

/** Refusals of a malformed request (as opposed to a business answer): worth one short log line each. */
const MALFORMED_REQUEST = new Set(['InvalidRequestException', 'InvalidParameterException']);

/**
 * What a bug's log entry keeps of its error: the kind, the code, a bounded message and the stack —
 * never the properties a database driver adds (SQL text, bound parameters), which hold what a player
 * typed and could flood the log.
 */
function loggableError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    message: error.message.slice(0, 500),
    stack: error.stack,
  };
}

export function sendApiError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error, request.id);
  if (apiError.status >= 500 && apiError.type === 'InternalServerErrorException') {
    request.log.error({ err: loggableError(error) }, 'unhandled error');
  } else if (MALFORMED_REQUEST.has(apiError.type)) {
    request.log.info(
      {
        status: apiError.status,
        type: apiError.type,
        path: (request.url.split('?')[0] ?? '').slice(0, 100),
        fields: Object.keys(apiError.invalidParameters ?? {}).slice(0, 10),
      },
      'request refused',
    );
  }
  if (apiError.type === 'ApplicationUnavailableException' && !(error instanceof ApiError)) {
    // One short line: an outage fails every request, and the cause is the same for all of them.
    request.log.warn(`database unavailable: ${(error as Error).message}`);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  }
  if (apiError.status === 405 && typeof apiError.errorData?.allow === 'string') {
    reply.header('allow', apiError.errorData.allow);
  }
  return reply.status(apiError.status).header('cache-control', 'no-store').send({ error: apiError.toBody() });
}

const CLIENT_ERRORS: Record<string, { status: number; text: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    message: 'Request is too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'Request Timeout', message: 'Request timed out' },
};

/**
 * A request Node refuses before Fastify sees it (a request line or headers past its limit, a malformed
 * request, a timeout) is answered with the spec's envelope too, then the connection is closed.
 */
export function sendClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    text: 'Bad Request',
    message: 'Invalid request',
  };
  const body = JSON.stringify({
    error: new ApiError('InvalidRequestException', known.message, { status: known.status }).toBody(),
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
