import type { AdminConfig } from './admin.config';
import type { AnalyticsConfig } from './analytics.config';
import type { AppConfig } from './app.config';
import type { DatabaseConfig } from './database.config';
import type { DigestConfig } from './digest.config';
import type { InstallsConfig } from './installs.config';
import type { MailConfig } from './mail.config';
import type { RateLimitConfig } from './rate-limit.config';

export type AllConfig = {
  app: AppConfig;
  database: DatabaseConfig;
  rateLimit: RateLimitConfig;
  admin: AdminConfig;
  mail: MailConfig;
  analytics: AnalyticsConfig;
  digest: DigestConfig;
  installs: InstallsConfig;
};
