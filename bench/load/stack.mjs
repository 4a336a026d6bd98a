// The production shape on loopback: a real PostgreSQL, the built API (backend/dist, started by
// infra/scripts/api-process.mjs like the e2e and fault tests) and nginx
// (infra/nginx/templates/default.conf.template through infra/scripts/nginx.mjs), on free ports.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parentOf } from './cpu.mjs';
import { freePort, startApi, stopProcess, waitForOk } from '../../infra/scripts/api-process.mjs';
import { startEmbeddedPostgres } from '../../infra/scripts/embedded-postgres.mjs';
import { renderNginxConfig, spawnNginx } from '../../infra/scripts/nginx.mjs';
import { startSmtpProcess } from './smtp-process.mjs';
import { requireTools, TOOLS } from '../../infra/scripts/tools.mjs';

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
  const { file, directory } = renderNginxConfig({ port, webRoot, api });
  if (keepalive !== undefined) {
    const site = join(directory, 'site.conf');
    writeFileSync(site, readFileSync(site, 'utf8').replace(/^(\s*)keepalive \d+;/m, `$1keepalive ${keepalive};`));
  }
  return { child: spawnNginx(file, directory), directory };
}

/**
 * What the stack has started, stopped last first. A stop during the start first waits for the
 * part under way, so that it is stopped too; the start then fails instead of going on.
 */
export class StartedParts {
  #stops = [];
  #pending = Promise.resolve();
  #stopping = false;
  #stopped;

  /** Resolves with the part `starting` started, once its `stop` is registered. */
  async add(starting, stop) {
    this.#pending = starting.then(
      (part) => void this.#stops.push(() => stop(part)),
      () => undefined,
    );
    const part = await starting;
    await this.#pending;
    if (this.#stopping) throw new Error('stopped during the start');
    return part;
  }

  /** Every caller waits for the same stop. */
  stop() {
    this.#stopping = true;
    this.#stopped ??= (async () => {
      await this.#pending;
      for (const stop of this.#stops.reverse()) await stop().catch(() => undefined);
    })();
    return this.#stopped;
  }
}

/** The programs the stack runs besides Node; checked before anything is started. */
export const stackTools = ({ pgbench }) => [TOOLS.nginx(), ...(pgbench ? [TOOLS.pgbench()] : [])];

/**
 * Starts PostgreSQL, an SMTP server, the API on them (`replicas` processes, as `docker compose up
 * --scale api=N`) and nginx in front; resolves with their addresses, a pg client on the benchmark
 * database, the SMTP server (in a process of its own; what it received), the admin password and
 * the root process ids of each part (for bench/load/cpu.mjs). Every part goes into `parts` as soon as it runs: `parts.stop()` stops them all,
 * during the start too. With `cpuProfileDir`, each API process writes its CPU profile there when it
 * stops. Builds nothing: run `make build` first.
 */
export async function startStack({ poolSize, keepalive, replicas = 1, pgbench = false, cpuProfileDir }, parts) {
  const apiEntry = join(REPO_ROOT, 'backend', 'dist', 'main.js');
  const webRoot = join(REPO_ROOT, 'frontend', 'dist');
  for (const built of [apiEntry, webRoot]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`make build\` first (or \`make bench-load\`)`);
  }
  requireTools(stackTools({ pgbench }));
  const postgres = await parts.add(startPostgres(), (database) => database.stop());
  const smtp = await parts.add(startSmtpProcess(), (server) => server.close());
  const adminPassword = randomBytes(24).toString('base64url');
  const apis = [];
  // One after another: the first runs the migrations, the others find them done.
  for (let replica = 0; replica < replicas; replica += 1) {
    // Its error log is collected, not printed: it would bury the figures (kept for a failed start).
    const starting = startApi({
      databaseUrl: postgres.url,
      stderr: 'collect',
      cpuProfileDir,
      env: {
        ...(poolSize === undefined ? {} : { DATABASE_POOL_SIZE: String(poolSize) }),
        ADMIN_PASSWORD: adminPassword,
        SMTP_URL: smtp.url,
        RATE_LIMIT_TRACKING_PER_MIN: RATE_LIMIT,
        RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: RATE_LIMIT,
        RATE_LIMIT_BETA_PER_MIN: RATE_LIMIT,
        RATE_LIMIT_SUPPORT_PER_MIN: RATE_LIMIT,
        RATE_LIMIT_LOGIN_PER_15_MIN: RATE_LIMIT,
      },
    });
    apis.push(await parts.add(starting, (api) => api.stop()));
  }
  const nginxPort = await freePort();
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  const { child: nginx } = await parts.add(
    Promise.resolve(startProxy({ port: nginxPort, webRoot, api: apis.map((api) => `127.0.0.1:${api.port}`), keepalive })),
    async ({ child, directory }) => {
      await stopProcess(child, 'SIGQUIT');
      rmSync(directory, { recursive: true, force: true });
    },
  );
  await waitForOk(`${nginxUrl}/api/health`, { child: nginx, what: 'nginx' });
  const db = await parts.add(
    (async () => {
      const client = new Client({ connectionString: postgres.url });
      await client.connect();
      return client;
    })(),
    (client) => client.end(),
  );
  // PostgreSQL's processes are its postmaster's children: found from a backend's pid (none when DATABASE_URL is another machine's).
  const postmaster = parentOf((await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  const processes = { api: apis.map((api) => api.child.pid), nginx: [nginx.pid], ...(postmaster ? { postgres: [postmaster] } : {}) };
  // The `api` target measures the first process alone; nginx balances over all of them.
  return { apiUrl: apis[0].url, nginxUrl, postgresUrl: postgres.url, db, smtp, adminPassword, processes };
}

/** Logs in as the admin; resolves with the session's Cookie header. */
export async function adminCookie(apiUrl, password) {
  const response = await fetch(`${apiUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (response.status !== 204) throw new Error(`admin login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
