import { MemoryThrottlerStorage } from './memory-throttler-storage';

const MINUTE_MS = 60_000;

describe('MemoryThrottlerStorage', () => {
  let now: number;
  let storage: MemoryThrottlerStorage;
  const hit = (key = 'tracking:198.51.100.1', limit = 3, ttl = MINUTE_MS, blockDuration = ttl, name = 'tracking') => storage.increment(key, ttl, limit, blockDuration, name);

  beforeEach(() => {
    now = 1_000_000;
    storage = new MemoryThrottlerStorage(() => now);
  });

  afterEach(() => storage.onApplicationShutdown());

  it('lets exactly `limit` hits through in a window, then blocks with the time left', async () => {
    for (let count = 1; count <= 3; count += 1) {
      expect(await hit()).toEqual({ totalHits: count, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    }
    now += 10_500;
    expect(await hit()).toEqual({ totalHits: 4, timeToExpire: 50, isBlocked: true, timeToBlockExpire: 60 });
    // A blocked request is not counted, and the block does not grow with it.
    now += 1_000;
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 59 });
  });

  it('counts each key and each throttler on its own', async () => {
    for (let count = 0; count < 3; count += 1) await hit('tracking:198.51.100.1');
    expect((await hit('tracking:198.51.100.1')).isBlocked).toBe(true);
    expect(await hit('tracking:198.51.100.2')).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await hit('tracking:198.51.100.1', 3, MINUTE_MS, MINUTE_MS, 'beta')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('starts a new window once the last one has expired', async () => {
    for (let count = 0; count < 3; count += 1) await hit();
    now += MINUTE_MS;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('keeps a client blocked for the block duration, then counts afresh', async () => {
    for (let count = 0; count < 4; count += 1) await hit(undefined, 3, MINUTE_MS, 5 * MINUTE_MS);
    now += 4 * MINUTE_MS;
    expect(await hit(undefined, 3, MINUTE_MS, 5 * MINUTE_MS)).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    now += MINUTE_MS;
    expect(await hit(undefined, 3, MINUTE_MS, 5 * MINUTE_MS)).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('without a block duration, refuses until the window ends', async () => {
    for (let count = 0; count < 3; count += 1) await hit(undefined, 3, MINUTE_MS, 0);
    now += 20_000;
    expect(await hit(undefined, 3, MINUTE_MS, 0)).toMatchObject({ isBlocked: true, timeToBlockExpire: 40 });
    now += 40_000;
    expect(await hit(undefined, 3, MINUTE_MS, 0)).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('holds the limit under a burst of concurrent hits', async () => {
    const results = await Promise.all(Array.from({ length: 1_000 }, () => hit(undefined, 120)));
    expect(results.filter((result) => !result.isBlocked)).toHaveLength(120);
  });

  it('keeps one counter per key however many hits it takes', async () => {
    for (let count = 0; count < 100_000; count += 1) await hit(undefined, 1_000_000);
    expect(await hit(undefined, 1_000_000)).toMatchObject({ totalHits: 100_001, isBlocked: false });
    expect(storage.size).toBe(1);
  });

  it('forgets windows once they and their blocks are over', async () => {
    await hit('tracking:198.51.100.1');
    for (let count = 0; count < 4; count += 1) await hit('tracking:198.51.100.2', 3, MINUTE_MS, 5 * MINUTE_MS);
    now += MINUTE_MS;
    storage.sweep();
    expect(storage.size).toBe(1);
    now += 4 * MINUTE_MS;
    storage.sweep();
    expect(storage.size).toBe(0);
  });
});
