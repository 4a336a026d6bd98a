import { resolve } from 'node:path';
import { REPO_ROOT, startStack } from './stack';

/**
 * Starts the stack once for the whole run, unless E2E_BASE_URL points at one already running
 * (the compose `e2e` service sets it to the nginx container, and E2E_DATABASE_URL to its
 * database; nginx's access log is then the container's output, not a file here). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return () => Promise.resolve();
  const webRoot = resolve(process.env.E2E_WEB_ROOT ?? resolve(REPO_ROOT, 'frontend', 'dist'));
  const stack = await startStack(webRoot);
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  process.env.E2E_NGINX_ACCESS_LOG = stack.accessLog;
  return stack.stop;
}
