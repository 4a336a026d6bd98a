import { createHash } from 'node:crypto';
import { applyDecorators, type ExecutionContext, Injectable, Module, type OnApplicationShutdown, SetMetadata, UseGuards } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerLimitDetail, ThrottlerModule } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AllConfig } from '../config/config.type';
import { ApiErrors } from './api-error.dto';
import { TOO_MANY_REQUESTS } from './api-exception.filter';
import { MemoryThrottlerStorage } from './memory-throttler-storage';
import { RedisThrottlerStorage } from './redis-throttler-storage';

/** No admin login: AdminSessionService limits failures in PostgreSQL, so a correct login never uses a budget up. */
export type RateLimitGroup = 'tracking' | 'beta' | 'support' | 'report';

/** Phones behind one carrier-grade NAT address each get a budget; hashed so that no user agent sits in Redis. */
function visitorTracker(request: Record<string, unknown>): string {
  const { ip, headers } = request as unknown as FastifyRequest;
  return createHash('sha256')
    .update(`${ip}\u0000${headers['user-agent'] ?? ''}`)
    .digest('base64url');
}

const RATE_LIMIT_GROUP = 'rateLimitGroup';
const MINUTE_MS = 60_000;

const reflector = new Reflector();

function groupOf(context: ExecutionContext): RateLimitGroup | undefined {
  return reflector.getAllAndOverride<RateLimitGroup>(RATE_LIMIT_GROUP, [context.getHandler(), context.getClass()]);
}

/** ThrottlerGuard names the header `Retry-After-<name>` for named limits; clients and proxies read `Retry-After`. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    await super.throwThrottlingException(context, detail);
  }
}

export function RateLimit(group: RateLimitGroup): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_GROUP, group), UseGuards(RateLimitGuard), ApiErrors('RATE_LIMITED'));
}

@Injectable()
export class RateLimitRedis implements OnApplicationShutdown {
  readonly client?: Redis;

  constructor(config: ConfigService<AllConfig, true>) {
    const url = config.get('rateLimit.redisUrl', { infer: true });
    if (!url) return;
    // Fail at once while disconnected (the storage counts in memory) instead of queueing requests.
    this.client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // The storage reports an outage when a request meets it; without a listener ioredis prints every reconnect failure.
    this.client.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => undefined);
  }
}

@Module({ providers: [RateLimitRedis], exports: [RateLimitRedis] })
class RateLimitRedisModule {}

// `request.ip` honours X-Forwarded-For only from a TRUST_PROXY peer, so a client cannot choose its key.
// Without REDIS_URL each process counts on its own (two processes let through up to twice the budget).
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitRedisModule],
      inject: [ConfigService, RateLimitRedis],
      useFactory: (config: ConfigService<AllConfig, true>, redis: RateLimitRedis) => {
        const limits = config.getOrThrow('rateLimit', { infer: true });
        const budgets: { name: string; group: RateLimitGroup; limit: number; ttl: number; getTracker?: (request: Record<string, unknown>) => string }[] = [
          { name: 'tracking', group: 'tracking', limit: limits.trackingPerMinute, ttl: MINUTE_MS, getTracker: visitorTracker },
          { name: 'tracking-address', group: 'tracking', limit: limits.trackingPerAddressPerMinute, ttl: MINUTE_MS },
          { name: 'beta', group: 'beta', limit: limits.betaPerMinute, ttl: MINUTE_MS },
          { name: 'support', group: 'support', limit: limits.supportPerMinute, ttl: MINUTE_MS },
          { name: 'report', group: 'report', limit: limits.reportPerMinute, ttl: MINUTE_MS },
        ];
        return {
          storage: redis.client ? new RedisThrottlerStorage(redis.client) : new MemoryThrottlerStorage(),
          setHeaders: false,
          errorMessage: TOO_MANY_REQUESTS,
          generateKey: (_context, tracker, name) => `${name}:${tracker}`,
          throttlers: budgets.map(({ group, ...budget }) => ({
            ...budget,
            skipIf: (context: ExecutionContext) => groupOf(context) !== group,
          })),
        };
      },
    }),
  ],
})
export class RateLimitModule {}
