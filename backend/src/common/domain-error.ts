import type { ErrorCode } from './error-codes';
import type { ApiErrorDetail } from './api-error';

/** The exception filter alone turns its code into an HTTP status (error-codes.ts). */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { details?: ApiErrorDetail[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
