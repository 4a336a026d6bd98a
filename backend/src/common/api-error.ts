import type { ErrorCode } from './error-codes';

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
