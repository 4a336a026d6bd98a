import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type AnalyticsConfig = {
  /** Raw events of older days are deleted once rolled up; the rollups stay. */
  rawRetentionDays: number;
  jobIntervalSeconds: number;
  geoipDatabase?: string;
};

export const analyticsConfig = registerAs('analytics', (): AnalyticsConfig => {
  const env = validateEnvironment(process.env);
  return { rawRetentionDays: env.ANALYTICS_RAW_RETENTION_DAYS, jobIntervalSeconds: env.ANALYTICS_JOB_INTERVAL_SECONDS, geoipDatabase: env.ANALYTICS_GEOIP_DATABASE };
});
