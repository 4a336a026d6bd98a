// Real processes for the fault tests: the built API, an embedded PostgreSQL, nginx.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi as startApiProcess } from '../scripts/api-process.mjs';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres.mjs';
import { startNginx } from '../scripts/nginx.mjs';

export { freePort, scratchDir, stopProcess as stopChild } from '../scripts/api-process.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  return startNginx({ port, webRoot, api: `127.0.0.1:${apiPort}` }).child;
}

/**
 * backend/dist/main.js started as `make start` starts it (stdout a pipe, so JSON lines), without
 * waiting for anything: `env` on top of this process's environment, its output kept.
 */
export function spawnApi(env) {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
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
