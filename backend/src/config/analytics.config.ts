import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type AnalyticsConfig = {
  /** Raw events of older days are deleted once rolled up; the rollups stay. */
  rawRetentionDays: number;
};

export const analyticsConfig = registerAs('analytics', (): AnalyticsConfig => {
  const env = validateEnvironment(process.env);
  return { rawRetentionDays: env.ANALYTICS_RAW_RETENTION_DAYS };
});
