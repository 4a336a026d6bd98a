// Backs up and restores the site's database with pg_dump and pg_restore (PostgreSQL 15 or newer).
//   node infra/scripts/database.mjs backup [--file backups/lineup-<time>.dump]
//   node infra/scripts/database.mjs restore --file backups/lineup-<time>.dump
// The database is DATABASE_URL, or else the embedded one of `make start` (EMBEDDED_POSTGRES_DIR,
// EMBEDDED_POSTGRES_PORT): used as it runs, or started for the duration of the command.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const backendRequire = createRequire(join(repoRoot, 'backend', 'package.json'));
const EMBEDDED_URL = (port) => `postgres://postgres:postgres@127.0.0.1:${port}/lineup`;

async function canConnect(url) {
  const { Client } = backendRequire('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The database to work on, and how to let go of it afterwards. */
async function openDatabase() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, close: async () => undefined };
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
  const url = EMBEDDED_URL(port);
  if (await canConnect(url)) return { url, close: async () => undefined };
  // The API's own code starts it, so the data folder and database are exactly those of `make start`.
  const { startEmbeddedPostgres } = backendRequire('./dist/database/embedded-postgres.js');
  const running = await startEmbeddedPostgres(process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres', port);
  return { url: running.url, close: running.stop };
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}): install PostgreSQL's client tools, e.g. apt-get install postgresql-client`);
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}`);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { file: { type: 'string' } } });
const [command] = positionals;
if (!['backup', 'restore'].includes(command)) {
  console.error('usage: node infra/scripts/database.mjs backup [--file FILE] | restore --file FILE');
  process.exit(2);
}
if (command === 'restore' && !values.file) {
  console.error('restore needs --file FILE (a dump written by backup)');
  process.exit(2);
}

const database = await openDatabase();
try {
  if (command === 'backup') {
    const file = resolve(values.file ?? join('backups', `lineup-${new Date().toISOString().replace(/[:.]/g, '-')}.dump`));
    mkdirSync(dirname(file), { recursive: true });
    run('pg_dump', ['--format=custom', '--no-owner', '--file', file, database.url]);
    console.log(`backed up to ${file}`);
  } else {
    // --clean with --single-transaction: the restore replaces everything, or changes nothing.
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', database.url, resolve(values.file)]);
    console.log(`restored ${values.file}`);
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
// Explicitly: once loaded, embedded-postgres ends the process with 0 on 'beforeExit', which hid a failed dump or restore.
process.exit(process.exitCode ?? 0);
