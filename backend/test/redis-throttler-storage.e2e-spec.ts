import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RedisThrottlerStorage } from '../src/common/redis-throttler-storage';
import { type RunningRedis, startRedis } from './redis-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisThrottlerStorage on a real redis-server', () => {
  let redis: RunningRedis;
  const clients: Redis[] = [];
  const storage = () => {
    const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    clients.push(client);
    return new RedisThrottlerStorage(client);
  };

  beforeAll(async () => {
    redis = await startRedis();
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
    await redis.stop();
  });

  async function connected(store: RedisThrottlerStorage, client: Redis): Promise<RedisThrottlerStorage> {
    if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
    return store;
  }

  it('lets exactly the limit through when two processes hit one key at once', async () => {
    const stores = [storage(), storage()];
    await Promise.all(stores.map((store, index) => connected(store, clients[clients.length - 2 + index])));
    const results = await Promise.all(Array.from({ length: 60 }, (_, call) => stores[call % 2].increment('login:198.51.100.1', 60_000, 10, 60_000, 'login')));
    expect(results.filter((result) => !result.isBlocked)).toHaveLength(10);
    const blocked = results.filter((result) => result.isBlocked);
    expect(blocked).toHaveLength(50);
    for (const result of blocked) expect(result.timeToBlockExpire).toBeGreaterThan(55);
  });

  it('keeps keys and throttlers apart, and opens a new window when the old one ends', async () => {
    const store = await connected(storage(), clients.at(-1)!);
    expect((await store.increment('a', 300, 1, 300, 'beta')).isBlocked).toBe(false);
    expect((await store.increment('a', 300, 1, 300, 'beta')).isBlocked).toBe(true);
    expect((await store.increment('b', 300, 1, 300, 'beta')).isBlocked).toBe(false);
    expect((await store.increment('a', 300, 1, 300, 'support')).isBlocked).toBe(false);
    await sleep(400);
    const next = await store.increment('a', 300, 1, 300, 'beta');
    expect(next).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts in its own memory, without failing the request, while Redis does not answer, and says so once', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const client = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true, retryStrategy: () => null });
    clients.push(client);
    const store = new RedisThrottlerStorage(client);
    expect((await store.increment('c', 60_000, 1, 60_000, 'beta')).isBlocked).toBe(false);
    expect((await store.increment('c', 60_000, 1, 60_000, 'beta')).isBlocked).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
