import { join } from 'node:path';
import type { PoolConfig } from 'pg';
import type { DataSourceOptions } from 'typeorm';

/** Requests fail fast (503) instead of hanging while PostgreSQL is away. */
const CONNECTION_TIMEOUT_MS = 2_000;
const STATEMENT_TIMEOUT_MS = 5_000;

export function poolSettings(poolSize: number): PoolConfig {
  return {
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
  };
}

export function typeormOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    entities: [join(__dirname, '..', '**', '*.entity.{ts,js}')],
    extra: poolSettings(poolSize),
  };
}
