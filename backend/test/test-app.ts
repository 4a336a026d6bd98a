import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { createApp, type CreateAppOptions } from '../src/create-app';

export type TestApp = {
  app: NestFastifyApplication;
  /** A connection string to this suite's own database, for assertions straight in SQL. */
  databaseUrl: string;
  close: () => Promise<void>;
};

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run the tests through jest (test/global-setup.mjs)');
  return url;
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = {
  /** A connection string to the database. */
  url: string;
  drop: () => Promise<void>;
};

/** A new, empty database of its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `lineup_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const drop = async () => {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return { url: url.toString(), drop };
}

export type TestAppOptions = Pick<CreateAppOptions, 'logger'> & {
  /** The database to run on, dropped with the app; a fresh one when left out. */
  database?: TestDatabase;
};

/** The whole API on a database of its own, migrated as in production; `logger` to read its log lines. */
export async function createTestApp({ logger, database }: TestAppOptions = {}): Promise<TestApp> {
  const { url: databaseUrl, drop } = database ?? (await createTestDatabase());
  const app = await createApp({ databaseUrl, logger });
  return {
    app,
    databaseUrl,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Runs one SQL statement against a suite's database. */
export async function queryDatabase<T = Record<string, unknown>>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table a request can write to: the bad-input suites check that none of them grows. */
export const WRITABLE_TABLES = [
  'beta_signup',
  'support_request',
  'campaign_stats',
  'campaign_event',
  'campaign_daily_stats',
  'campaign_visitor',
  'visitor_salt',
  'analytics_event',
  'admin_session',
  'report_link',
  'install_import',
  'install_import_day',
  'install_count',
  'campaign_install_day',
  'install_unattributed',
  'campaign_installs',
  'campaign_range_installs',
];

/** The number of rows in each writable table, by table name. */
export async function writableRowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const [row] = await queryDatabase<Record<string, string>>(databaseUrl, `SELECT ${WRITABLE_TABLES.map((table) => `(SELECT count(*) FROM ${table}) AS ${table}`).join(', ')}`);
  return Object.fromEntries(Object.entries(row).map(([table, count]) => [table, Number(count)]));
}
