// Real processes for the fault tests: the built API, an embedded PostgreSQL, nginx.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, scratchDir, startApi as startApiProcess } from '../scripts/api-process.mjs';
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
