import { RANDOM_MAX, RANDOM_MIN, RandomService } from './random.service';

describe('RandomService', () => {
  const service = new RandomService();

  it('draws whole numbers from 1 to 100 and reaches both ends', () => {
    const seen = new Set<number>();
    for (let draw = 0; draw < 20_000; draw += 1) {
      const { number } = service.generate();
      expect(Number.isInteger(number)).toBe(true);
      expect(number).toBeGreaterThanOrEqual(RANDOM_MIN);
      expect(number).toBeLessThanOrEqual(RANDOM_MAX);
      seen.add(number);
    }
    expect(seen.size).toBe(100);
  });

  it('stamps the draw with the given time in ISO-8601', () => {
    const now = new Date('2025-08-01T20:00:00.000Z');
    expect(service.generate(now).timestamp).toBe('2025-08-01T20:00:00.000Z');
  });
});
