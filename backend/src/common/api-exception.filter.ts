import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorDetail } from './api-error';

/** node-postgres and pool errors that mean "the database is not reachable right now". */
const DATABASE_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
const DATABASE_UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /Connection terminated/i, /Query read timeout/i];

function isDatabaseUnavailable(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const { code, driverError } = exception as Error & { code?: string; driverError?: unknown };
  if (code && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
  if (DATABASE_UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(exception.message))) return true;
  return driverError !== undefined && driverError !== exception && isDatabaseUnavailable(driverError);
}

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const { error, message } = response as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && typeof message !== 'string') return error;
  if (typeof message === 'string') return message;
  return fallback;
}

/** Fastify's own errors (body parsing, content type, body size) carry a statusCode and a code. */
type FastifyError = Error & { statusCode?: number; code?: string };

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (at most 16 KiB)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

/** A 503 that waiting will not fix (a feature switched off by configuration): answered without Retry-After. */
export class NotConfiguredException extends ServiceUnavailableException {}

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

/** 429 raised by the code itself (not the throttler guard), answered with its Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export const TEMPORARILY_UNAVAILABLE = 'Service temporarily unavailable, please try again shortly';
/** Seconds a client should wait before retrying when the database is briefly out of reach. */
const RETRY_AFTER_SECONDS = '5';

export function toApiError(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const details = typeof response === 'object' ? (response as { details?: ApiErrorDetail[] }).details : undefined;
    return { statusCode, error: messageOf(response, exception.message), ...(details ? { details } : {}) };
  }
  const fastifyError = exception as FastifyError;
  if (fastifyError?.code?.startsWith('FST_') && fastifyError.statusCode && fastifyError.statusCode < 500) {
    return { statusCode: fastifyError.statusCode, error: FASTIFY_MESSAGES[fastifyError.code] ?? fastifyError.message };
  }
  if (exception instanceof SyntaxError) {
    return { statusCode: HttpStatus.BAD_REQUEST, error: FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY };
  }
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: TEMPORARILY_UNAVAILABLE };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal server error' };
}

/** Gives every error the docs/api.md shape; server faults are logged with the request id, never sent. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toApiError(exception);
    if (body.statusCode >= 500) {
      // request.log carries the request id (reqId) as a field; the words repeat it for the terminal's short lines.
      request.log.error({ err: exception }, `${request.method} ${request.url} failed (request ${request.id}): ${String(exception)}`);
    }
    if (exception instanceof TooManyRequestsException) reply.header('Retry-After', String(Math.max(1, exception.retryAfterSeconds)));
    if (body.statusCode === (HttpStatus.SERVICE_UNAVAILABLE as number) && !(exception instanceof NotConfiguredException)) {
      reply.header('Retry-After', RETRY_AFTER_SECONDS);
    }
    reply.status(body.statusCode).send(body);
  }
}
