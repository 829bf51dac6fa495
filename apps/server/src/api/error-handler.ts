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
 * Turns anything thrown into the spec's error envelope. Known refusals keep their type; Fastify's own
 * 4xx (bad body, oversize, media type) become InvalidRequest; a database that cannot be reached is
 * ApplicationUnavailable (503, retry later); everything else is a bug: logged with the
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
    default:
      return 'Invalid request';
  }
}

export function sendApiError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error, request.id);
  if (apiError.status >= 500 && apiError.type === 'InternalServerErrorException') {
    request.log.error({ err: error }, 'unhandled error');
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
