import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { writeFirstPaintCsp } from '../../frontend/build/first-paint-csp.mjs';
import { createAppLogger, type LogFormat } from '../src/logging/app-logger';
import { createApiTestApp } from './api-test-app';
import { queryDatabase, type TestApp } from './test-app';

type Line = Record<string, unknown> & { level: number; time: number; msg: string };

/** The API on a site folder of its own, its log lines kept in `lines`; `stop` closes it and removes the folder. */
async function loggedSite(format: LogFormat) {
  const webRoot = mkdtempSync(join(tmpdir(), 'lineup-logging-site-'));
  writeSite(webRoot);
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createAppLogger({ level: 'debug', format, destination });
  const testApp = await createApiTestApp({ WEB_ROOT: webRoot }, { logger });
  const stop = async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  };
  return { testApp, lines, stop };
}

function writeSite(root: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Lineup</title>');
  writeFileSync(join(root, '404.html'), '<!doctype html><h1>Not found</h1>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log("wave")');
  writeFirstPaintCsp(root, '');
}

describe('the log in JSON lines (production, and wherever stdout is not a terminal)', () => {
  let testApp: TestApp;
  let lines: string[];
  let stop: () => Promise<void>;
  const parsed = () => lines.flatMap((text) => text.split('\n').filter(Boolean)).map((text) => JSON.parse(text) as Line);
  const about = (url: string) => parsed().filter((line) => (line.req as { url?: string } | undefined)?.url === url);

  beforeAll(async () => {
    ({ testApp, lines, stop } = await loggedSite('json'));
  });

  afterAll(() => stop());

  it('has one format for Nest lines and request lines: pino JSON, one object a line', async () => {
    await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
    const all = parsed();
    for (const line of all) {
      expect(line).toEqual(expect.objectContaining({ level: expect.any(Number), time: expect.any(Number), pid: process.pid, msg: expect.any(String) }));
    }
    const nest = all.find((line) => line.context === 'InstanceLoader');
    expect(nest).toEqual(expect.objectContaining({ level: 20, msg: expect.stringMatching(/dependencies initialized/) }));
    const [requestLine] = about('/api/health');
    expect(Object.keys(nest as Line).sort()).toEqual(['context', 'hostname', 'level', 'msg', 'pid', 'time']);
    expect(requestLine).toEqual(expect.objectContaining({ level: 30, hostname: (nest as Line).hostname }));
  });

  it('writes one line per API request, when it is answered, with its request id', async () => {
    lines.length = 0;
    const response = await request(testApp.app.getHttpServer()).get('/api/random').set('x-request-id', 'logging-test-0001').expect(200);
    expect(response.headers['x-request-id']).toBe('logging-test-0001');
    expect(about('/api/random')).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'logging-test-0001',
        req: { method: 'GET', url: '/api/random' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: expect.stringMatching(/^GET \/api\/random 200 in \d+ ms$/),
      }),
    ]);
    expect(parsed()).toHaveLength(1);
  });

  it('writes no line for the site files it serves, but one for an unknown /api path that falls through them', async () => {
    lines.length = 0;
    const server = testApp.app.getHttpServer();
    await request(server).get('/assets/app-abc123.js').expect(200);
    await request(server).get('/').expect(200);
    await request(server).get('/no-such-page').expect(404);
    expect(parsed()).toEqual([]);

    await request(server).get('/api/no-such-thing').expect(404);
    expect(parsed()).toEqual([expect.objectContaining({ req: { method: 'GET', url: '/api/no-such-thing' }, res: { statusCode: 404 } })]);
  });

  it('names a report’s page and API call without its token, found or not, even on a server fault', async () => {
    const token = 'logTOKENlogTOKENlogTOKENlogTOKENlogTOKENlog';
    const server = testApp.app.getHttpServer();
    lines.length = 0;
    await request(server).get(`/api/reports/${token}?range=7d`).expect(404);
    await request(server).get(`/api/reports/${token}/extra`).expect(404);
    await request(server).get(`/report/${token}`);
    const databaseName = new URL(testApp.databaseUrl).pathname.slice(1);
    const adminUrl = process.env.TEST_ADMIN_DATABASE_URL as string;
    await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    try {
      await queryDatabase(adminUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);
      expect((await request(server).get(`/api/reports/${token}`)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    }
    expect(parsed().flatMap((line) => (line.msg.startsWith('GET ') ? [line.msg] : []))).toEqual([
      expect.stringMatching(/^GET \/api\/reports\/…\?range=7d 404 in \d+ ms$/),
      expect.stringMatching(/^GET \/api\/reports\/… 404 in \d+ ms$/),
      expect.stringMatching(/^GET \/api\/reports\/… failed \(request [^)]+\): /),
      expect.stringMatching(/^GET \/api\/reports\/… 5\d\d in \d+ ms$/),
    ]);
    expect(lines.join('')).not.toContain(token);
  });

  it('keeps the request id on the error line of a server fault', async () => {
    const databaseName = new URL(testApp.databaseUrl).pathname.slice(1);
    const adminUrl = process.env.TEST_ADMIN_DATABASE_URL as string;
    lines.length = 0;
    await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    try {
      await queryDatabase(adminUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);
      await request(testApp.app.getHttpServer()).get('/api/health').set('x-request-id', 'logging-test-fault-1').expect(503);
    } finally {
      await queryDatabase(adminUrl, `ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    }
    const errors = parsed().filter((line) => line.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        reqId: 'logging-test-fault-1',
        err: expect.objectContaining({ message: 'Database unavailable' }),
        msg: 'GET /api/health failed (request logging-test-fault-1): DomainError: Database unavailable',
      }),
      expect.objectContaining({ reqId: 'logging-test-fault-1', res: { statusCode: 503 }, msg: expect.stringMatching(/^GET \/api\/health 503 in \d+ ms$/) }),
    ]);
  });
});

describe('the log in a terminal (pino-pretty)', () => {
  let testApp: TestApp;
  let lines: string[];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ testApp, lines, stop } = await loggedSite('pretty'));
  });

  afterAll(() => stop());

  it('says each API request in one short line, and nothing for the site files', async () => {
    lines.length = 0;
    const server = testApp.app.getHttpServer();
    await request(server).get('/').expect(200);
    await request(server).get('/assets/app-abc123.js').expect(200);
    await request(server).get('/api/random').expect(200);
    const text = lines.join('');
    expect(text.split('\n').filter(Boolean)).toEqual([expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/random 200 in \d+ ms$/)]);
  });
});
