import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../src/database/typeorm-options';
import type { TestDatabase } from './test-app';

const MIGRATIONS_DIR = join(__dirname, '..', 'src', 'database', 'migrations');

/** The committed migrations up to `timestamp`, included or not. */
export function migrationsUpTo(timestamp: number, { included }: { included: boolean }): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => (included ? Number.parseInt(file, 10) <= timestamp : Number.parseInt(file, 10) < timestamp))
    .map((file) => join(MIGRATIONS_DIR, file));
}

/** The database at the given migrations, without the API. */
export async function migratedTo(database: TestDatabase, migrations: string[]): Promise<DataSource> {
  const dataSource = new DataSource({ ...typeormOptions(database.url, 1), migrationsRun: false, entities: [], migrations });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

/** Every column, constraint, index and sequence of the schema, to compare two states of it. */
export async function schema(dataSource: DataSource): Promise<unknown[]> {
  return Promise.all([
    dataSource.query(
      `SELECT table_name, column_name, data_type, character_maximum_length, is_nullable, column_default, is_identity
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    ),
    dataSource.query(
      `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    dataSource.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
    dataSource.query(`SELECT sequencename, data_type::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`),
  ]);
}
