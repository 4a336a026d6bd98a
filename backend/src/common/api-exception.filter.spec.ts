import { BadRequestException, ConflictException, HttpStatus } from '@nestjs/common';
import { toApiError } from './api-exception.filter';

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
});
