import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import { createApp } from '../src/create-app';
import { queryDatabase, type TestApp } from './test-app';
import { TEST_ADMIN_PASSWORD, createApiTestApp, expectErrorShape, sessionCookie } from './api-test-app';

const HOUR_S = 3600;
const TOO_MANY = { statusCode: 429, error: 'Too many requests, please try again later', code: 'RATE_LIMITED' };

function attempt(app: NestFastifyApplication, client: string, password: string) {
  return request(app.getHttpServer()).post('/api/admin/session').set('X-Forwarded-For', client).send({ password });
}

function expectLimited(response: request.Response, maxSeconds: number): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(TOO_MANY);
  expectErrorShape(response.body, 429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('admin login: failures limited overall (ASVS 2.2.1)', () => {
  let testApp: TestApp;
  let clock: Clock;
  const app = () => testApp.app;

  beforeEach(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1', LOGIN_FAILURES_PER_HOUR: '3' });
    clock = testApp.app.get(Clock);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await testApp.close();
  });

  it('refuses every client, even with the right password, once the hour holds the limit of failures, and lets them in when the oldest ages out', async () => {
    const start = new Date('2025-08-01T10:00:00.000Z');
    const now = jest.spyOn(clock, 'now').mockReturnValue(start);
    await attempt(app(), '198.51.100.1', 'wrong').expect(401);
    now.mockReturnValue(new Date(start.getTime() + 10 * 60_000));
    await attempt(app(), '198.51.100.2', 'wrong').expect(401);
    await attempt(app(), '198.51.100.3', 'wrong').expect(401);

    const limited = await attempt(app(), '198.51.100.4', TEST_ADMIN_PASSWORD);
    expectLimited(limited, HOUR_S);
    // Free again when the first failure, ten minutes older, leaves the hour.
    expect(Number(limited.headers['retry-after'])).toBe(50 * 60);

    now.mockReturnValue(new Date(start.getTime() + HOUR_S * 1000 + 1));
    await attempt(app(), '198.51.100.4', TEST_ADMIN_PASSWORD).expect(204);
  });

  it('counts exactly the limit of failures when many arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => attempt(app(), `203.0.113.${index + 1}`, 'wrong')));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT id FROM admin_login_failure')).toHaveLength(3);
  });

  it('does not count a successful login as a failure', async () => {
    for (let login = 0; login < 5; login += 1) await attempt(app(), '198.51.100.9', TEST_ADMIN_PASSWORD).expect(204);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT id FROM admin_login_failure')).toEqual([]);
  });

  it('is used up by failures only: logins between them neither use it nor give it back, and a refused attempt records nothing', async () => {
    await attempt(app(), '198.51.100.10', 'wrong-1').expect(401);
    await attempt(app(), '198.51.100.11', 'wrong-2').expect(401);
    for (let login = 0; login < 5; login += 1) await attempt(app(), `198.51.100.${20 + login}`, TEST_ADMIN_PASSWORD).expect(204);
    await attempt(app(), '198.51.100.12', 'wrong-3').expect(401);
    expectLimited(await attempt(app(), '198.51.100.13', TEST_ADMIN_PASSWORD), HOUR_S);
    expectLimited(await attempt(app(), '198.51.100.14', 'wrong-4'), HOUR_S);
    expect(await queryDatabase(testApp.databaseUrl, 'SELECT id FROM admin_login_failure')).toHaveLength(3);
  });
});

describe('admin login: the limit per client counts failures only (docs/api.md)', () => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createApiTestApp({ TRUST_PROXY: '127.0.0.1,::1', RATE_LIMIT_LOGIN_PER_15_MIN: '10' });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('lets fifteen correct logins from one address in a row through', async () => {
    for (let login = 0; login < 15; login += 1) await attempt(testApp.app, '198.51.100.20', TEST_ADMIN_PASSWORD).expect(204);
  });

  it('refuses the right password after ten failures from the address', async () => {
    for (let failure = 0; failure < 10; failure += 1) await attempt(testApp.app, '198.51.100.21', `wrong-${failure}`).expect(401);
    expectLimited(await attempt(testApp.app, '198.51.100.21', TEST_ADMIN_PASSWORD), 15 * 60);
  });

  it('is used up by failures only: correct logins in between neither count nor clear the failures, and the address is free once they are 15 minutes old', async () => {
    const start = new Date('2025-08-01T10:00:00.000Z');
    const now = jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(start);
    try {
      for (let failure = 0; failure < 9; failure += 1) {
        await attempt(testApp.app, '198.51.100.22', `wrong-${failure}`).expect(401);
        await attempt(testApp.app, '198.51.100.22', TEST_ADMIN_PASSWORD).expect(204);
      }
      for (let login = 0; login < 10; login += 1) await attempt(testApp.app, '198.51.100.22', TEST_ADMIN_PASSWORD).expect(204);
      await attempt(testApp.app, '198.51.100.22', 'wrong-9').expect(401);
      expectLimited(await attempt(testApp.app, '198.51.100.22', TEST_ADMIN_PASSWORD), 15 * 60);
      // Another address is not held by this one's failures.
      await attempt(testApp.app, '198.51.100.23', TEST_ADMIN_PASSWORD).expect(204);
      now.mockReturnValue(new Date(start.getTime() + 15 * 60_000 + 1));
      await attempt(testApp.app, '198.51.100.22', TEST_ADMIN_PASSWORD).expect(204);
    } finally {
      now.mockRestore();
    }
  });
});

describe('admin login: failures limited per client, across API processes', () => {
  let testApp: TestApp;
  let secondProcess: NestFastifyApplication;

  beforeAll(async () => {
    const env = { TRUST_PROXY: '127.0.0.1,::1', RATE_LIMIT_LOGIN_PER_15_MIN: '2' };
    testApp = await createApiTestApp(env);
    // A second API on the same database: its throttler counts alone, the failures in PostgreSQL do not.
    const saved = { ...process.env };
    Object.assign(process.env, env, { ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
    try {
      secondProcess = await createApp({ databaseUrl: testApp.databaseUrl });
    } finally {
      process.env = saved;
    }
  });

  afterAll(async () => {
    await secondProcess.close();
    await testApp.close();
  });

  it('limits a client that spreads its failures over two processes, and only that client', async () => {
    await attempt(testApp.app, '198.51.100.1', 'wrong-1').expect(401);
    await attempt(secondProcess, '198.51.100.1', 'wrong-2').expect(401);
    expectLimited(await attempt(testApp.app, '198.51.100.1', TEST_ADMIN_PASSWORD), 15 * 60);
    const other = await attempt(secondProcess, '198.51.100.2', TEST_ADMIN_PASSWORD).expect(204);
    expect(sessionCookie(other.headers['set-cookie'])).toMatch(/^admin_session=/);
  });
});

describe('admin session ids', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createApiTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('carry at least 128 random bits, and each login gets a new one, even when the browser presents its current id', async () => {
    const ids = new Set<string>();
    let cookie: string | undefined;
    for (let login = 0; login < 20; login += 1) {
      const call = request(testApp.app.getHttpServer()).post('/api/admin/session');
      if (cookie) call.set('Cookie', cookie);
      const response = await call.send({ password: TEST_ADMIN_PASSWORD }).expect(204);
      cookie = sessionCookie(response.headers['set-cookie']);
      const id = cookie.slice('admin_session='.length);
      expect(Buffer.from(id, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      ids.add(id);
    }
    expect(ids.size).toBe(20);
  });
});
