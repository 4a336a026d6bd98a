import request from 'supertest';
import { createTestApp, type TestApp } from './test-app';

describe('GET /api/random', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers a whole number from 1 to 100 with an ISO-8601 timestamp, never cached', async () => {
    const before = Date.now();
    const response = await request(testApp.app.getHttpServer()).get('/api/random').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(response.body).sort()).toEqual(['number', 'timestamp']);
    expect(Number.isInteger(response.body.number)).toBe(true);
    expect(response.body.number).toBeGreaterThanOrEqual(1);
    expect(response.body.number).toBeLessThanOrEqual(100);
    expect(new Date(response.body.timestamp).toISOString()).toBe(response.body.timestamp);
    expect(Date.parse(response.body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('draws a new number on each call', async () => {
    const server = testApp.app.getHttpServer();
    const numbers = new Set<number>();
    for (let call = 0; call < 30; call += 1) numbers.add((await request(server).get('/api/random')).body.number);
    expect(numbers.size).toBeGreaterThan(5);
  });
});
