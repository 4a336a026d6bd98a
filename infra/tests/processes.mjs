// Real processes for the fault tests: the built API, an embedded PostgreSQL, nginx.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startApi as startApiProcess } from '../scripts/api-process.mjs';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres.mjs';
import { startNginx } from '../scripts/nginx.mjs';

export { freePort, scratchDir, stopProcess as stopChild } from '../scripts/api-process.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const { Client } = createRequire(join(REPO_ROOT, 'backend', 'package.json'))('pg');

export const sleep = (ms) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));

export async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A PostgreSQL of its own, which a test can stop and start again on the same data and port. */
export const startPostgres = () => startEmbeddedPostgres({ prefix: 'lineup-fault-pg-' });

/**
 * The built API (backend/dist) as the tests run it, answering on `port`; resolves once /api/health
 * answers 200. `env` picks the database: DATABASE_URL, or EMBEDDED_POSTGRES_DIR (and its port).
 */
export function startApi({ port, env = {} }) {
  const { DATABASE_URL: databaseUrl, EMBEDDED_POSTGRES_DIR: dataDir, ...rest } = env;
  return startApiProcess({ port, databaseUrl, dataDir, env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...rest }, stderr: 'collect' });
}

export function startSiteProxy({ port, apiPort, webRoot }) {
  return startNginx({ port, webRoot, api: `127.0.0.1:${apiPort}` });
}

/**
 * backend/dist/main.js started as `make start` starts it (stdout a pipe, so JSON lines), without
 * waiting for anything: `env` on top of this process's environment, its output kept.
 */
export function spawnApi(env) {
  return spawnBuilt('main.js', env);
}

/**
 * backend/dist/supervisor.js as `make start` runs it, which runs main.js: like spawnApi, but in a
 * process group of its own, as a shell runs a job, so that a test can send Ctrl-C to the group.
 */
export function spawnStart(env) {
  return spawnBuilt('supervisor.js', env, { detached: true });
}

function spawnBuilt(entry, env, { detached = false } = {}) {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', entry)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached,
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  return { child, output, exited };
}

/** The pids of the PostgreSQL servers running on `dataDir` (`postgres -D dataDir`), from /proc. */
export function postgresOn(dataDir) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args;
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile
    }
    if (/(^|\/)postgres$/.test(args[0]) && args.includes(dataDir)) pids.push(Number(entry));
  }
  return pids;
}

/**
 * Writes from `workers` loops (beta signups, support requests, influencer page views), every 2xx
 * answer kept. They end when the API stops answering, or with `throughFailures` only at `stop()`.
 */
export function burstOfWrites(baseUrl, { workers = 6, throughFailures = false } = {}) {
  const answered = { betaEmails: [], supportIds: [], pageViews: 0 };
  let sent = 0;
  let stopped = false;
  const post = (path, body) => fetch(`${baseUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const worker = async () => {
    while (!stopped) {
      const n = sent++;
      try {
        if (n % 3 === 0) {
          const email = `crash-${n}@example.com`;
          if ((await post('beta-signup', { email })).ok) answered.betaEmails.push(email);
        } else if (n % 3 === 1) {
          const response = await post('support', {
            name: 'Kai Lopez',
            email: `kai-${n}@example.com`,
            subject: `Request ${n}`,
            category: 'app',
            priority: 'low',
            description: 'Written just before the API was killed.',
          });
          if (response.ok) answered.supportIds.push((await response.json()).id);
        } else if ((await post('influencer/page-view', { influencer: 'crashtest' })).ok) {
          answered.pageViews += 1;
        }
      } catch {
        if (!throughFailures) return;
        await sleep(100);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    answered,
    done,
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

/** Every write `burstOfWrites` saw answered 2xx is in the database at `databaseUrl`. */
export async function assertWritesKept(databaseUrl, answered) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const betaEmails = new Set((await client.query('SELECT email FROM beta_signup')).rows.map((row) => row.email));
    assert.deepEqual(
      answered.betaEmails.filter((email) => !betaEmails.has(email)),
      [],
      `of ${answered.betaEmails.length} beta signups answered 2xx, none is missing`,
    );
    const supportIds = new Set((await client.query('SELECT id FROM support_request')).rows.map((row) => row.id));
    assert.deepEqual(
      answered.supportIds.filter((id) => !supportIds.has(id)),
      [],
      `of ${answered.supportIds.length} support requests answered 2xx, none is missing`,
    );
    const { rows } = await client.query("SELECT page_views FROM campaign_stats WHERE campaign = 'influencer' AND influencer = 'crashtest'");
    assert.ok(answered.pageViews > 0 && rows[0].page_views >= answered.pageViews, `${rows[0]?.page_views} page views stored, ${answered.pageViews} answered 2xx`);
  } finally {
    await client.end();
  }
}
