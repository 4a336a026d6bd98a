// The production shape on loopback: a real PostgreSQL, the built API (backend/dist, started by
// infra/scripts/api-process.mjs like the e2e and fault tests) and nginx
// (infra/nginx/templates/default.conf.template through infra/scripts/nginx.mjs), on free ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { freePort, startApi, stopProcess, waitForOk } from '../../infra/scripts/api-process.mjs';
import { startEmbeddedPostgres } from '../../infra/scripts/embedded-postgres.mjs';
import { renderNginxConfig, startNginx } from '../../infra/scripts/nginx.mjs';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** The API's own copies of pg and embedded-postgres: the same driver and PostgreSQL the API runs. */
export const requireFromBackend = createRequire(join(REPO_ROOT, 'backend', 'package.json'));
const { Client } = requireFromBackend('pg');

const BENCH_DATABASE = 'lineup_bench';
// pgbench opens one connection per client, up to the 500-connection level, next to the API's pool.
const MAX_CONNECTIONS = 600;
// Far above what a run sends from one address: the benchmark measures throughput, not the limiter.
const RATE_LIMIT = '1000000';

/** DATABASE_URL when set (it must allow MAX_CONNECTIONS), else an embedded PostgreSQL of its own. */
async function startPostgres() {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    return { url, adminUrl: url, stop: async () => undefined };
  }
  const database = await startEmbeddedPostgres({ prefix: 'lineup-bench-pg-', flags: ['-c', `max_connections=${MAX_CONNECTIONS}`] });
  const adminUrl = database.url;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${database.port}/${BENCH_DATABASE}`,
    adminUrl,
    stop: database.destroy,
  };
}

/** nginx on the template as committed; with `keepalive`, the upstream keep-alive line rewritten (for sizing runs). */
function startProxy({ port, webRoot, api, keepalive }) {
  if (keepalive === undefined) return startNginx({ port, webRoot, api });
  const { file, directory } = renderNginxConfig({ port, webRoot, api });
  const site = join(directory, 'site.conf');
  writeFileSync(site, readFileSync(site, 'utf8').replace(/^(\s*)keepalive \d+;/m, `$1keepalive ${keepalive};`));
  const child = spawn(process.env.NGINX_BIN ?? 'nginx', ['-p', directory, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  return { child, directory };
}

/**
 * Starts PostgreSQL, the API on it (`replicas` processes, as `docker compose up --scale api=N`)
 * and nginx in front; resolves with their addresses, a pg client on the benchmark database, the
 * admin password and `stop`. Builds nothing: run `make build` first.
 */
export async function startStack({ poolSize, keepalive, replicas = 1 }) {
  const apiEntry = join(REPO_ROOT, 'backend', 'dist', 'main.js');
  const webRoot = join(REPO_ROOT, 'frontend', 'dist');
  for (const built of [apiEntry, webRoot]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`make build\` first (or \`make bench-load\`)`);
  }
  const postgres = await startPostgres();
  const adminPassword = randomBytes(24).toString('base64url');
  const apis = [];
  try {
    // One after another: the first runs the migrations, the others find them done.
    for (let replica = 0; replica < replicas; replica += 1) {
      // Its error log is collected, not printed: it would bury the figures (kept for a failed start).
      apis.push(
        await startApi({
          databaseUrl: postgres.url,
          stderr: 'collect',
          env: {
            ...(poolSize === undefined ? {} : { DATABASE_POOL_SIZE: String(poolSize) }),
            ADMIN_PASSWORD: adminPassword,
            RATE_LIMIT_TRACKING_PER_MIN: RATE_LIMIT,
            RATE_LIMIT_BETA_PER_MIN: RATE_LIMIT,
            RATE_LIMIT_SUPPORT_PER_MIN: RATE_LIMIT,
            RATE_LIMIT_LOGIN_PER_15_MIN: RATE_LIMIT,
          },
        }),
      );
    }
  } catch (error) {
    await Promise.all(apis.map((api) => api.stop()));
    await postgres.stop();
    throw error;
  }
  const nginxPort = await freePort();
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const { child: nginx, directory: nginxDir } = startProxy({ port: nginxPort, webRoot, api: apis.map((api) => `127.0.0.1:${api.port}`), keepalive });
  const db = new Client({ connectionString: postgres.url });
  const stop = async () => {
    await db.end().catch(() => undefined);
    await Promise.all([stopProcess(nginx, 'SIGQUIT'), ...apis.map((api) => api.stop())]);
    rmSync(nginxDir, { recursive: true, force: true });
    await postgres.stop();
  };
  try {
    await waitForOk(`${nginxUrl}/api/health`, { child: nginx, what: 'nginx' });
    await db.connect();
    // The `api` target measures the first process alone; nginx balances over all of them.
    return { apiUrl: apis[0].url, nginxUrl, postgresUrl: postgres.url, db, adminPassword, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
