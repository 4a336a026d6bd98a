export const MAIL_ERROR_CODES = ['MAIL_NOT_CONFIGURED'] as const;
export type MailErrorCode = (typeof MAIL_ERROR_CODES)[number];

export const MAIL_NOT_CONFIGURED = 'Mail is not configured (SMTP_URL is unset): nothing can be sent';
