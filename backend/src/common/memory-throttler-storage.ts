import type { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

type Window = { hits: number; expiresAt: number; blockedUntil: number };

export const SWEEP_INTERVAL_MS = 60_000;

const toSeconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** O(1) per hit: @nestjs/throttler's own storage rescans every hit's expiry per request, so a busy address gets slower. */
export class MemoryThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    sweepIntervalMs = SWEEP_INTERVAL_MS,
  ) {
    this.sweeper = setInterval(() => this.sweep(), sweepIntervalMs);
    this.sweeper.unref();
  }

  get size(): number {
    return this.windows.size;
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- ThrottlerStorage's increment returns a Promise; async turns a throw into a rejection.
  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    const id = `${throttlerName}\u0000${key}`;
    let window = this.windows.get(id);
    if (window && window.blockedUntil > now) return this.blocked(window, now);
    if (!window || window.expiresAt <= now) {
      window = { hits: 0, expiresAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
    }
    window.hits += 1;
    if (window.hits > limit) {
      // Without a block duration the client waits for the window to end, as in @nestjs/throttler.
      window.blockedUntil = blockDuration > 0 ? now + blockDuration : window.expiresAt;
      return this.blocked(window, now);
    }
    return { totalHits: window.hits, timeToExpire: toSeconds(window.expiresAt - now), isBlocked: false, timeToBlockExpire: 0 };
  }

  sweep(): void {
    const now = this.now();
    for (const [id, window] of this.windows) {
      if (window.expiresAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
    this.windows.clear();
  }

  private blocked(window: Window, now: number): ThrottlerStorageRecord {
    return {
      totalHits: window.hits,
      timeToExpire: toSeconds(window.expiresAt - now),
      isBlocked: true,
      timeToBlockExpire: Math.max(1, toSeconds(window.blockedUntil - now)),
    };
  }
}
