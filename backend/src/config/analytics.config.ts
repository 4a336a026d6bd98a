import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type AnalyticsConfig = {
  /** An .mmdb country (or city) database; undefined: events are stored without country. */
  geoipDatabase?: string;
};

export const analyticsConfig = registerAs('analytics', (): AnalyticsConfig => ({
  geoipDatabase: validateEnvironment(process.env).ANALYTICS_GEOIP_DATABASE,
}));
