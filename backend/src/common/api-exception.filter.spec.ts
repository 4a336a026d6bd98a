import { type ArgumentsHost, BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ADMIN_LOGIN_DISABLED } from '../admin';
import { ApiExceptionFilter, TEMPORARILY_UNAVAILABLE, toApiError } from './api-exception.filter';
import { DomainError } from './domain-error';

type Sent = { status?: number; headers: Record<string, string>; body?: unknown; logged: unknown[][] };

function answer(exception: unknown): Sent {
  const sent: Sent = { headers: {}, logged: [] };
  const reply = {
    header: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), reply),
    status: (code: number) => ((sent.status = code), reply),
    send: (body: unknown) => ((sent.body = body), reply),
  };
  const request = { id: 'req-1', method: 'GET', url: '/api/x', log: { error: (...args: unknown[]) => sent.logged.push(args) } };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

function fastifyError(code: string, statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { code, statusCode });
}

describe('toApiError', () => {
  it('answers a domain error with the status of its code, its message and the code', () => {
    expect(toApiError(new DomainError('BETA_ALREADY_REGISTERED', 'This email has already been registered for the beta.'))).toEqual({
      statusCode: 409,
      error: 'This email has already been registered for the beta.',
      code: 'BETA_ALREADY_REGISTERED',
    });
  });

  it("gives the framework's own refusals a code: an unknown route, the throttler", () => {
    expect(toApiError(new NotFoundException('Cannot GET /api/nothing'))).toEqual({ statusCode: 404, error: 'Cannot GET /api/nothing', code: 'ROUTE_NOT_FOUND' });
    expect(toApiError(new ThrottlerException())).toEqual({ statusCode: 429, error: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
  });

  it('keeps the fields at fault of a validation failure', () => {
    const details = [{ field: 'email', messages: ['email must be an email'] }];
    expect(toApiError(new DomainError('VALIDATION_FAILED', 'Invalid email', { details }))).toEqual({
      statusCode: 400,
      error: 'Invalid email',
      code: 'VALIDATION_FAILED',
      details,
    });
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large (at most 16 KiB)', 'BODY_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported content type: send application/json', 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'Request body is not valid JSON', 'INVALID_JSON'],
  ])('maps the body parser error %s to %i with a readable message', (fastifyCode, status, message, code) => {
    expect(toApiError(fastifyError(fastifyCode, status, 'raw'))).toEqual({ statusCode: status, error: message, code });
    // As Nest's Fastify adapter hands it over: wrapped in an HttpException.
    expect(toApiError(new BadRequestException('wrapped', { cause: fastifyError(fastifyCode, status, 'raw') }))).toEqual({ statusCode: status, error: message, code });
  });

  it("keeps the message of a Fastify refusal it has no words for, and never answers a Fastify server fault with Fastify's text", () => {
    expect(toApiError(fastifyError('FST_ERR_SOMETHING_NEW', 414, 'URL too long'))).toEqual({ statusCode: 414, error: 'URL too long', code: 'URI_TOO_LONG' });
    expect(toApiError(fastifyError('FST_ERR_INTERNAL', 500, 'internal detail'))).toEqual({ statusCode: 500, error: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  it('answers a JSON parse error as invalid JSON', () => {
    expect(toApiError(new SyntaxError('Unexpected token } in JSON'))).toEqual({ statusCode: 400, error: 'Request body is not valid JSON', code: 'INVALID_JSON' });
  });

  const unavailable = { statusCode: 503, error: TEMPORARILY_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' };

  it('answers 503 when the database cannot be reached: a refused or lost connection, a FATAL error, a pool timeout, or any of these inside the driver error TypeORM wraps', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toApiError(refused)).toEqual(unavailable);
    expect(toApiError(new Error('timeout exceeded when trying to connect'))).toEqual(unavailable);
    expect(toApiError(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toEqual(unavailable);
    expect(toApiError(Object.assign(new Error('database "lineup" is not currently accepting connections'), { code: '55000', severity: 'FATAL' }))).toEqual(unavailable);
    expect(toApiError(Object.assign(new Error('Query failed'), { driverError: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }))).toEqual(unavailable);
  });

  it('answers 500, not 503, for a statement PostgreSQL refuses: waiting would not fix it', () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', severity: 'ERROR' });
    expect(toApiError(duplicate)).toEqual({ statusCode: 500, error: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(toApiError(Object.assign(new Error('Query failed'), { driverError: duplicate })).statusCode).toBe(500);
  });

  it('never leaks the text of an unexpected error', () => {
    expect(toApiError(new Error('secret stack detail'))).toEqual({ statusCode: 500, error: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(toApiError('a thrown string')).toEqual({ statusCode: 500, error: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  describe('Retry-After', () => {
    it('comes with a 503 that waiting fixes: the database out of reach, or the health check saying so', () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      expect(answer(refused)).toMatchObject({ status: 503, headers: { 'retry-after': '5' }, body: unavailable });
      expect(answer(new DomainError('DATABASE_UNAVAILABLE', 'Database unavailable')).headers['retry-after']).toBe('5');
    });

    it('never comes with a 503 that waiting does not fix (admin login without ADMIN_PASSWORD)', () => {
      const sent = answer(new DomainError('ADMIN_LOGIN_DISABLED', ADMIN_LOGIN_DISABLED));
      expect(sent.status).toBe(503);
      expect(sent.headers['retry-after']).toBeUndefined();
    });

    it('tells a limited client when to come back, in the error shape', () => {
      expect(answer(new DomainError('RATE_LIMITED', 'Too many requests, please try again later', { retryAfterSeconds: 42 }))).toEqual({
        status: 429,
        headers: { 'retry-after': '42' },
        body: { statusCode: 429, error: 'Too many requests, please try again later', code: 'RATE_LIMITED' },
        logged: [],
      });
    });

    it('is at least a second, never 0', () => {
      expect(answer(new DomainError('RATE_LIMITED', 'Too many requests, please try again later', { retryAfterSeconds: 0 })).headers).toEqual({ 'retry-after': '1' });
    });

    it('is absent from other errors', () => {
      expect(answer(new ConflictException('x')).headers).toEqual({});
    });
  });
});

describe('server faults in the log', () => {
  it('are logged on the logger of the request (which carries its id) with the error, and the id in the words', () => {
    const fault = new Error('secret stack detail');
    const { logged, body } = answer(fault);
    expect(body).toEqual({ statusCode: 500, error: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(logged).toEqual([[{ err: fault }, 'GET /api/x failed (request req-1): Error: secret stack detail']]);
  });

  it('leave client errors out', () => {
    expect(answer(new ConflictException('x')).logged).toEqual([]);
  });
});
