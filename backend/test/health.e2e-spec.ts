import request from 'supertest';
import { createTestApp, queryDatabase, type TestApp } from './test-app';

describe('GET /api/health', () => {
  let testApp: TestApp;
  let databaseName: string;
  let adminUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    databaseName = new URL(testApp.databaseUrl).pathname.slice(1);
    adminUrl = process.env.TEST_ADMIN_DATABASE_URL as string;
  });

  afterAll(async () => {
    await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    await testApp.close();
  });

  it('answers 200 while the database answers', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 in the error shape while the database refuses connections, and 200 again once it is back', async () => {
    const server = testApp.app.getHttpServer();
    await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await queryDatabase(adminUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);

    const down = await request(server).get('/api/health').expect(503);
    expect(down.body).toEqual({ statusCode: 503, error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });

    await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    const up = await request(server).get('/api/health').expect(200);
    expect(up.body).toEqual({ status: 'ok', database: 'up' });
  });
});
