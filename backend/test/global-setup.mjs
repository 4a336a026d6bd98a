// One real PostgreSQL for the whole run: DATABASE_URL when given, else an embedded one in a
// scratch folder (infra/scripts/embedded-postgres.mjs, as the benchmarks and fault tests start
// theirs). Each suite then creates and drops its own database (test/test-app.ts).
import { startEmbeddedPostgres } from '../../infra/scripts/embedded-postgres.mjs';

export default async function globalSetup() {
  process.env.LOG_LEVEL ??= 'silent';
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const postgres = await startEmbeddedPostgres({ prefix: 'lineup-test-pg-' });
  globalThis.__LINEUP_TEST_POSTGRES__ = postgres;
  process.env.TEST_ADMIN_DATABASE_URL = postgres.url;
}
