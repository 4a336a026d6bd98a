import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from './api-error';
import { logServerFault, toApiError } from './api-exception.filter';
import { DomainError } from './domain-error';
import { SECURITY_HEADERS } from './http-security';

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = toApiError(error);
  if (body.statusCode >= 500) logServerFault(request, error);
  void reply.code(body.statusCode).header('Content-Type', 'application/json; charset=utf-8').headers(SECURITY_HEADERS).send(body);
}

function clientErrorBody(error: NodeJS.ErrnoException): ApiErrorBody {
  if (error.code === 'HPE_HEADER_OVERFLOW') return toApiError(new DomainError('HEADERS_TOO_LARGE', 'Request headers or URL are too large'));
  return toApiError(new DomainError('BAD_REQUEST', 'The request is not valid HTTP'));
}

/** Node's parser refusals (headers over 16 KiB, CL with TE) in our error body, then closed as Node does (https://nodejs.org/api/http.html#event-clienterror). */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = clientErrorBody(error);
  const text = JSON.stringify(body);
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), Connection: 'close', ...SECURITY_HEADERS };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\n${head.join('')}\r\n${text}`);
}
