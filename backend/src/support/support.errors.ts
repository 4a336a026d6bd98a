export const SUPPORT_ERROR_CODES = ['SUPPORT_REQUEST_NOT_FOUND', 'SUPPORT_MAIL_NOT_FAILED', 'SUPPORT_MAIL_MISSING'] as const;
export type SupportErrorCode = (typeof SUPPORT_ERROR_CODES)[number];
