// Starts the built API (backend/dist/main.js) on loopback, on its own embedded PostgreSQL or on a
// given DATABASE_URL, and waits for /api/health: one helper for the e2e harness, the fault tests
// and the benchmarks, so that they all run the API the same way.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_ENTRY = join(REPO_ROOT, 'backend', 'dist', 'main.js');
/** A first start initialises PostgreSQL and runs every migration. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const POLL_MS = 100;

const sleep = (/** @type {number} */ ms) => new Promise((resolveDelay) => setTimeout(resolveDelay, ms));

/**
 * A TCP port free on 127.0.0.1 right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * A new folder under the system's temporary one that the `postgres` user can enter: as root,
 * embedded PostgreSQL runs as that user.
 * @param {string} prefix
 * @returns {string}
 */
export function scratchDir(prefix) {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(directory, 0o755);
  return directory;
}

/**
 * Resolves once `url` answers 2xx; rejects at once if `child` exits first, or after `timeoutMs`.
 * @param {string} url
 * @param {{ child?: ChildProcess, timeoutMs?: number, what?: string }} [options]
 * @returns {Promise<void>}
 */
export async function waitForOk(url, { child, timeoutMs = START_TIMEOUT_MS, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Sends `signal` and resolves once the process has exited; SIGKILL if it is still running after `timeoutMs`.
 * @param {ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export function stopProcess(child, signal = 'SIGTERM', timeoutMs = STOP_TIMEOUT_MS) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit();
    });
    child.kill(signal);
  });
}

/**
 * @typedef {object} ApiProcess
 * @property {ChildProcess} child
 * @property {number} port
 * @property {string} url `http://127.0.0.1:<port>`, without a trailing slash
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {() => string} stderr what the API wrote to stderr so far (with `stderr: 'collect'`; else empty)
 * @property {() => Promise<void>} stop SIGTERM, SIGKILL after 10 s, then removes the data folder it made
 */

/**
 * Starts backend/dist/main.js (build it first) and resolves once /api/health answers 200.
 * The environment is this process's, then the production shape behind nginx on loopback
 * (NODE_ENV=production, TRUST_PROXY=127.0.0.1, LOG_LEVEL=warn), then the database, then `env`.
 * The database is `databaseUrl`; without one, an embedded PostgreSQL on a free port with its data
 * in `dataDir`, or in a folder of its own that `stop` removes.
 * @param {object} [options]
 * @param {number} [options.port] default: a free one
 * @param {string} [options.databaseUrl]
 * @param {string} [options.dataDir]
 * @param {Record<string, string>} [options.env] NODE_ENV=production needs ADMIN_PASSWORD
 * @param {'inherit' | 'collect'} [options.stderr] default 'inherit'; stdout (the info log) is dropped
 * @param {number} [options.timeoutMs] how long to wait for /api/health, default 60 s
 * @param {string} [options.cpuProfileDir] write a V8 CPU profile of the whole run there when it stops (bench/profile/README.md)
 * @returns {Promise<ApiProcess>}
 */
export async function startApi({ port, databaseUrl, dataDir, env = {}, stderr = 'inherit', timeoutMs = START_TIMEOUT_MS, cpuProfileDir } = {}) {
  const apiPort = port ?? (await freePort());
  const ownDataDir = !databaseUrl && dataDir === undefined ? scratchDir('lineup-api-pg-') : undefined;
  const database = databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : {
        DATABASE_URL: '',
        EMBEDDED_POSTGRES_DIR: dataDir ?? join(/** @type {string} */ (ownDataDir), 'postgres'),
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
      };
  // Node takes --cpu-prof on its command line only, not in NODE_OPTIONS.
  const profiling = cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`];
  const child = spawn(process.execPath, [...profiling, API_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', stderr === 'collect' ? 'pipe' : 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      // Only loopback reaches it: the nginx in front, or the tests themselves.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...database,
      ...env,
    },
  });
  let collected = '';
  child.stderr?.on('data', (chunk) => (collected += chunk));
  /** @type {ApiProcess['exited']} */
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const url = `http://127.0.0.1:${apiPort}`;
  const stop = async () => {
    await stopProcess(child, 'SIGTERM');
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${url}/api/health`, { child, timeoutMs, what: 'the API' });
  } catch (error) {
    await stop();
    throw new Error(collected ? `${/** @type {Error} */ (error).message}\n${collected}` : /** @type {Error} */ (error).message);
  }
  return { child, port: apiPort, url, exited, stderr: () => collected, stop };
}
