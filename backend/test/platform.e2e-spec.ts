import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { KEEP_ALIVE_TIMEOUT_MS } from '../src/create-app';
import { createTestApp, queryDatabase, type TestApp } from './test-app';

describe('the API platform', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers an unknown path with 404 in the error shape', async () => {
    const response = await request(testApp.app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Cannot GET /api/no-such-thing', code: 'ROUTE_NOT_FOUND' });
  });

  it('gives every response a request id, keeping a well-formed one sent by the proxy', async () => {
    const server = testApp.app.getHttpServer();
    const generated = await request(server).get('/api/random');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await request(server).get('/api/random').set('x-request-id', 'nginx-0123456789abcdef');
    expect(forwarded.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const malformed = await request(server).get('/api/random').set('x-request-id', 'bad id with spaces');
    expect(malformed.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('keeps idle connections open longer than nginx keeps its idle upstream connections, so nginx closes them first', () => {
    const template = readFileSync(join(__dirname, '..', '..', 'infra', 'nginx', 'templates', 'default.conf.template'), 'utf8');
    const upstream = /^upstream lineup_api \{$[\s\S]*?^\}$/m.exec(template)?.[0] ?? '';
    const nginxSeconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
    expect(nginxSeconds).toBeGreaterThan(0);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(nginxSeconds * 1000);
    expect(testApp.app.getHttpServer().keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('describes itself in OpenAPI at /api/docs-json and serves the docs page at /api/docs', async () => {
    const server = testApp.app.getHttpServer();
    const document = await request(server).get('/api/docs-json').expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/random', '/api/health']));
    const page = await request(server).get('/api/docs').expect(200);
    expect(page.text).toContain('swagger');
  });

  it('applies the committed migrations on start, never synchronize', async () => {
    const tables = await queryDatabase<{ table_name: string }>(testApp.databaseUrl, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    expect(tables.map((row) => row.table_name)).toContain('migrations');
  });
});
