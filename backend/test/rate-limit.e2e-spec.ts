import request from 'supertest';
import { queryDatabase, type TestApp } from './test-app';
import { TEST_ADMIN_PASSWORD, createApiTestApp } from './api-test-app';

const TOO_MANY = { statusCode: 429, error: 'Too many requests, please try again later', code: 'RATE_LIMITED' };

function expectThrottled(response: request.Response, windowSeconds: number): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeEach(async () => {
    testApp = await createApiTestApp({
      RATE_LIMIT_TRACKING_PER_MIN: '3',
      RATE_LIMIT_BETA_PER_MIN: '2',
      RATE_LIMIT_SUPPORT_PER_MIN: '1',
      RATE_LIMIT_LOGIN_PER_15_MIN: '2',
    });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('limits beta signups per client, answering 429 with Retry-After, and stores nothing beyond the limit', async () => {
    await request(server()).post('/api/beta-signup').send({ email: 'one@example.com' }).expect(201);
    await request(server()).post('/api/beta-signup').send({ email: 'one@example.com' }).expect(409);
    expectThrottled(await request(server()).post('/api/beta-signup').send({ email: 'two@example.com' }), 60);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT email FROM beta_signup')).toEqual([{ email: 'one@example.com' }]);
  });

  it('limits support requests per client', async () => {
    const body = { name: 'Kai', email: 'kai@example.com', subject: 'Hi', category: 'app', priority: 'low', description: 'Hello' };
    await request(server()).post('/api/support').send(body).expect(201);
    expectThrottled(await request(server()).post('/api/support').send(body), 60);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT id FROM support_request')).toHaveLength(1);
  });

  it('limits the tracking calls of both campaigns and analytics together, and counts nothing beyond the limit', async () => {
    await request(server()).post('/api/influencer/page-view').send({ influencer: 'kai' }).expect(204);
    await request(server()).post('/api/launch-party-influencer/app-store-click').send({ influencer: 'kai' }).expect(204);
    await request(server()).post('/api/analytics/events').send({ event: 'page_view', category: 'navigation', path: '/' }).expect(204);
    expectThrottled(await request(server()).post('/api/influencer/page-view').send({ influencer: 'kai' }), 60);
    expectThrottled(await request(server()).post('/api/analytics/events').send({ event: 'page_view', category: 'navigation', path: '/' }), 60);
    expect(await queryDatabase(testApp.databaseUrl, "SELECT page_views FROM campaign_stats WHERE campaign = 'influencer'")).toEqual([{ page_views: 1 }]);
  });

  it('limits login attempts over 15 minutes, even with the right password once limited', async () => {
    await request(server()).post('/api/admin/session').send({ password: 'wrong-1' }).expect(401);
    await request(server()).post('/api/admin/session').send({ password: 'wrong-2' }).expect(401);
    const limited = await request(server()).post('/api/admin/session').send({ password: TEST_ADMIN_PASSWORD });
    expectThrottled(limited, 15 * 60);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.headers['set-cookie']).toBeUndefined();
  });

  it('keeps each group to its own budget', async () => {
    await request(server()).post('/api/admin/session').send({ password: 'wrong' }).expect(401);
    await request(server()).post('/api/admin/session').send({ password: 'wrong' }).expect(401);
    await request(server()).post('/api/admin/session').send({ password: 'wrong' }).expect(429);
    await request(server()).post('/api/beta-signup').send({ email: 'kai@example.com' }).expect(201);
    await request(server()).post('/api/influencer/page-view').send({ influencer: 'kai' }).expect(204);
  });

  it('leaves the routes outside the groups unlimited', async () => {
    for (let call = 0; call < 10; call += 1) await request(server()).get('/api/random').expect(200);
  });

  it('ignores X-Forwarded-For when the peer is not a trusted proxy: a client cannot pick its own key', async () => {
    await request(server()).post('/api/beta-signup').set('X-Forwarded-For', '203.0.113.1').send({ email: 'a@example.com' }).expect(201);
    await request(server()).post('/api/beta-signup').set('X-Forwarded-For', '203.0.113.2').send({ email: 'b@example.com' }).expect(201);
    const third = await request(server()).post('/api/beta-signup').set('X-Forwarded-For', '203.0.113.3').send({ email: 'c@example.com' });
    expectThrottled(third, 60);
  });
});

describe('rate limits behind a trusted proxy', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createApiTestApp({
      TRUST_PROXY: '127.0.0.1,::1',
      RATE_LIMIT_BETA_PER_MIN: '2',
      RATE_LIMIT_TRACKING_PER_MIN: '2',
      RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: '4',
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('keys on the client address the proxy forwards', async () => {
    const signUp = (client: string, email: string) => request(server()).post('/api/beta-signup').set('X-Forwarded-For', client).send({ email });
    await signUp('198.51.100.1', 'a1@example.com').expect(201);
    await signUp('198.51.100.1', 'a2@example.com').expect(201);
    expectThrottled(await signUp('198.51.100.1', 'a3@example.com'), 60);
    await signUp('198.51.100.2', 'b1@example.com').expect(201);
  });

  it('keys tracking on the visitor: each phone behind one carrier address has its own budget, up to the ceiling of the address', async () => {
    const track = (client: string, userAgent: string) =>
      request(server()).post('/api/influencer/page-view').set('X-Forwarded-For', client).set('User-Agent', userAgent).send({ influencer: 'kai' });
    await track('198.51.100.7', 'phone-a').expect(204);
    await track('198.51.100.7', 'phone-a').expect(204);
    expectThrottled(await track('198.51.100.7', 'phone-a'), 60);
    await track('198.51.100.7', 'phone-b').expect(204);
    await track('198.51.100.7', 'phone-b').expect(204);
    // Four calls from the address were let through: its ceiling refuses a third phone.
    expectThrottled(await track('198.51.100.7', 'phone-c'), 60);
    await track('198.51.100.8', 'phone-a').expect(204);
    expect(await queryDatabase(testApp.databaseUrl, "SELECT page_views FROM campaign_stats WHERE campaign = 'influencer'")).toEqual([{ page_views: 5 }]);
  });
});
