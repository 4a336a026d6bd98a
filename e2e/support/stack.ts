import type { ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The same helpers `make`, the fault tests and the benchmarks use, so the tests run the API and
// nginx exactly as they do (nginx on the very file the nginx image serves).
import { freePort, startApi, stopProcess, waitForOk } from '../../infra/scripts/api-process.mjs';
import { accessLogOf, startNginx } from '../../infra/scripts/nginx.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The admin password of the stack the tests start; tests log in with it. */
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-for-tests';

export type Stack = {
  baseUrl: string;
  apiUrl: string;
  /** The API's own embedded PostgreSQL, for what a test cannot do through the API (support-database.ts). */
  databaseUrl: string;
  /** nginx's access log, in the site's format (infra/nginx/templates/default.conf.template). */
  accessLog: string;
  stop: () => Promise<void>;
};

/**
 * The production shape on this machine: the built API (backend/dist) on its own embedded
 * PostgreSQL, and real nginx serving `webRoot` and proxying /api, all on free ports.
 */
export async function startStack(webRoot: string, apiEnv: Record<string, string> = {}): Promise<Stack> {
  // Chosen here rather than by startApi, so that the tests know where the database listens.
  const databasePort = await freePort();
  const api = await startApi({
    env: {
      EMBEDDED_POSTGRES_PORT: String(databasePort),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // The suite sends far more requests from one address than a visitor would.
      RATE_LIMIT_TRACKING_PER_MIN: '100000',
      RATE_LIMIT_TRACKING_PER_ADDRESS_PER_MIN: '100000',
      RATE_LIMIT_BETA_PER_MIN: '100000',
      RATE_LIMIT_SUPPORT_PER_MIN: '100000',
      RATE_LIMIT_REPORT_PER_MIN: '100000',
      RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
      ...apiEnv,
    },
  });
  const nginxPort = await freePort();
  const started = startNginx({ port: nginxPort, webRoot, api: `127.0.0.1:${api.port}` });
  const nginx = started.child as ChildProcess;
  const baseUrl = `http://127.0.0.1:${nginxPort}`;
  const stop = async () => {
    await Promise.all([stopProcess(nginx, 'SIGQUIT'), api.stop()]);
  };
  try {
    await waitForOk(`${baseUrl}/api/health`, { child: nginx, timeoutMs: 10_000, what: 'nginx' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, apiUrl: api.url, databaseUrl: `postgres://postgres:postgres@127.0.0.1:${databasePort}/lineup`, accessLog: accessLogOf(started.directory), stop };
}
