import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis, Result } from 'ioredis';
import { MemoryThrottlerStorage } from './memory-throttler-storage';

/** One script, so that two API processes never both take the last hit. */
const INCREMENT_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return {tonumber(redis.call('GET', KEYS[1]) or '0'), math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockLeft}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, windowLeft, 1, tonumber(ARGV[3])}
end
return {hits, windowLeft, 0, 0}
`;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const KEY_PREFIX = 'lineup:throttle:';
const toSeconds = (ms: number) => Math.ceil(ms / 1000);

declare module 'ioredis' {
  interface RedisCommander<Context> {
    throttleIncrement(hitsKey: string, blockKey: string, ttlMs: number, limit: number, blockMs: number): Result<number[], Context>;
  }
}

/** Ours: @nest-lab/throttler-storage-redis declares NestJS <= 11. While Redis is down, each process counts in memory. */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RedisThrottlerStorage');
  private readonly fallback = new MemoryThrottlerStorage();
  private degraded = false;

  constructor(private readonly redis: Redis) {
    redis.defineCommand('throttleIncrement', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const hitsKey = `${KEY_PREFIX}${throttlerName}:${key}`;
    try {
      const [totalHits, windowLeftMs, blocked, blockLeftMs] = await this.redis.throttleIncrement(hitsKey, `${hitsKey}:blocked`, ttl, limit, blockDuration);
      this.degraded = false;
      return { totalHits, timeToExpire: toSeconds(windowLeftMs), isBlocked: blocked === 1, timeToBlockExpire: toSeconds(blockLeftMs) };
    } catch (error) {
      if (!this.degraded) this.logger.warn({ msg: 'Redis unavailable: rate limits counted in this process only', err: String(error) });
      this.degraded = true;
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onApplicationShutdown(): void {
    this.fallback.onApplicationShutdown();
  }
}
