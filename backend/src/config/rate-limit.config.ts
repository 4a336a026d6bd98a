import { registerAs } from '@nestjs/config';
import { validateEnvironment } from './environment';

/** Requests allowed per client in each window (docs/api.md). */
export type RateLimitConfig = {
  /** Per visitor: client address and user agent. */
  trackingPerMinute: number;
  /** Per client address, whatever the user agent: the ceiling for everyone behind one address. */
  trackingPerAddressPerMinute: number;
  betaPerMinute: number;
  supportPerMinute: number;
  loginPer15Minutes: number;
  loginFailuresPerHour: number;
  /** Unset: each API process keeps its own counters. */
  redisUrl?: string;
};

export const rateLimitConfig = registerAs('rateLimit', (): RateLimitConfig => {
  const env = validateEnvironment(process.env);
  return {
    trackingPerMinute: env.RATE_LIMIT_TRACKING_PER_MIN,
    trackingPerAddressPerMinute: env.RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN,
    betaPerMinute: env.RATE_LIMIT_BETA_PER_MIN,
    supportPerMinute: env.RATE_LIMIT_SUPPORT_PER_MIN,
    loginPer15Minutes: env.RATE_LIMIT_LOGIN_PER_15_MIN,
    loginFailuresPerHour: env.LOGIN_FAILURES_PER_HOUR,
    redisUrl: env.REDIS_URL,
  };
});
