import type { ErrorCode } from './error-codes';
import type { ApiErrorDetail } from './api-error';

/**
 * A request refused by a rule of ours. Services and guards throw it; the exception filter alone
 * turns its code into an HTTP status (docs/api.md, "Errors").
 */
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
