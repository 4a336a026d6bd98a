import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from './api-error';
import { DomainError } from './domain-error';
import { type ErrorCode, httpStatusOf, isRetryable } from './error-codes';
import { loggedUrl } from '../logging/request-log';

const DATABASE_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
const DATABASE_UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /Connection terminated/i, /Query read timeout/i];

export function isDatabaseUnavailable(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const { code, severity, driverError } = exception as Error & { code?: string; severity?: string; driverError?: unknown };
  if (code && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
  // A FATAL error ends the connection, e.g. 55000 "database ... is not currently accepting connections".
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  if (DATABASE_UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(exception.message))) return true;
  return driverError !== undefined && driverError !== exception && isDatabaseUnavailable(driverError);
}

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';
export const TEMPORARILY_UNAVAILABLE = 'Service temporarily unavailable, please try again shortly';
const DATABASE_RETRY_AFTER_SECONDS = 5;

type FastifyError = Error & { statusCode?: number; code?: string };

const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'Request body is too large (at most 16 KiB)' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type: send application/json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'Request body is empty: send a JSON object' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The URL is not valid: a bad percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'A part of the URL is too long' },
};

const CODE_OF_FRAMEWORK_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  404: 'ROUTE_NOT_FOUND',
  413: 'BODY_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const { error, message } = response as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && typeof message !== 'string') return error;
  if (typeof message === 'string') return message;
  return fallback;
}

function bodyOf(error: DomainError): ApiErrorBody {
  const { details } = error.extra;
  return { statusCode: httpStatusOf(error.code), error: error.message, code: error.code, ...(details ? { details } : {}) };
}

export function toApiError(exception: unknown): ApiErrorBody {
  if (exception instanceof DomainError) return bodyOf(exception);
  // Nest's Fastify adapter wraps Fastify's own errors (a body that is no JSON) in an HttpException.
  if (exception instanceof HttpException && (exception.cause as FastifyError | undefined)?.code?.startsWith('FST_')) return toApiError(exception.cause);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const code = CODE_OF_FRAMEWORK_STATUS[statusCode];
    const error = statusCode === 429 ? TOO_MANY_REQUESTS : messageOf(exception.getResponse(), exception.message);
    return { statusCode, error, ...(code ? { code } : {}) };
  }
  const fastifyError = exception as FastifyError;
  if (fastifyError?.code?.startsWith('FST_') && fastifyError.statusCode && fastifyError.statusCode < 500) {
    const known = FASTIFY_ERRORS[fastifyError.code];
    if (known) return bodyOf(new DomainError(known.code, known.message));
    const code = CODE_OF_FRAMEWORK_STATUS[fastifyError.statusCode];
    return { statusCode: fastifyError.statusCode, error: fastifyError.message, ...(code ? { code } : {}) };
  }
  if (exception instanceof SyntaxError) return bodyOf(new DomainError('INVALID_JSON', FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY.message));
  if (isDatabaseUnavailable(exception)) return bodyOf(new DomainError('DATABASE_UNAVAILABLE', TEMPORARILY_UNAVAILABLE));
  return bodyOf(new DomainError('INTERNAL_ERROR', 'Internal server error'));
}

function retryAfterOf(exception: unknown, body: ApiErrorBody): number | undefined {
  if (exception instanceof DomainError && exception.extra.retryAfterSeconds !== undefined) return exception.extra.retryAfterSeconds;
  return body.code === 'DATABASE_UNAVAILABLE' ? DATABASE_RETRY_AFTER_SECONDS : undefined;
}

/** A server fault is logged, never sent; reqId repeated in the words for the terminal's short lines. */
export function logServerFault(request: FastifyRequest, exception: unknown): void {
  request.log.error({ err: exception }, `${request.method} ${loggedUrl(request.url)} failed (request ${request.id}): ${String(exception)}`);
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toApiError(exception);
    if (body.statusCode >= 500) logServerFault(request, exception);
    const retryAfter = body.code && isRetryable(body.code) ? retryAfterOf(exception, body) : undefined;
    if (retryAfter !== undefined) reply.header('Retry-After', String(Math.max(1, retryAfter)));
    reply.status(body.statusCode).send(body);
  }
}
