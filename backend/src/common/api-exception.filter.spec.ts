import { type ArgumentsHost, BadRequestException, ConflictException, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { ADMIN_LOGIN_DISABLED } from '../admin/admin-session.service';
import { ApiExceptionFilter, NotConfiguredException, TooManyRequestsException, toApiError } from './api-exception.filter';

type Sent = { status?: number; headers: Record<string, string>; body?: unknown; logged: unknown[][] };

/** The headers and status the filter sets on a reply, and what it logs on the request's logger. */
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
  it('keeps the message of an HTTP exception', () => {
    expect(toApiError(new ConflictException('This email has already been registered for the beta.'))).toEqual({
      statusCode: 409,
      error: 'This email has already been registered for the beta.',
    });
  });

  it('keeps the fields at fault of a validation failure', () => {
    const details = [{ field: 'email', messages: ['email must be an email'] }];
    expect(toApiError(new BadRequestException({ error: 'Invalid email', details }))).toEqual({
      statusCode: 400,
      error: 'Invalid email',
      details,
    });
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large (at most 16 KiB)'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported content type: send application/json'],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'Request body is not valid JSON'],
  ])('maps the body parser error %s to %i with a readable message', (code, status, message) => {
    expect(toApiError(fastifyError(code, status, 'raw'))).toEqual({ statusCode: status, error: message });
  });

  it('answers 503 when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toApiError(refused).statusCode).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect(toApiError(new Error('timeout exceeded when trying to connect')).statusCode).toBe(503);
  });

  it('never leaks the text of an unexpected error', () => {
    expect(toApiError(new Error('secret stack detail'))).toEqual({ statusCode: 500, error: 'Internal server error' });
    expect(toApiError('a thrown string')).toEqual({ statusCode: 500, error: 'Internal server error' });
  });

  describe('Retry-After', () => {
    it('comes with a 503 that waiting fixes: the database out of reach, or the health check saying so', () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      expect(answer(refused)).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
      expect(answer(new ServiceUnavailableException('Database unavailable')).headers['retry-after']).toBe('5');
    });

    it('never comes with a 503 that waiting does not fix (admin login without ADMIN_PASSWORD)', () => {
      const sent = answer(new NotConfiguredException(ADMIN_LOGIN_DISABLED));
      expect(sent.status).toBe(503);
      expect(sent.headers['retry-after']).toBeUndefined();
    });

    it('tells a limited client when to come back, in the error shape', () => {
      expect(answer(new TooManyRequestsException(42))).toEqual({
        status: 429,
        headers: { 'retry-after': '42' },
        body: { statusCode: 429, error: 'Too many requests, please try again later' },
        logged: [],
      });
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
    expect(body).toEqual({ statusCode: 500, error: 'Internal server error' });
    expect(logged).toEqual([[{ err: fault }, 'GET /api/x failed (request req-1): Error: secret stack detail']]);
  });

  it('leave client errors out', () => {
    expect(answer(new ConflictException('x')).logged).toEqual([]);
  });
});
