import { dirname, join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { type EnvironmentVariables, validateEnvironment } from './environment';

export type MailTransportConfig = { kind: 'smtp'; url: string } | { kind: 'files'; directory: string } | { kind: 'none' };

export type MailConfig = {
  transport: MailTransportConfig;
  from: string;
  supportEmail: string;
  retryLimit: number;
  retryDelaySeconds: number;
  attemptTimeoutSeconds: number;
};

export function mailTransportConfig(env: Pick<EnvironmentVariables, 'SMTP_URL' | 'MAIL_DIR' | 'NODE_ENV' | 'EMBEDDED_POSTGRES_DIR'>): MailTransportConfig {
  if (env.SMTP_URL) return { kind: 'smtp', url: env.SMTP_URL };
  if (env.MAIL_DIR) return { kind: 'files', directory: env.MAIL_DIR };
  if (env.NODE_ENV === 'development') return { kind: 'files', directory: join(dirname(env.EMBEDDED_POSTGRES_DIR), 'mail') };
  return { kind: 'none' };
}

export const mailConfig = registerAs('mail', (): MailConfig => {
  const env = validateEnvironment(process.env);
  return {
    transport: mailTransportConfig(env),
    from: env.SMTP_FROM ?? env.SUPPORT_EMAIL,
    supportEmail: env.SUPPORT_EMAIL,
    retryLimit: env.MAIL_RETRY_LIMIT,
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    attemptTimeoutSeconds: env.MAIL_ATTEMPT_TIMEOUT_SECONDS,
  };
});
