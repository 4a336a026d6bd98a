import type { QueryConfig } from 'pg';
import type { PgPool } from './pg-pool';

/** A day with a heavy load is rolled up or pruned in one statement, longer than a request's 5 s limit. */
const JOB_TIMEOUT_MS = 10 * 60_000;

export type JobQuery = (sql: string, params: unknown[]) => Promise<{ records: unknown[]; affected: number }>;

/** One transaction of a background job on `pool`, with the job's statement timeout rather than a request's. */
export async function inJobTransaction<T>(pool: PgPool, work: (query: JobQuery) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL statement_timeout = ${JOB_TIMEOUT_MS}`);
    const result = await work(async (text, values) => {
      // The pool's own read timeout is a request's; pg takes a longer one per query.
      const { rows, rowCount } = await client.query({ text, values, query_timeout: JOB_TIMEOUT_MS + 1_000 } as QueryConfig);
      return { records: rows as unknown[], affected: rowCount ?? 0 };
    });
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}
