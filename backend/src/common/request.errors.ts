export const REQUEST_ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNKNOWN_FIELDS',
  'INVALID_JSON',
  'BODY_TOO_DEEP',
  'BAD_REQUEST',
  'CROSS_ORIGIN_REFUSED',
  'ROUTE_NOT_FOUND',
  'BODY_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  // Only nginx answers it, while no API process does (infra/nginx/templates/default.conf.template).
  'API_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];
