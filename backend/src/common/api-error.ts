import type { ErrorCode } from './error-codes';

/** The one error body of the API (docs/api.md): every non-2xx response has this shape. */
export type ApiErrorBody = {
  statusCode: number;
  error: string;
  code?: ErrorCode;
  details?: ApiErrorDetail[];
};

export type ApiErrorDetail = {
  field: string;
  messages: string[];
};
