// Faults survived, against real processes: PostgreSQL stopped under the API, the API killed behind
// nginx, and SIGTERM while requests are in flight. Needs `make build` first (backend/dist).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort, scratchDir, startApi, startPostgres, startSiteProxy, stopChild, waitUntil } from './processes.mjs';
import { writeFirstPaintCsp } from '../../frontend/build/first-paint-csp.mjs';

const ERROR_SHAPE_KEYS = ['code', 'error', 'statusCode'];

async function timedGet(url) {
  const started = Date.now();
  const response = await fetch(url);
  return { response, body: await response.json(), elapsedMs: Date.now() - started };
}

describe('PostgreSQL stopped while the API serves', () => {
  let database;
  let api;

  before(async () => {
    database = await startPostgres();
    api = await startApi({ port: await freePort(), env: { DATABASE_URL: database.url } });
  });

  after(async () => {
    if (api) await stopChild(api.child);
    await database?.destroy();
  });

  it('answers 503 in the error shape within seconds, and serves again once PostgreSQL is back, without a restart', async () => {
    assert.equal((await fetch(`${api.url}/api/health`)).status, 200);
    await database.postgres.stop();

    const down = await timedGet(`${api.url}/api/health`);
    assert.equal(down.response.status, 503);
    assert.deepEqual(Object.keys(down.body).sort(), ERROR_SHAPE_KEYS);
    assert.ok(down.elapsedMs < 5_000, `answered after ${down.elapsedMs} ms`);
    assert.equal((await fetch(`${api.url}/api/random`)).status, 200, 'what needs no database still answers');

    await database.postgres.start();
    await waitUntil(async () => (await fetch(`${api.url}/api/health`)).status === 200, 15_000, 'the API to reconnect');
    assert.equal(api.child.exitCode, null, 'the API kept running');
  });
});

describe('the API killed and restarted behind nginx', () => {
  let database;
  let api;
  let nginx;
  let nginxDirectory;
  let apiPort;
  let siteUrl;

  before(async () => {
    database = await startPostgres();
    apiPort = await freePort();
    api = await startApi({ port: apiPort, env: { DATABASE_URL: database.url } });
    const webRoot = scratchDir('lineup-fault-web-');
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Lineup</title>');
    writeFirstPaintCsp(webRoot, '');
    const sitePort = await freePort();
    ({ child: nginx, directory: nginxDirectory } = startSiteProxy({ port: sitePort, apiPort, webRoot }));
    siteUrl = `http://127.0.0.1:${sitePort}`;
    await waitUntil(async () => (await fetch(`${siteUrl}/api/health`)).ok, 10_000, 'nginx to proxy the API');
  });

  after(async () => {
    if (nginx) await stopChild(nginx, 'SIGQUIT');
    if (api) await stopChild(api.child);
    await database?.destroy();
  });

  it('answers /api with a JSON 503 in the error shape while the API is down, and recovers by itself', async () => {
    await stopChild(api.child, 'SIGKILL');
    const down = await timedGet(`${siteUrl}/api/random`);
    assert.equal(down.response.status, 503);
    assert.match(down.response.headers.get('content-type'), /^application\/json/);
    assert.deepEqual(Object.keys(down.body).sort(), ERROR_SHAPE_KEYS);
    assert.equal(down.body.statusCode, 503);
    assert.ok(down.response.headers.get('content-security-policy'), 'the security headers stay on error responses');

    const token = 'kAi7report0token0never0logged0xxxxxxxxxxxxx';
    const report = await timedGet(`${siteUrl}/api/reports/${token}`);
    assert.equal(report.response.status, 503);
    assert.equal(report.body.code, 'API_UNAVAILABLE');
    const errorLog = readFileSync(join(nginxDirectory, 'error.log'), 'utf8');
    assert.match(errorLog, /GET \/api\/random/, 'the proxy error of another route is logged');
    assert.ok(!errorLog.includes(token), `a report's token in nginx's error log:\n${errorLog}`);

    api = await startApi({ port: apiPort, env: { DATABASE_URL: database.url } });
    await waitUntil(async () => (await fetch(`${siteUrl}/api/random`)).status === 200, 10_000, 'nginx to reach the restarted API');
  });
});

describe('SIGTERM', () => {
  it('finishes the requests in flight, stops the embedded PostgreSQL and exits 0', async () => {
    const dataDir = join(scratchDir('lineup-sigterm-'), 'postgres');
    const api = await startApi({
      port: await freePort(),
      env: { DATABASE_URL: '', EMBEDDED_POSTGRES_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()) },
    });
    assert.ok(existsSync(join(dataDir, 'postmaster.pid')), 'the embedded PostgreSQL runs');

    const inFlight = Array.from({ length: 40 }, () => fetch(`${api.url}/api/health`).then((response) => response.status));
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 5));
    api.child.kill('SIGTERM');
    const statuses = await Promise.allSettled(inFlight);
    const { code } = await api.exited;

    assert.equal(code, 0, api.stderr());
    const answered = statuses.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    assert.ok(answered.length > 0, 'some requests were in flight');
    assert.ok(
      answered.every((status) => status === 200),
      `in-flight answers: ${answered.join(',')}`,
    );
    assert.equal(existsSync(join(dataDir, 'postmaster.pid')), false, 'the embedded PostgreSQL stopped cleanly');
  });
});
