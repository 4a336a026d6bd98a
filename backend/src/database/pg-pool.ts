import { type DynamicModule, Global, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { poolSettings } from './typeorm-options';

/**
 * Connections of this pool: the tracking writer runs at most two statements at once, the rest
 * serves the stats reads. Beside TypeORM's pool of DATABASE_POOL_SIZE (20), four API processes
 * still hold fewer than PostgreSQL's default max_connections of 100.
 */
const PG_POOL_SIZE = 4;

const logger = new Logger('PgPool');

/**
 * The way to run plain SQL on the pg pool, for the hot paths that skip TypeORM's query runner and
 * entities (backend/src/tracking: prepared statements, rows serialised once). It is our own pool,
 * beside TypeORM's: made from the same database URL and pool settings (typeorm-options.ts), ended
 * when the application shuts down, after the HTTP server has let its requests finish (main.ts).
 * Injected by repositories only; TypeORM's internal pool is never reached into.
 */
export class PgPool extends Pool implements OnApplicationShutdown {
  constructor(databaseUrl: string) {
    super({ connectionString: databaseUrl, ...poolSettings(PG_POOL_SIZE) });
    // An idle connection that breaks (PostgreSQL restarted) is emitted here; unheard, it would end the process.
    this.on('error', (error) => logger.warn(`An idle PostgreSQL connection failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    // Once: a second close of the application (a test, then its harness) finds it ended.
    if (!this.ending) await this.end();
  }
}

/** Provides PgPool to every module, for the database the application was given (app.module.ts). */
@Global()
@Module({})
export class PgPoolModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: PgPoolModule,
      providers: [{ provide: PgPool, useFactory: () => new PgPool(databaseUrl) }],
      exports: [PgPool],
    };
  }
}
