// Two API processes on one PostgreSQL behind one nginx: sessions and counts hold across both, and
// with REDIS_URL the rate limits too. Needs `make build` first (backend/dist) and Debian's redis-server.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startNginx } from '../scripts/nginx.mjs';
import { freePort, scratchDir, startApi, startPostgres, stopChild, waitUntil } from './processes.mjs';
import { writeFirstPaintCsp } from '../../frontend/build/first-paint-csp.mjs';

const ADMIN_PASSWORD = 'replica-test-admin-password';
const PAGE_VIEWS = 400;
const VISITORS = 200;
const HANDLES = Array.from({ length: 20 }, (_, index) => `replica_kai_${index}`);
const LOGIN_LIMIT = 4;
const BETA_LIMIT = 2;
const GENEROUS = '1000000';

/** Debian's redis-server on a free port, in memory only. */
async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolveReady, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolveReady();
    });
  });
  return { child, url: `redis://127.0.0.1:${port}` };
}

/** A pass-through HTTP proxy in front of one API that counts the requests it forwards: which process served. */
async function countingProxy(target) {
  const agent = new Agent({ keepAlive: true });
  const counter = { requests: 0 };
  const server = createServer((incoming, outgoing) => {
    counter.requests += 1;
    const forwarded = httpRequest(`${target}${incoming.url}`, { method: incoming.method, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise((resolveListening) => server.listen(port, '127.0.0.1', resolveListening));
  counter.address = `127.0.0.1:${port}`;
  counter.close = () =>
    new Promise((resolveClosed) => {
      agent.destroy();
      server.closeAllConnections();
      server.close(resolveClosed);
    });
  return counter;
}

/** PostgreSQL, two APIs started one after the other (the first applies the migrations), nginx in front of both. */
async function startReplicas(env) {
  const database = await startPostgres();
  const apis = [];
  for (let replica = 0; replica < 2; replica++) {
    apis.push(
      await startApi({
        port: await freePort(),
        env: {
          DATABASE_URL: database.url,
          ADMIN_PASSWORD,
          TRUST_PROXY: '127.0.0.1',
          RATE_LIMIT_TRACKING_PER_MIN: GENEROUS,
          RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: GENEROUS,
          ...env,
        },
      }),
    );
  }
  const webRoot = scratchDir('lineup-replicas-web-');
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Lineup</title>');
  writeFirstPaintCsp(webRoot, '');
  const sitePort = await freePort();
  const counters = await Promise.all(apis.map((api) => countingProxy(api.url)));
  const nginx = startNginx({ port: sitePort, webRoot, api: counters.map((counter) => counter.address) }).child;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  await waitUntil(async () => (await fetch(`${siteUrl}/api/health`)).ok, 10_000, 'nginx to proxy the APIs');
  const stop = async () => {
    await stopChild(nginx, 'SIGQUIT');
    await Promise.all(counters.map((counter) => counter.close()));
    await Promise.all(apis.map((api) => stopChild(api.child)));
    await database.destroy();
  };
  /** Runs `work` and returns how many requests each process served meanwhile. */
  const served = async (work) => {
    const before = counters.map((counter) => counter.requests);
    await work();
    return counters.map((counter, index) => counter.requests - before[index]);
  };
  return { apis, siteUrl, served, stop };
}

function signUp(baseUrl, email) {
  return fetch(`${baseUrl}/api/beta-signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
}

/** Beta signups sent straight to the processes in turn, from one client address; resolves with the statuses. */
async function alternateSignups(apis, count) {
  const statuses = [];
  for (let signup = 0; signup < count; signup += 1) statuses.push((await signUp(apis[signup % 2].url, `replica-${signup}-${Date.now()}@example.com`)).status);
  return statuses;
}

function logIn(baseUrl, password = ADMIN_PASSWORD) {
  return fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
}

describe('two API processes behind one nginx, without Redis', () => {
  let stack;

  before(async () => {
    stack = await startReplicas({ RATE_LIMIT_LOGIN_PER_15_MIN: GENEROUS, RATE_LIMIT_BETA_PER_MIN: String(BETA_LIMIT) });
  });

  after(async () => {
    await stack?.stop();
  });

  it('keeps an admin session made through nginx valid whichever process answers', async () => {
    const login = await logIn(stack.siteUrl);
    assert.equal(login.status, 204);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const statuses = [];
    const perProcess = await stack.served(async () => {
      for (let call = 0; call < 20; call += 1) {
        statuses.push((await fetch(`${stack.siteUrl}/api/influencer/stats`, { headers: { cookie } })).status);
      }
    });
    assert.deepEqual([...new Set(statuses)], [200]);
    assert.ok(
      perProcess.every((count) => count > 0),
      `calls served per process: ${perProcess}`,
    );
    // The same cookie, straight to each process: the session lives in PostgreSQL, not in a process.
    for (const api of stack.apis) assert.equal((await fetch(`${api.url}/api/admin/session`, { headers: { cookie } })).status, 200);
  });

  it(`counts exactly ${PAGE_VIEWS} page views for ${HANDLES.length} handles, sent at once in any order through nginx to both processes`, async () => {
    // Both processes write statements holding many of the same handles: their row locks, taken in
    // handle order, must neither deadlock nor lose a view.
    const views = HANDLES.flatMap((handle) => Array.from({ length: PAGE_VIEWS / HANDLES.length }, () => handle)).sort(() => Math.random() - 0.5);
    let statuses = [];
    const perProcess = await stack.served(async () => {
      statuses = await Promise.all(
        views.map((influencer) =>
          fetch(`${stack.siteUrl}/api/influencer/page-view`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ influencer }),
          }).then((response) => response.status),
        ),
      );
    });
    assert.deepEqual([...new Set(statuses)], [204]);
    assert.ok(
      perProcess.every((count) => count > 0),
      `page views served per process: ${perProcess}`,
    );
    assert.equal(perProcess[0] + perProcess[1], PAGE_VIEWS);
    const cookie = (await logIn(stack.siteUrl)).headers.get('set-cookie').split(';')[0];
    const stats = await (await fetch(`${stack.siteUrl}/api/influencer/stats`, { headers: { cookie } })).json();
    const counted = Object.fromEntries(stats.filter((record) => HANDLES.includes(record.influencer)).map((record) => [record.influencer, record.pageViews]));
    assert.deepEqual(counted, Object.fromEntries(HANDLES.map((handle) => [handle, PAGE_VIEWS / HANDLES.length])));
  });

  it(`counts ${VISITORS} visitors once each, whichever process each of their ${VISITORS * 2} page views reaches`, async () => {
    // Phones behind one address (nginx forwards loopback), each its own user agent, each viewing the page twice.
    const agents = Array.from({ length: VISITORS }, (_, index) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1 Replica/${index}`);
    const views = [...agents, ...agents].sort(() => Math.random() - 0.5);
    let statuses = [];
    const perProcess = await stack.served(async () => {
      statuses = await Promise.all(
        views.map((agent) =>
          fetch(`${stack.siteUrl}/api/influencer/page-view`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': agent },
            body: JSON.stringify({ influencer: 'replica_visitors' }),
          }).then((response) => response.status),
        ),
      );
    });
    assert.deepEqual([...new Set(statuses)], [204]);
    assert.ok(
      perProcess.every((count) => count > 0),
      `page views served per process: ${perProcess}`,
    );
    const cookie = (await logIn(stack.siteUrl)).headers.get('set-cookie').split(';')[0];
    const stats = await (await fetch(`${stack.siteUrl}/api/influencer/stats`, { headers: { cookie } })).json();
    const record = stats.find((candidate) => candidate.influencer === 'replica_visitors');
    assert.deepEqual(
      { pageViews: record.pageViews, uniqueVisitors: record.uniqueVisitors, botCalls: record.botCalls },
      { pageViews: VISITORS * 2, uniqueVisitors: VISITORS, botCalls: 0 },
    );
  });

  it('limits per process: each lets the whole budget through (the README says so)', async () => {
    assert.deepEqual(await alternateSignups(stack.apis, 2 * BETA_LIMIT + 2), [...Array(2 * BETA_LIMIT).fill(201), 429, 429]);
  });
});

describe('two API processes sharing rate limits through Redis', () => {
  let redis;
  let stack;

  before(async () => {
    redis = await startRedis();
    stack = await startReplicas({ REDIS_URL: redis.url, RATE_LIMIT_LOGIN_PER_15_MIN: String(LOGIN_LIMIT), RATE_LIMIT_BETA_PER_MIN: String(BETA_LIMIT) });
  });

  after(async () => {
    await stack?.stop();
    if (redis) await stopChild(redis.child);
  });

  it(`holds the login limit of ${LOGIN_LIMIT} failures across both processes`, async () => {
    // Failures are counted in PostgreSQL, sent to the processes in turn: each sees only half of them.
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) assert.equal((await logIn(stack.apis[attempt % 2].url, `wrong-${attempt}`)).status, 401);
    for (const api of stack.apis) assert.equal((await logIn(api.url)).status, 429, 'even with the right password');
    const limited = await logIn(stack.siteUrl);
    assert.equal(limited.status, 429, 'through nginx too');
    assert.ok(Number(limited.headers.get('retry-after')) > 60);
    assert.deepEqual(Object.keys(await limited.json()).sort(), ['code', 'error', 'statusCode']);
  });

  it(`holds the beta limit of ${BETA_LIMIT} per minute across both processes`, async () => {
    assert.deepEqual(await alternateSignups(stack.apis, BETA_LIMIT + 2), [...Array(BETA_LIMIT).fill(201), 429, 429]);
  });
});
