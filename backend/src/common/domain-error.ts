import type { ErrorCode } from './error-codes';
import type { ApiErrorDetail } from './api-error';

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
