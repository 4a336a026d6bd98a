import { type DynamicModule, Global, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { SnapshotReads } from './snapshot-reads';
import { poolSettings } from './typeorm-options';

// Two for the tracking writer, two for stats reads; with TypeORM's 20, four API processes stay under max_connections 100.
const PG_POOL_SIZE = 4;

/** Keys (a page of a list, a card of a range) whose last answer is kept; each holds one answer. */
const SNAPSHOT_READ_KEYS = 500;

const logger = new Logger('PgPool');

/** Our own pool for the hot paths that skip TypeORM (prepared statements); TypeORM's internal pool is never reached into. */
export class PgPool extends Pool implements OnApplicationShutdown {
  constructor(databaseUrl: string) {
    super({ connectionString: databaseUrl, ...poolSettings(PG_POOL_SIZE) });
    // An idle connection that breaks (PostgreSQL restarted) is emitted here; unheard, it would end the process.
    this.on('error', (error) => logger.warn(`An idle PostgreSQL connection failed: ${error.message}`));
    // A checked-out one has no listener of the pool's (pg-pool removes it at checkout), so one that
    // breaks between two statements of a transaction would end the process. Heard here; its next
    // statement fails with the error and its caller releases it with that error, which drops it.
    this.on('connect', (client) => client.on('error', () => undefined));
  }

  async onApplicationShutdown(): Promise<void> {
    // Once: a second close of the application (a test, then its harness) finds it ended.
    if (!this.ending) await this.end();
  }
}

@Global()
@Module({})
export class PgPoolModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: PgPoolModule,
      providers: [
        { provide: PgPool, useFactory: () => new PgPool(databaseUrl) },
        { provide: SnapshotReads, useFactory: (pool: PgPool) => new SnapshotReads(pool, SNAPSHOT_READ_KEYS), inject: [PgPool] },
      ],
      exports: [PgPool, SnapshotReads],
    };
  }
}
