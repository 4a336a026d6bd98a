import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../src/database/typeorm-options';
import { createTestDatabase, type TestDatabase } from './test-app';

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

export type RoundTrip = {
  /** SQL run at the migrations before the one under test. */
  seed: string;
  /** Queries that answer the same before the migration and after its down(). */
  kept?: string[];
  /** Expectations once migrated, given what `kept` answered before. */
  migrated: (dataSource: DataSource, keptBefore: unknown[]) => Promise<void>;
  /** Expectations after its down(), beside the schema and `kept`. */
  undone?: (dataSource: DataSource) => Promise<void>;
};

/** On a database of its own: seeded before the migration at `timestamp`, migrated, then undone; the schema and `kept` must come back exactly. */
export async function expectRoundTrip(timestamp: number, { seed, kept = [], migrated, undone }: RoundTrip): Promise<void> {
  const database = await createTestDatabase();
  const opened: DataSource[] = [];
  try {
    const before = await migratedTo(database, migrationsUpTo(timestamp, { included: false }));
    opened.push(before);
    const schemaBefore = await schema(before);
    await before.query(seed);
    const keptBefore: unknown[] = [];
    for (const sql of kept) keptBefore.push(await before.query(sql));
    await before.destroy();

    const dataSource = await migratedTo(database, migrationsUpTo(timestamp, { included: true }));
    opened.push(dataSource);
    await migrated(dataSource, keptBefore);
    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await schema(dataSource)).toEqual(schemaBefore);
    for (const [index, sql] of kept.entries()) expect(await dataSource.query(sql)).toEqual(keptBefore[index]);
    await undone?.(dataSource);
  } finally {
    for (const dataSource of opened) if (dataSource.isInitialized) await dataSource.destroy();
    await database.drop();
  }
}
