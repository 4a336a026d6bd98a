import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The same renderer `make` uses, so the tests run nginx on the very file the nginx image serves.
import { startNginx } from '../../infra/scripts/nginx.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The admin password of the stack the tests start; tests log in with it. */
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-for-tests';

export type Stack = {
  baseUrl: string;
  apiUrl: string;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
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

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit();
    });
    child.kill(signal);
  });
}

/**
 * The production shape on this machine: the built API (backend/dist) on its own embedded
 * PostgreSQL, and real nginx serving `webRoot` and proxying /api, all on free ports.
 */
export async function startStack(webRoot: string, apiEnv: Record<string, string> = {}): Promise<Stack> {
  const [apiPort, nginxPort, postgresPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'lineup-e2e-pg-'));
  // As root, PostgreSQL runs as a `postgres` user, which must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  const api = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      EMBEDDED_POSTGRES_DIR: join(dataDir, 'postgres'),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The suite sends far more requests from one address than a visitor would.
      RATE_LIMIT_TRACKING_PER_MIN: '100000',
      RATE_LIMIT_BETA_PER_MIN: '100000',
      RATE_LIMIT_SUPPORT_PER_MIN: '100000',
      RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
      ...apiEnv,
    },
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const nginx = startNginx({ port: nginxPort, webRoot, api: `127.0.0.1:${apiPort}` }).child as ChildProcess;
  const baseUrl = `http://127.0.0.1:${nginxPort}`;
  const stop = async () => {
    await Promise.all([stopProcess(nginx, 'SIGQUIT'), stopProcess(api, 'SIGTERM')]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/api/health`, api, 60_000);
    await waitFor(`${baseUrl}/api/health`, nginx, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, apiUrl, stop };
}
