import request from 'supertest';
import { PgPool } from '../src/database/pg-pool';
import { createApiTestApp } from './api-test-app';
import { queryDatabase } from './test-app';

describe('the pg pool', () => {
  it('serves the tracking statements, and leaves no connection open once the API has shut down', async () => {
    const testApp = await createApiTestApp();
    try {
      const otherConnections = async () => {
        const [{ count }] = await queryDatabase<{ count: number }>(
          testApp.databaseUrl,
          'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        return count;
      };
      await request(testApp.app.getHttpServer()).post('/api/influencer/page-view').send({ influencer: 'kai' }).expect(204);
      expect(testApp.app.get(PgPool).idleCount).toBeGreaterThan(0);
      expect(await otherConnections()).toBeGreaterThan(0);
      await testApp.app.close();
      expect(await otherConnections()).toBe(0);
    } finally {
      await testApp.close();
    }
  });

  it('outlives PostgreSQL ending its idle connections (a restart), and counts again on new ones', async () => {
    const testApp = await createApiTestApp();
    try {
      const pageView = () => request(testApp.app.getHttpServer()).post('/api/influencer/page-view').send({ influencer: 'kai' });
      await pageView().expect(204);
      const pool = testApp.app.get(PgPool);
      // The roll-up at start and the page view each leave a connection idle.
      expect(pool.idleCount).toBeGreaterThan(0);
      await queryDatabase(testApp.databaseUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      // The pool hears of it as an error on the idle connection, which it then drops.
      while (pool.idleCount > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await pageView().expect(204);
      expect(await queryDatabase(testApp.databaseUrl, "SELECT page_views FROM campaign_stats WHERE campaign = 'influencer'")).toEqual([{ page_views: 2 }]);
    } finally {
      await testApp.close();
    }
  });

  it('outlives PostgreSQL ending a connection checked out between two statements (a transaction of the jobs), which fails on its next one', async () => {
    const testApp = await createApiTestApp();
    try {
      const pool = testApp.app.get(PgPool);
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await queryDatabase(testApp.databaseUrl, 'SELECT pg_terminate_backend($1)', [rows[0].pid]);
      // The connection's error arrives while no statement runs on it: unheard, it would end the process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(client.query('SELECT 1')).rejects.toThrow();
      client.release(new Error('ended by PostgreSQL'));
      expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await testApp.close();
    }
  });
});
