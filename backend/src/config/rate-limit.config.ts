import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

export type RateLimitConfig = {
  trackingPerMinute: number;
  trackingPerAddressPerMinute: number;
  betaPerMinute: number;
  supportPerMinute: number;
  reportPerMinute: number;
  loginPer15Minutes: number;
  loginFailuresPerHour: number;
  redisUrl?: string;
};

export const rateLimitConfig = registerAs('rateLimit', (): RateLimitConfig => {
  const env = validateEnvironment(process.env);
  return {
    trackingPerMinute: env.RATE_LIMIT_TRACKING_PER_MIN,
    trackingPerAddressPerMinute: env.RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN,
    betaPerMinute: env.RATE_LIMIT_BETA_PER_MIN,
    supportPerMinute: env.RATE_LIMIT_SUPPORT_PER_MIN,
    reportPerMinute: env.RATE_LIMIT_REPORT_PER_MIN,
    loginPer15Minutes: env.RATE_LIMIT_LOGIN_PER_15_MIN,
    loginFailuresPerHour: env.LOGIN_FAILURES_PER_HOUR,
    redisUrl: env.REDIS_URL,
  };
});
