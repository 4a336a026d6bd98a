import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type MailConfig = {
  /** Unset: support requests are stored but not mailed. */
  smtpUrl?: string;
  from: string;
  supportEmail: string;
};

export const mailConfig = registerAs('mail', (): MailConfig => {
  const env = validateEnvironment(process.env);
  return { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM ?? env.SUPPORT_EMAIL, supportEmail: env.SUPPORT_EMAIL };
});
