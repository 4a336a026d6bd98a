import { ADMIN_ERROR_CODES } from '../admin/admin.errors';
import { BETA_ERROR_CODES } from '../beta/beta.errors';
import { DIGEST_ERROR_CODES } from '../digest/digest.errors';
import { INSTALL_ERROR_CODES } from '../installs/installs.errors';
import { MAIL_ERROR_CODES } from '../mail/mail.errors';
import { REPORT_LINK_ERROR_CODES } from '../report-links/report-links.errors';
import { SUPPORT_ERROR_CODES } from '../support/support.errors';
import { REQUEST_ERROR_CODES } from './request.errors';

export const ERROR_CODES = [
  ...REQUEST_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
  ...BETA_ERROR_CODES,
  ...SUPPORT_ERROR_CODES,
  ...MAIL_ERROR_CODES,
  ...REPORT_LINK_ERROR_CODES,
  ...DIGEST_ERROR_CODES,
  ...INSTALL_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

function assertUnreachable(code: never): never {
  throw new Error(`No HTTP status for error code ${String(code)}`);
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'UNKNOWN_FIELDS':
    case 'INVALID_JSON':
    case 'BODY_TOO_DEEP':
    case 'BAD_REQUEST':
    case 'INSTALL_FILE_MISSING':
    case 'INSTALL_FILE_UNREADABLE':
    case 'INSTALL_FILE_COLUMNS_MISSING':
    case 'INSTALL_FILE_OTHER_APP':
    case 'INSTALL_ROW_UNREADABLE':
      return 400;
    case 'ADMIN_SESSION_REQUIRED':
    case 'ADMIN_SESSION_EXPIRED':
    case 'INCORRECT_PASSWORD':
      return 401;
    case 'CROSS_ORIGIN_REFUSED':
      return 403;
    case 'ROUTE_NOT_FOUND':
    case 'SUPPORT_REQUEST_NOT_FOUND':
    case 'REPORT_LINK_NOT_FOUND':
    case 'INSTALL_IMPORT_NOT_FOUND':
      return 404;
    case 'BETA_ALREADY_REGISTERED':
    case 'SUPPORT_MAIL_NOT_FAILED':
    case 'SUPPORT_MAIL_MISSING':
    case 'DIGEST_NOT_CONFIGURED':
      return 409;
    case 'BODY_TOO_LARGE':
    case 'INSTALL_FILE_TOO_LARGE':
      return 413;
    case 'URI_TOO_LONG':
      return 414;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'RATE_LIMITED':
      return 429;
    case 'HEADERS_TOO_LARGE':
      return 431;
    case 'INTERNAL_ERROR':
      return 500;
    case 'DATABASE_UNAVAILABLE':
    case 'API_UNAVAILABLE':
    case 'ADMIN_LOGIN_DISABLED':
    case 'MAIL_NOT_CONFIGURED':
      return 503;
    default:
      return assertUnreachable(code);
  }
}

/** A 503 that waiting will not fix (a feature switched off by configuration) goes without Retry-After. */
export function isRetryable(code: ErrorCode): boolean {
  return code === 'DATABASE_UNAVAILABLE' || code === 'RATE_LIMITED';
}
