import request from 'supertest';
import { createTestApp, queryDatabase, type TestApp } from './test-app';

/** Every route that reads PostgreSQL says "try again" (503, Retry-After) while it refuses connections, never 500. */
describe('while PostgreSQL refuses connections', () => {
  let testApp: TestApp;
  let databaseName: string;
  let adminUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    databaseName = new URL(testApp.databaseUrl).pathname.slice(1);
    adminUrl = process.env.TEST_ADMIN_DATABASE_URL as string;
    await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await queryDatabase(adminUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);
  });

  afterAll(async () => {
    await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    await testApp.close();
  });

  it.each([
    ['a report link', () => request(testApp.app.getHttpServer()).get(`/api/reports/${'a'.repeat(43)}`)],
    ['a beta signup', () => request(testApp.app.getHttpServer()).post('/api/beta-signup').send({ email: 'kai@example.com' })],
  ])('%s answers 503 DATABASE_UNAVAILABLE with Retry-After', async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('DATABASE_UNAVAILABLE');
    expect(response.headers['retry-after']).toBeDefined();
  });
});
